import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconScript } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SortableList, useOrderedParts, usePartLink, useT } from '../../../sdk/client';
import { segmentParts, type SegmentRow } from '../public';
import { AddScriptPopup } from './AddScriptPopup';
import { SegmentEditor } from './SegmentEditor';

function SegmentItem({ segment, selected, onOpen }: { segment: SegmentRow; selected: boolean; onOpen(): void }) {
  return (
    <Paper
      withBorder
      p={6}
      data-segment={segment.id}
      data-position={segment.position}
      aria-current={selected || undefined}
      role="button"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => e.key === 'Enter' && onOpen()}
      style={{ cursor: 'pointer', background: selected ? 'var(--mantine-color-blue-light)' : undefined }}
    >
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" w={22}>
          {segment.position}
        </Text>
        <Badge size="sm" variant="light" color={segment.speakerId === 0 ? 'gray' : 'blue'}>
          {segment.speaker}
        </Badge>
        <Text size="sm" style={{ flex: 1 }} lineClamp={2} c={segment.error ? 'red' : undefined} title={segment.error || undefined}>
          {segment.text || '—'}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * The segments of a saved dialog (spec 3 §2, §4, §5): click one to edit it; with its toggle on,
 * drag one by its handle (or with the keyboard: space, arrows, space) to move it: the list moves at
 * once, then shows the order the server answers (the old one if it refuses). The toggle is
 * disabled under 2 segments; a drop in the same place does nothing. A link to one of its segments
 * opens that segment.
 */
export function SegmentList({ dialogId, onChanged }: { dialogId: number; onChanged(): void }) {
  const parts = useOrderedParts(segmentParts, dialogId);
  const t = useT('dialogs');
  const segments = parts.rows ?? [];
  const [scriptOpen, setScriptOpen] = useState(false);
  const linked = usePartLink(dialogId).partId;
  const [editing, setEditing] = useState<number | undefined>(linked);
  useEffect(() => {
    if (linked) setEditing(linked);
  }, [linked]);

  const addSegment = async () => {
    const res = await parts.add();
    if (!res.ok) return;
    setEditing(res.data.id);
    onChanged();
  };

  return (
    <Stack gap={6}>
      <Group gap={6} justify="space-between">
        <Text size="sm" fw={500}>
          {t('segments.count', { n: segments.length })}
        </Text>
        <Group gap={6}>
          <Button size="compact-xs" variant="light" leftSection={<IconPlus size={12} />} onClick={() => void addSegment()}>
            {t('segments.add')}
          </Button>
          <Button size="compact-xs" variant="light" leftSection={<IconScript size={12} />} onClick={() => setScriptOpen(true)}>
            {t('segments.addScript')}
          </Button>
        </Group>
      </Group>
      {parts.error && (
        <Alert color="red" p="xs">
          {parts.error}
        </Alert>
      )}
      <Stack gap={4} aria-label={t('segments.label')}>
        <SortableList label={t('segments.plural')} items={segments} onMove={parts.move}>
          {(s) => <SegmentItem segment={s} selected={s.id === editing} onOpen={() => setEditing(s.id)} />}
        </SortableList>
      </Stack>
      <AddScriptPopup
        dialogId={dialogId}
        opened={scriptOpen}
        onClose={() => setScriptOpen(false)}
        onAdded={(s) => {
          parts.setRows(s);
          onChanged();
        }}
      />
      {editing !== undefined && <SegmentEditor segmentId={editing} dialogId={dialogId} onClose={() => setEditing(undefined)} onSaved={parts.setRows} />}
    </Stack>
  );
}
