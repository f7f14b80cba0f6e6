import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { NEW_RECORD_ID, TranslationsEditor, useNavigation, useT, type RecordFormProps } from '../../../sdk/client';
import { ITEMS } from '../public';
import { ErrorBox } from './ErrorBox';
import { SearchItemDialog } from './SearchItemDialog';
import type { Item } from '../public';
import { errorsUnder } from './types';

/**
 * The item editor (spec 2 §2 Items): the error box from the item's error field, then one row per
 * target dialect and one per source dialect. 'Search Item' finds another item and shows it in the grid.
 */
export function ItemForm({ value, onChange, errors, courseId }: RecordFormProps<Item>) {
  const t = useT('items');
  const navigation = useNavigation();
  const [searching, setSearching] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="item-id">
          {value.id === NEW_RECORD_ID ? t('form.newItem') : t('form.itemNumber', { id: value.id })}
        </Text>
        <Button size="compact-xs" variant="subtle" leftSection={<IconSearch size={12} />} onClick={() => setSearching(true)}>
          {t('form.searchItem')}
        </Button>
      </Group>
      <ErrorBox html={value.error} />
      <TranslationsEditor
        label={t('form.targets')}
        withStatus
        value={value.targets}
        errors={errorsUnder(errors, 'targets')}
        onChange={(targets) => onChange({ ...value, targets })}
      />
      <TranslationsEditor
        label={t('form.sources')}
        withStatus
        value={value.sources}
        errors={errorsUnder(errors, 'sources')}
        onChange={(sources) => onChange({ ...value, sources })}
      />
      {Object.entries(errors)
        .filter(([k]) => k.endsWith('dialectId'))
        .map(([k, v]) => (
          <Text key={k} size="xs" c="red">{`${k}: ${v}`}</Text>
        ))}
      <SearchItemDialog
        opened={searching}
        onClose={() => setSearching(false)}
        courseId={courseId}
        onPick={(item) => navigation.navigate({ ref: ITEMS, courseId, search: String(item.id) })}
      />
    </Stack>
  );
}
