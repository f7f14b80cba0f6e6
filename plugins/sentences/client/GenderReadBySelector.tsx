import { Group, Select } from '@mantine/core';
import { GENDER_CODES, READER_LABELS, fitReadBy, genderLabel, readByOptions, type GenderCode, type Reader } from '../rules';

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
export function GenderReadBySelector({ genderCode, readBy, onChange, errors = {} }: GenderReadByProps) {
  const options = readByOptions(genderCode);
  return (
    <Group gap="xs" grow align="flex-start">
      <Select
        label="Gender"
        size="xs"
        allowDeselect={false}
        value={genderCode}
        error={errors.genderCode}
        data={GENDER_CODES.map((c) => ({ value: c, label: genderLabel(c) }))}
        onChange={(v) => {
          if (v === null) return;
          const code = v as GenderCode;
          onChange({ genderCode: code, readBy: fitReadBy(code, readBy) });
        }}
      />
      <Select
        label="Read by"
        size="xs"
        allowDeselect={false}
        value={readBy}
        error={errors.readBy}
        disabled={options.length < 2}
        data={options.map((r) => ({ value: r, label: READER_LABELS[r] }))}
        onChange={(v) => v !== null && onChange({ genderCode, readBy: v as Reader })}
      />
    </Group>
  );
}
