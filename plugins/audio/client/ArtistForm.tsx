import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { translator, useT, type RecordFormProps, type Translate } from '../../../sdk/client';
import type { Artist } from '../public';

export type { Artist } from '../public';

export const artistProblems = (a: Artist, t: Translate = translator('audio')) => (a.name.trim() ? undefined : { name: t('artists.required') });

/** Name and gender; the key is the server's (spec 3 §2: read-only). */
export function ArtistForm({ value, onChange, errors }: RecordFormProps<Artist>) {
  const t = useT('audio');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('artists.name')}
        required
        value={value.name}
        error={errors.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
      />
      <div>
        <Text size="sm" fw={500}>
          {t('artists.gender')}
        </Text>
        <SegmentedControl
          aria-label={t('artists.gender')}
          value={value.gender}
          onChange={(g) => onChange({ ...value, gender: g as Artist['gender'] })}
          data={[
            { value: 'f', label: t('artists.female') },
            { value: 'm', label: t('artists.male') },
          ]}
        />
        {errors.gender && (
          <Text size="xs" c="red">
            {errors.gender}
          </Text>
        )}
      </div>
      <TextInput label={t('artists.key')} readOnly value={value.userKey} placeholder={t('artists.keyPlaceholder')} />
    </Stack>
  );
}
