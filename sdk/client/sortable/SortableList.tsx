import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Stack, Switch } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

export interface SortableListProps<T extends { id: number }> {
  /** What the items are, for the toggle and the handles: 'chapters'. */
  label: string;
  items: T[];
  /**
   * The user dropped an item at a 1-based position: one request (useOrderedParts' move), whose
   * answer becomes the items. The list shows the new order meanwhile; a refusal (false) shows the
   * items as they were.
   */
  onMove(id: number, destinationPos: number): Promise<unknown>;
  children(item: T): ReactNode;
}

/**
 * A list reordered by drag and drop (@dnd-kit; the mouse, or the keyboard: Space on a handle, the
 * arrows, Space again). Dragging is off until its toggle is on, and the toggle is disabled with
 * fewer than 2 items (spec 4 §5).
 */
export function SortableList<T extends { id: number }>({ label, items, onMove, children }: SortableListProps<T>) {
  const [dragOn, setDragOn] = useState(false);
  const [order, setOrder] = useState<number[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const canDrag = items.length >= 2;
  const enabled = dragOn && canDrag;
  const byId = new Map(items.map((i) => [i.id, i]));
  const shown = order?.every((id) => byId.has(id)) && order.length === items.length ? order.map((id) => byId.get(id)!) : items;

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = shown.map((i) => i.id);
    const to = ids.indexOf(Number(over.id));
    const next = arrayMove(ids, ids.indexOf(Number(active.id)), to);
    setOrder(next);
    await onMove(Number(active.id), to + 1);
    setOrder(null);
  };

  return (
    <Stack gap={4}>
      <Switch size="xs" label={`Drag to reorder ${label}`} checked={enabled} disabled={!canDrag} onChange={(e) => setDragOn(e.currentTarget.checked)} />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
        <SortableContext items={shown.map((i) => i.id)} strategy={verticalListSortingStrategy} disabled={!enabled}>
          {shown.map((item) => (
            <Row key={item.id} id={item.id} label={label} enabled={enabled}>
              {children(item)}
            </Row>
          ))}
        </SortableContext>
      </DndContext>
    </Stack>
  );
}

function Row({ id, label, enabled, children }: { id: number; label: string; enabled: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !enabled });
  return (
    <Group
      ref={setNodeRef}
      gap={4}
      wrap="nowrap"
      data-sortable-id={id}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      {enabled && (
        <ActionIcon variant="subtle" size="sm" aria-label={`Drag to move (${label})`} data-drag-handle {...attributes} {...listeners}>
          <IconGripVertical size={14} />
        </ActionIcon>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Group>
  );
}
