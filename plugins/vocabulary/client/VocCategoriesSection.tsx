import { Alert, Button, Group, Input, Pill, Select, Stack, Text } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CategoryOption, Voc } from '../shared/types';

export const INHERITED_MESSAGE = 'Categories are inherited from parent synonym and cannot be edited';

interface Props {
  value: Voc;
  onChange(next: Voc): void;
  /** Leaf categories (spec 2 §5), or undefined while loading. */
  options: CategoryOption[] | undefined;
  error?: string;
}

/**
 * The entry's categories as chips (spec 3 §5): added one at a time from the leaf-category select
 * ('Add category' needs one chosen), removed with their chip; read-only with a message when they
 * are inherited from the parent synonym.
 */
export function VocCategoriesSection({ value, onChange, options, error }: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  const inherited = value.categoriesInherited;
  const add = () => {
    const c = options?.find((o) => String(o.id) === chosen);
    if (!c || value.vocCategories.includes(c.id)) return;
    onChange({ ...value, vocCategories: [...value.vocCategories, c.id], categories: [...value.categories, { id: c.id, fullPath: c.fullPath }] });
    setChosen(null);
  };
  const remove = (id: number) =>
    onChange({ ...value, vocCategories: value.vocCategories.filter((c) => c !== id), categories: value.categories.filter((c) => c.id !== id) });
  const pathOf = (id: number) => value.categories.find((c) => c.id === id)?.fullPath ?? options?.find((o) => o.id === id)?.fullPath ?? `#${id}`;

  return (
    <Input.Wrapper label="Categories" error={error} data-testid="voc-categories">
      <Stack gap={6} mt={4}>
        {inherited && (
          <Alert p="xs" color="gray" icon={<IconLock size={14} />}>
            <Text size="sm">{INHERITED_MESSAGE}</Text>
          </Alert>
        )}
        {value.vocCategories.length === 0 && <Text size="sm" c="dimmed">No categories.</Text>}
        <Pill.Group>
          {value.vocCategories.map((id) => (
            <Pill key={id} withRemoveButton={!inherited} onRemove={() => remove(id)}
              removeButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': `Remove category ${pathOf(id)}` }}>
              {pathOf(id)}
            </Pill>
          ))}
        </Pill.Group>
        {!inherited && (
          <Group gap={6} wrap="nowrap">
            <Select size="xs" style={{ flex: 1 }} aria-label="Category to add" placeholder="Choose a category" searchable clearable
              value={chosen} onChange={setChosen}
              data={(options ?? []).filter((o) => !value.vocCategories.includes(o.id)).map((o) => ({ value: String(o.id), label: o.fullPath }))} />
            <Button size="xs" variant="light" leftSection={<IconPlus size={12} />} disabled={!chosen} onClick={add}
              title={chosen ? undefined : 'Add category needs one chosen'}>Add category</Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
