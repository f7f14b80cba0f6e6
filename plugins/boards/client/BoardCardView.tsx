import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsLeftRight, IconMessage, IconUser } from '@tabler/icons-react';
import { useT } from '../../../sdk/client';
import { CARD_STATES, type BoardCard, type CardState, type Freelance, type TagClass } from '../types';
import type { CardMove } from './card-moves';

const TAG_COLORS: Record<TagClass, string> = { tag_green: 'green', tag_orange: 'orange', tag_gray: 'gray' };

export interface BoardCardViewProps {
  card: BoardCard;
  /** The board's freelances, to assign the card; absent for a freelance (no assigning). */
  freelances?: Freelance[];
  /** Where the card may go from its column (the work-state rules). */
  moves: CardMove[];
  onMove(card: BoardCard, to: CardState): void;
  onAssign(card: BoardCard, freelanceId: number | null): void;
  onComments(card: BoardCard): void;
  onState(card: BoardCard): void;
}

/**
 * A board card (spec 1 §2): title (opens the State dialog), the assigned freelance, the tags with
 * their classes, the comments count with the unseen ones, and Move, the columns the card may go to
 * (a drag onto a column and Alt+Left / Alt+Right on the focused card do the same). The card takes
 * the focus (Tab) for the keyboard moves.
 */
export function BoardCardView({ card, freelances, moves, onMove, onAssign, onComments, onState }: BoardCardViewProps) {
  const t = useT('boards');
  const assignee = card.freelanceName ?? t('card.unassigned');
  const moveLabel = (m: CardMove) =>
    CARD_STATES.indexOf(m.to) < CARD_STATES.indexOf(card.state)
      ? t(`moves.back.${m.to}`, { defaultValue: m.label })
      : t(`moves.to.${m.to}`, { defaultValue: m.label });
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: card.id, data: card, disabled: moves.length === 0 });
  return (
    <Paper
      ref={setNodeRef}
      {...listeners}
      withBorder
      p={6}
      radius="sm"
      shadow="xs"
      tabIndex={0}
      data-testid={`card-${card.id}`}
      data-card-id={card.id}
      data-state={card.state}
      className="cm-board-card"
      style={{ opacity: isDragging ? 0.4 : 1, cursor: moves.length ? 'grab' : undefined, touchAction: moves.length ? 'none' : undefined }}
    >
      <Stack gap={4}>
        <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
          <UnstyledButton onClick={() => onState(card)} title={t('card.state')}>
            <Text size="sm" fw={500} lh={1.25}>
              {card.title}
            </Text>
          </UnstyledButton>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconArrowsLeftRight size={12} />}
                disabled={moves.length === 0}
                aria-label={t('card.moveOf', { title: card.title })}
                title={moves.length ? t('card.moveHint') : t('card.doneIsFinal')}
              >
                {t('card.move')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {moves.map((m) => (
                <Menu.Item key={m.to} onClick={() => onMove(card, m.to)}>
                  {moveLabel(m)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap={4} wrap="nowrap">
          {freelances ? (
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={t('card.assignOf', { title: card.title })}>
                  <Group gap={2} wrap="nowrap">
                    <IconUser size={12} />
                    <Text size="xs" c={card.freelanceName ? undefined : 'dimmed'}>
                      {assignee}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('card.assignTo')}</Menu.Label>
                {freelances.length === 0 && <Menu.Item disabled>{t('card.noFreelances')}</Menu.Item>}
                {freelances.map((f) => (
                  <Menu.Item key={f.id} disabled={f.id === card.freelanceId} onClick={() => onAssign(card, f.id)}>
                    {f.name}
                  </Menu.Item>
                ))}
                {card.freelanceId !== null && (
                  <Menu.Item c="red" onClick={() => onAssign(card, null)}>
                    {t('card.unassign')}
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
            {card.tags.map((tag, i) => (
              <Badge key={i} size="xs" radius="sm" variant="light" tt="none" color={TAG_COLORS[tag.class] ?? 'gray'} className={tag.class}>
                {tag.text}
              </Badge>
            ))}
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              onClick={() => onComments(card)}
              aria-label={
                card.newComments
                  ? t('card.commentsOfNew', { title: card.title, count: card.nComments, unseen: card.newComments })
                  : t('card.commentsOf', { title: card.title, count: card.nComments })
              }
            >
              <IconMessage size={14} />
            </ActionIcon>
            <Text size="xs" data-testid="comment-count">
              {card.nComments}
            </Text>
            {card.newComments > 0 && (
              <Badge size="xs" color="red" circle data-testid="new-comments" title={t('card.unseen', { count: card.newComments })}>
                {card.newComments}
              </Badge>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
