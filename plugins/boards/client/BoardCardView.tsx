import { ActionIcon, Badge, Group, Menu, Paper, Stack, Switch, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMessage, IconUser } from '@tabler/icons-react';
import type { BoardCard, Freelance, TagClass } from '../types';

const TAG_COLORS: Record<TagClass, string> = { tag_green: 'green', tag_orange: 'orange', tag_gray: 'gray' };

export interface BoardCardViewProps {
  card: BoardCard;
  /** The board's freelances, to assign the card; absent for a freelance (no assigning). */
  freelances?: Freelance[];
  onMove(card: BoardCard): void;
  onAssign(card: BoardCard, freelanceId: number | null): void;
  onComments(card: BoardCard): void;
  onState(card: BoardCard): void;
}

/**
 * A board card (spec 1 §2): title (opens the State dialog), the assigned freelance, the tags with
 * their classes, the comments count with the unseen ones, and the state toggle, enabled only in
 * To do and Doing, that moves the card one state forward.
 */
export function BoardCardView({ card, freelances, onMove, onAssign, onComments, onState }: BoardCardViewProps) {
  const movable = card.state === 'todo' || card.state === 'doing';
  const assignee = card.freelanceName ?? 'Unassigned';
  return (
    <Paper withBorder p={6} radius="sm" shadow="xs" data-testid={`card-${card.id}`} data-state={card.state} className="cm-board-card">
      <Stack gap={4}>
        <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
          <UnstyledButton onClick={() => onState(card)} title="State and history">
            <Text size="sm" fw={500} lh={1.25}>
              {card.title}
            </Text>
          </UnstyledButton>
          <Tooltip label={movable ? `Move to ${card.state === 'todo' ? 'Doing' : 'Review'}` : 'Moves only from To do or Doing'} withinPortal>
            <Switch size="xs" checked={!movable} disabled={!movable} onChange={() => movable && onMove(card)} aria-label={`Move ${card.title} forward`} />
          </Tooltip>
        </Group>
        <Group gap={4} wrap="nowrap">
          {freelances ? (
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={`Assign ${card.title}`}>
                  <Group gap={2} wrap="nowrap">
                    <IconUser size={12} />
                    <Text size="xs" c={card.freelanceName ? undefined : 'dimmed'}>
                      {assignee}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Assign to</Menu.Label>
                {freelances.length === 0 && <Menu.Item disabled>No freelances on this board</Menu.Item>}
                {freelances.map((f) => (
                  <Menu.Item key={f.id} disabled={f.id === card.freelanceId} onClick={() => onAssign(card, f.id)}>
                    {f.name}
                  </Menu.Item>
                ))}
                {card.freelanceId !== null && (
                  <Menu.Item c="red" onClick={() => onAssign(card, null)}>
                    Unassign
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Group gap={2} wrap="nowrap">
              <IconUser size={12} />
              <Text size="xs">{assignee}</Text>
            </Group>
          )}
        </Group>
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Group gap={4}>
            {card.tags.map((t, i) => (
              <Badge key={i} size="xs" radius="sm" variant="light" tt="none" color={TAG_COLORS[t.class] ?? 'gray'} className={t.class}>
                {t.text}
              </Badge>
            ))}
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              onClick={() => onComments(card)}
              aria-label={`Comments of ${card.title}: ${card.nComments}${card.newComments ? `, ${card.newComments} new` : ''}`}
            >
              <IconMessage size={14} />
            </ActionIcon>
            <Text size="xs" data-testid="comment-count">
              {card.nComments}
            </Text>
            {card.newComments > 0 && (
              <Badge size="xs" color="red" circle data-testid="new-comments" title={`${card.newComments} unseen`}>
                {card.newComments}
              </Badge>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
