import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../sdk/client';
import { TranslationStatus } from '../../../sdk/shared';
import { similarityColor } from './MemoryPanel';
import { SpellingTextarea, useCaretAfterChange } from './SpellingLayer';
import type { CatRow } from '../public';

/** What a row does, the same object for every row and render (so that no row re-renders for another's sake). */
export interface CatRowActions {
  activate(id: number): void;
  /** The text typed in the active row: kept by the editor for the save, without rendering anything. */
  typed(text: string): void;
  /** Shift+Enter in the target: save keeping the status (not a chord, so the field handles it). */
  saveKeep(): void;
  toggleDone(row: CatRow): void;
  /** The active row's target tells how to put a text in at its caret (a term), and undefined when it goes. */
  bindTarget?(target: CatTarget | undefined): void;
}

/** The active row's target field, as the editor reaches it. */
export interface CatTarget {
  /** Puts the text in at the caret (replacing the selection), as if typed. */
  insert(text: string): void;
}

export interface CatRowViewProps {
  row: CatRow;
  /** 1-based position in the list. */
  n: number;
  active: boolean;
  /** A text put in the active row (a memory suggestion): it replaces what was typed. */
  preset?: { text: string };
  error?: string;
  actions: CatRowActions;
  /** The course, whose vocabulary the target's spelling check takes as right. */
  courseId?: number;
}

const STATUS_ICON = {
  [TranslationStatus.DONE]: <IconCircleCheck size={18} color="var(--mantine-color-green-6)" />,
  [TranslationStatus.DOING]: <IconCircleDashed size={18} color="var(--mantine-color-blue-6)" />,
};

/**
 * One CAT row (spec 2 §2 CAT translation view): source text, editable target (a text area while
 * active), memory similarity, AI confidence, the done toggle, the error marker (red when done) and
 * the warning marker (yellow: terms the target leaves out).
 */
export const CatRowView = memo(function CatRowView({ row, n, active, preset, error, actions, courseId }: CatRowViewProps) {
  const t = useT('translations');
  const onActivate = () => actions.activate(row.id);
  const done = row.status === TranslationStatus.DONE;
  return (
    <Group
      gap={8}
      px={6}
      py={4}
      wrap="nowrap"
      align="flex-start"
      data-row-id={row.id}
      data-active={active || undefined}
      data-status={row.status}
      onClick={active ? undefined : onActivate}
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: active ? 'var(--mantine-color-blue-0)' : undefined,
        cursor: active ? undefined : 'pointer',
      }}
    >
      <Text size="xs" c="dimmed" w={32} ta="right" style={{ flex: 'none' }}>
        {n}
      </Text>
      <Text size="sm" style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap' }} data-testid="cat-source">
        {row.fromText}
      </Text>
      <div style={{ flex: 1, minWidth: 0 }}>
        {active ? (
          <RowTarget n={n} saved={row.toText} preset={preset} error={error} actions={actions} courseId={courseId} dialect={row.toDialect} />
        ) : (
          <Text size="sm" c={row.toText ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }} data-testid="cat-target">
            {row.toText || '—'}
          </Text>
        )}
      </div>
      <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
        {row.similarity > 0 && (
          <Badge size="xs" color={similarityColor(row.similarity)} title={t('cat.row.similarity', { similarity: row.similarity })}>
            {row.similarity}
          </Badge>
        )}
        {row.aiConfidence !== null && (
          <Badge size="xs" variant="light" title={t('cat.row.aiConfidence')}>
            {Math.round(row.aiConfidence <= 1 ? row.aiConfidence * 100 : row.aiConfidence)}
          </Badge>
        )}
        {row.error && (
          <Tooltip label={row.error}>
            <IconAlertTriangle size={16} aria-label={t('cat.row.checkError')} color={done ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-6)'} />
          </Tooltip>
        )}
        {row.warnings.length > 0 && (
          <Tooltip label={row.warnings.join('; ')}>
            <IconAlertCircle size={16} aria-label={t('cat.row.checkWarning')} color="var(--mantine-color-yellow-7)" />
          </Tooltip>
        )}
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label={done ? t('cat.row.setDoing', { n }) : t('cat.row.setDone', { n })}
          onClick={(e) => {
            e.stopPropagation();
            actions.toggleDone(row);
          }}
        >
          {STATUS_ICON[row.status as 1 | 2] ?? <IconCircleDashed size={18} color="var(--mantine-color-gray-4)" />}
        </ActionIcon>
      </Group>
    </Group>
  );
});

/**
 * The active row's text area. The typed text is its own state: a key press renders this field
 * alone, not the row, the list or the side panel. A preset (suggestion) or a newly saved text replaces it.
 */
function RowTarget({
  n,
  saved,
  preset,
  error,
  actions,
  courseId,
  dialect,
}: {
  n: number;
  saved: string;
  preset?: { text: string };
  error?: string;
  actions: CatRowActions;
  courseId?: number;
  dialect: string;
}) {
  const t = useT('translations');
  const [text, setText] = useState(preset?.text ?? saved);
  const field = useRef<HTMLTextAreaElement>(null);
  const placeCaret = useCaretAfterChange(field);
  const [source, setSource] = useState({ preset, saved });
  if (source.preset !== preset || source.saved !== saved) {
    setSource({ preset, saved });
    setText(preset?.text ?? saved);
  }
  const change = (next: string) => {
    setText(next);
    actions.typed(next);
  };
  const current = useRef(text);
  current.current = text;
  useEffect(() => {
    actions.bindTarget?.({
      insert: (words) => {
        const el = field.current;
        const value = current.current;
        const start = el?.selectionStart ?? value.length;
        const end = el?.selectionEnd ?? value.length;
        placeCaret(start + words.length);
        change(value.slice(0, start) + words + value.slice(end));
      },
    });
    return () => actions.bindTarget?.(undefined);
    // The handle reads the latest text through a ref: bound once per row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actions]);
  const keys = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      actions.saveKeep();
    }
  };
  return (
    <SpellingTextarea
      size="xs"
      autosize
      minRows={1}
      autoFocus
      aria-label={t('cat.row.target', { n })}
      courseId={courseId}
      dialect={dialect}
      textareaRef={field}
      value={text}
      error={error}
      onKeyDown={keys}
      onTextChange={change}
    />
  );
}
