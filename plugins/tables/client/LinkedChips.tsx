import { useT } from '../../../sdk/client';
import { Button, Group, Input, Pill, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { LinkedRecord } from '../public';

interface Props {
  label: string;
  /** What one item is called: 'table'. */
  noun: string;
  items: LinkedRecord[];
  onRemove(id: number): void;
  onAdd(): void;
  error?: string;
}

/** Linked records as chips with a remove button, and an 'Add …' button that opens the search dialog. */
export function LinkedChips({ label, noun, items, onRemove, onAdd, error }: Props) {
  const t = useT('tables');
  return (
    <Input.Wrapper label={label} error={error} data-testid={`linked-${noun}s`}>
      <Group gap={6} mt={4} align="center">
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('chips.none', { nouns: t(`nouns.${noun}s`) })}
          </Text>
        )}
        <Pill.Group>
          {items.map((r) => (
            <Pill
              key={r.id}
              withRemoveButton
              onRemove={() => onRemove(r.id)}
              title={`#${r.id}`}
              removeButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': t('chips.remove', { noun: t(`nouns.${noun}`), name: r.name }) }}
            >
              {r.name}
            </Pill>
          ))}
        </Pill.Group>
        <Button size="compact-xs" variant="light" leftSection={<IconPlus size={12} />} onClick={onAdd}>
          {t('chips.add', { noun: t(`nouns.${noun}`) })}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
