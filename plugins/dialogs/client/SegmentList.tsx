import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconGripVertical, IconPlus, IconScript } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useApi, usePartLink } from '../../../sdk/client';
import { dialogsApi, type SegmentRow } from '../public';
import { AddScriptPopup } from './AddScriptPopup';
import { moved } from './dialog';
import { SegmentEditor } from './SegmentEditor';

function SegmentItem({ segment, dragging, selected, onOpen }: { segment: SegmentRow; dragging: boolean; selected: boolean; onOpen(): void }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: segment.id, disabled: !dragging });
  return (
    <Paper ref={setNodeRef} withBorder p={6} data-segment={segment.id} data-position={segment.position} aria-current={selected || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, cursor: dragging ? 'grab' : 'pointer', background: selected ? 'var(--mantine-color-blue-light)' : undefined }}
      {...(dragging ? { ...attributes, ...listeners } : { onClick: onOpen, role: 'button', tabIndex: 0, onKeyDown: (e: React.KeyboardEvent) => e.key === 'Enter' && onOpen() })}>
      <Group gap={6} wrap="nowrap">
        {dragging && <IconGripVertical size={14} />}
        <Text size="xs" c="dimmed" w={22}>{segment.position}</Text>
        <Badge size="sm" variant="light" color={segment.speakerId === 0 ? 'gray' : 'blue'}>{segment.speaker}</Badge>
        <Text size="sm" style={{ flex: 1 }} lineClamp={2} c={segment.error ? 'red' : undefined} title={segment.error || undefined}>{segment.text || '—'}</Text>
      </Group>
    </Paper>
  );
}

/**
 * The segments of a saved dialog (spec 3 §2, §4, §5): click one to edit it; with Reorder on, drag
 * (or keyboard: space, arrows, space) to move it: the list moves at once, then the server is told,
 * and the server's order is shown (the old one back if it refuses). Reorder is disabled under 2
 * segments; a drop in the same place does nothing. A link to one of its segments opens that segment.
 */
export function SegmentList({ dialogId, onChanged }: { dialogId: number; onChanged(): void }) {
  const api = useApi();
  const [segments, setSegments] = useState<SegmentRow[]>([]);
  const [dragging, setDragging] = useState(false);
  const [scriptOpen, setScriptOpen] = useState(false);
  const linked = usePartLink(dialogId).partId;
  const [editing, setEditing] = useState<number | undefined>(linked);
  useEffect(() => { if (linked) setEditing(linked); }, [linked]);
  const [error, setError] = useState<string>();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const load = useCallback(() => void api.load(dialogsApi.segments, { params: { id: dialogId } }).then((r) => r && setSegments(r.segments)), [api, dialogId]);
  useEffect(load, [load]);
  const canDrag = segments.length >= 2;
  useEffect(() => { if (!canDrag) setDragging(false); }, [canDrag]);

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = segments.findIndex((s) => s.id === active.id);
    const to = segments.findIndex((s) => s.id === over.id);
    const before = segments;
    setSegments(moved(segments, from, to));
    const res = await api.call(dialogsApi.moveSegment, { params: { id: active.id }, body: { destinationPos: to + 1 } });
    if (res.ok) { setSegments(res.data.segments); setError(undefined); } else { setSegments(before); setError(res.error); }
  };
  const addSegment = async () => {
    const res = await api.call(dialogsApi.newSegment, { params: { id: dialogId } });
    if (!res.ok) return setError(res.error);
    setSegments(res.data.segments);
    setEditing(res.data.id);
    onChanged();
  };

  return (
    <Stack gap={6}>
      <Group gap={6} justify="space-between">
        <Text size="sm" fw={500}>Segments ({segments.length})</Text>
        <Group gap={6}>
          <Switch size="xs" label="Reorder" checked={dragging} disabled={!canDrag} onChange={(e) => setDragging(e.currentTarget.checked)} />
          <Button size="compact-xs" variant="light" leftSection={<IconPlus size={12} />} onClick={() => void addSegment()}>Add segment</Button>
          <Button size="compact-xs" variant="light" leftSection={<IconScript size={12} />} onClick={() => setScriptOpen(true)}>Add script</Button>
        </Group>
      </Group>
      {error && <Alert color="red" p="xs" withCloseButton onClose={() => setError(undefined)}>{error}</Alert>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
        <SortableContext items={segments.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          <Stack gap={4} aria-label="Segments">
            {segments.map((s) => <SegmentItem key={s.id} segment={s} dragging={dragging} selected={s.id === editing} onOpen={() => setEditing(s.id)} />)}
          </Stack>
        </SortableContext>
      </DndContext>
      <AddScriptPopup dialogId={dialogId} opened={scriptOpen} onClose={() => setScriptOpen(false)} onAdded={(s) => { setSegments(s); onChanged(); }} />
      {editing !== undefined && <SegmentEditor segmentId={editing} dialogId={dialogId} onClose={() => setEditing(undefined)} onSaved={load} />}
    </Stack>
  );
}
