import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

export interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** Off: the list is not draggable (the switch is off, or fewer than 2 items: spec 3 §5). */
  enabled: boolean;
  /** The new order, optimistically, and the moved item's new 1-based position; a drop in the same place is ignored. */
  onMove(next: T[], id: number, destinationPos: number): void;
  children(item: T): ReactNode;
}

/** A vertical list whose rows are dragged to reorder them (@dnd-kit; also with the keyboard: space, arrows, space). */
export function SortableList<T extends { id: number }>({ items, enabled, onMove, children }: SortableListProps<T>) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    onMove(arrayMove(items, from, to), Number(active.id), to + 1);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy} disabled={!enabled}>
        {items.map((item) => <SortableRow key={item.id} id={item.id}>{children(item)}</SortableRow>)}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: number; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <div ref={setNodeRef} data-row-id={id} {...attributes} {...listeners}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}>
      {children}
    </div>
  );
}
