import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { MEMBER_REFS, moveMember, NEEDS_SAVED_COMPOUND, type CompoundMember } from '../shared/types';

export interface MemberListProps {
  items: CompoundMember[];
  onChange(items: CompoundMember[]): void;
  /** Adding members needs a saved compound (spec 2 §5). */
  saved: boolean;
  onAdd(): void;
  errors: Record<string, string>;
}

const refLabel = (ref: number) => MEMBER_REFS.find((r) => r.ref === ref)?.label ?? `Ref ${ref}`;

/** The ordered members: up and down (the first cannot move up, the last cannot move down), remove, add. */
export function MemberList({ items, onChange, saved, onAdd, errors }: MemberListProps) {
  const move = (i: number, dir: -1 | 1) => {
    const next = moveMember(items, i, dir);
    if (next) onChange(next);
  };
  return (
    <Stack gap={4} aria-label="Members">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Members
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={12} />}
          disabled={!saved}
          onClick={onAdd}
          title={saved ? 'Add a vocabulary entry or a panel' : NEEDS_SAVED_COMPOUND}
        >
          Add member
        </Button>
      </Group>
      {!saved && (
        <Text size="xs" c="dimmed">
          {NEEDS_SAVED_COMPOUND}
        </Text>
      )}
      {errors.items && (
        <Text size="xs" c="red">
          {errors.items}
        </Text>
      )}
      {items.map((m, i) => (
        <Group key={`${m.ref}:${m.refId}`} gap={6} wrap="nowrap" data-testid="member">
          <Text size="sm" w={20}>
            {i + 1}.
          </Text>
          <Badge size="xs" variant="light">
            {refLabel(m.ref)}
          </Badge>
          <Text size="sm" style={{ flex: 1 }}>
            {m.title ?? `#${m.refId}`}
          </Text>
          {(errors[`items.${i}.refId`] || errors[`items.${i}.ref`]) && (
            <Text size="xs" c="red">
              {errors[`items.${i}.refId`] ?? errors[`items.${i}.ref`]}
            </Text>
          )}
          <ActionIcon size="sm" variant="subtle" aria-label={`Move ${m.title ?? m.refId} up`} disabled={i === 0} onClick={() => move(i, -1)}>
            <IconArrowUp size={14} />
          </ActionIcon>
          <ActionIcon size="sm" variant="subtle" aria-label={`Move ${m.title ?? m.refId} down`} disabled={i === items.length - 1} onClick={() => move(i, 1)}>
            <IconArrowDown size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={`Remove ${m.title ?? m.refId}`}
            onClick={() => onChange(items.filter((_, j) => j !== i).map((x, j) => ({ ...x, order: j + 1 })))}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
