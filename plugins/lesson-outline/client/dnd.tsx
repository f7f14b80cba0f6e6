import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { DragItem, DropTarget } from './drop-rules';

/** A draggable thing of the outline (its data: what the drop rules read); dragging only while enabled. */
export function Drag({ id, item, enabled, children, label }: { id: string; item: DragItem; enabled: boolean; children: ReactNode; label: string }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data: item, disabled: !enabled });
  return (
    <div
      ref={setNodeRef}
      {...(enabled ? { ...attributes, ...listeners } : {})}
      aria-label={label}
      data-drag={id}
      style={{ opacity: isDragging ? 0.4 : 1, cursor: enabled ? 'grab' : undefined, touchAction: enabled ? 'none' : undefined }}
    >
      {children}
    </div>
  );
}

/** A drop target of the outline (a cycle, an activity, a lesson, the trash). */
export function Drop({ id, target, children, style }: { id: string; target: DropTarget; children: ReactNode; style?: React.CSSProperties }) {
  const { setNodeRef, isOver } = useDroppable({ id, data: target });
  return (
    <div ref={setNodeRef} data-drop={id} style={{ ...style, outline: isOver ? '2px dashed var(--mantine-color-blue-5)' : undefined }}>
      {children}
    </div>
  );
}
