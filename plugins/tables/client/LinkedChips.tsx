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
  return (
    <Input.Wrapper label={label} error={error} data-testid={`linked-${noun}s`}>
      <Group gap={6} mt={4} align="center">
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            No {noun}s linked.
          </Text>
        )}
        <Pill.Group>
          {items.map((r) => (
            <Pill
              key={r.id}
              withRemoveButton
              onRemove={() => onRemove(r.id)}
              title={`#${r.id}`}
              removeButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': `Remove ${noun} ${r.name}` }}
            >
              {r.name}
            </Pill>
          ))}
        </Pill.Group>
        <Button size="compact-xs" variant="light" leftSection={<IconPlus size={12} />} onClick={onAdd}>
          Add {noun}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
