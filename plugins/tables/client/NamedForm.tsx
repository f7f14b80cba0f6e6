import { useT } from '../../../sdk/client';
import { Stack, Text, TextInput } from '@mantine/core';
import type { RecordFormProps } from '../../../sdk/client';
import { NAME_MAX } from '../rules';
import type { NamedRecord } from '../public';

/** The form of a table or a chart (spec 2 §2): its name, and which literals use it. */
export function NamedForm({ value, onChange, errors }: RecordFormProps<NamedRecord>) {
  const t = useT('tables');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('named.name')}
        required
        maxLength={NAME_MAX}
        value={value.name}
        error={errors.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
      />
      {value.usedBy.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="used-by">
          {t('named.usedBy', { count: value.usedBy.length, literals: value.usedBy.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
