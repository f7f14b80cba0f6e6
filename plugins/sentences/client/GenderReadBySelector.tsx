import { Group, Select } from '@mantine/core';
import { useT, type Translate } from '../../../sdk/client';
import { GENDER_CODES, fitReadBy, readByOptions, type GenderCode, type Reader } from '../rules';

export interface GenderReadByProps {
  genderCode: GenderCode;
  readBy: Reader;
  onChange(next: { genderCode: GenderCode; readBy: Reader }): void;
  errors?: Record<string, string>;
}

/**
 * The gender pair and the readby selector (spec 2 §2, §5): the reader options follow the gender
 * code (rules.ts); a new code keeps the reader when it is still allowed, else takes the only one;
 * the reader select is disabled when there is one option.
 */
const person = (t: Translate, g: string) => t(`gender.person.${g === 'm' || g === 'f' ? g : 'any'}`);

/** What a gender code means, for the selector's labels. */
function genderLabel(t: Translate, code: GenderCode): string {
  if (code === '>2') return `${code} · ${t('gender.many')}`;
  if (code === '-') return `${code} · ${t('gender.unmarked')}`;
  if (code === 'm' || code === 'f') return `${code} · ${t('gender.saidBy', { person: person(t, code) })}`;
  const [speaker, addressee] = code.split(' / ');
  return `${code} · ${t('gender.pair', { speaker: person(t, speaker), addressee: person(t, addressee) })}`;
}

export function GenderReadBySelector({ genderCode, readBy, onChange, errors = {} }: GenderReadByProps) {
  const t = useT('sentences');
  const options = readByOptions(genderCode);
  return (
    <Group gap="xs" grow align="flex-start">
      <Select
        label={t('gender.label')}
        size="xs"
        allowDeselect={false}
        value={genderCode}
        error={errors.genderCode}
        data={GENDER_CODES.map((c) => ({ value: c, label: genderLabel(t, c) }))}
        onChange={(v) => {
          if (v === null) return;
          const code = v as GenderCode;
          onChange({ genderCode: code, readBy: fitReadBy(code, readBy) });
        }}
      />
      <Select
        label={t('gender.readBy')}
        size="xs"
        allowDeselect={false}
        value={readBy}
        error={errors.readBy}
        disabled={options.length < 2}
        data={options.map((r) => ({ value: r, label: t(`gender.reader.${r}`) }))}
        onChange={(v) => v !== null && onChange({ genderCode, readBy: v as Reader })}
      />
    </Group>
  );
}
