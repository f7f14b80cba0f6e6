import { useT, type Translate } from '../../../sdk/client';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { MEMBER_REFS, moveMember, type CompoundMember } from '../shared/types';

export interface MemberListProps {
  items: CompoundMember[];
  onChange(items: CompoundMember[]): void;
  /** Adding members needs a saved compound (spec 2 §5). */
  saved: boolean;
  onAdd(): void;
  errors: Record<string, string>;
}

/** A member's kind: MEMBER_REFS in order (vocabulary, panel), else its ref. */
const refLabel = (t: Translate, ref: number) => {
  const i = MEMBER_REFS.findIndex((r) => r.ref === ref);
  return i < 0 ? t('refs.other', { ref }) : t(i === 0 ? 'refs.vocabulary' : 'refs.panel');
};

/** The ordered members: up and down (the first cannot move up, the last cannot move down), remove, add. */
export function MemberList({ items, onChange, saved, onAdd, errors }: MemberListProps) {
  const t = useT('compounds');
  const move = (i: number, dir: -1 | 1) => {
    const next = moveMember(items, i, dir);
    if (next) onChange(next);
  };
  return (
    <Stack gap={4} aria-label={t('members.label')}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('members.label')}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={12} />}
          disabled={!saved}
          onClick={onAdd}
          title={t(saved ? 'members.addHint' : 'members.needsSaved')}
        >
          {t('members.add')}
        </Button>
      </Group>
      {!saved && (
        <Text size="xs" c="dimmed">
          {t('members.needsSaved')}
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
            {refLabel(t, m.ref)}
          </Badge>
          <Text size="sm" style={{ flex: 1 }}>
            {m.title ?? `#${m.refId}`}
          </Text>
          {(errors[`items.${i}.refId`] || errors[`items.${i}.ref`]) && (
            <Text size="xs" c="red">
              {errors[`items.${i}.refId`] ?? errors[`items.${i}.ref`]}
            </Text>
          )}
          <ActionIcon size="sm" variant="subtle" aria-label={t('members.moveUp', { name: m.title ?? m.refId })} disabled={i === 0} onClick={() => move(i, -1)}>
            <IconArrowUp size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('members.moveDown', { name: m.title ?? m.refId })}
            disabled={i === items.length - 1}
            onClick={() => move(i, 1)}
          >
            <IconArrowDown size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={t('members.remove', { name: m.title ?? m.refId })}
            onClick={() => onChange(items.filter((_, j) => j !== i).map((x, j) => ({ ...x, order: j + 1 })))}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
