import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { RecordFormProps } from '../../../sdk/client';
import type { Artist } from '../public';

export type { Artist } from '../public';

export const artistProblems = (a: Artist) => (a.name.trim() ? undefined : { name: 'Required' });

/** Name and gender; the key is the server's (spec 3 §2: read-only). */
export function ArtistForm({ value, onChange, errors }: RecordFormProps<Artist>) {
  return (
    <Stack gap="sm">
      <TextInput label="Name" required value={value.name} error={errors.name} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} />
      <div>
        <Text size="sm" fw={500}>
          Gender
        </Text>
        <SegmentedControl
          aria-label="Gender"
          value={value.gender}
          onChange={(g) => onChange({ ...value, gender: g as Artist['gender'] })}
          data={[
            { value: 'f', label: 'Female' },
            { value: 'm', label: 'Male' },
          ]}
        />
        {errors.gender && (
          <Text size="xs" c="red">
            {errors.gender}
          </Text>
        )}
      </div>
      <TextInput label="Key" readOnly value={value.userKey} placeholder="Made when saved" />
    </Stack>
  );
}
