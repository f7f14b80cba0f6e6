import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** What a dragged block or element may be moved onto by the arrows: blocks among blocks; elements onto elements and block drop zones; both onto the trash. */
const targetsOf = (activeId: string) => (activeId.startsWith('block-') ? /^(block-|trash$)/ : /^(element-|drop-|trash$)/);

/**
 * The keyboard move of the Panel Structure: dnd-kit's sortable arrows, but over the targets of the
 * dragged kind only. Without this a block's ArrowDown lands on its own elements' drop zone (the
 * nearest droppable below its top) and Space drops it where it was.
 */
export const structureKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  if (!context.active) return sortableKeyboardCoordinates(event, args);
  const keep = targetsOf(String(context.active.id));
  const all = context.droppableContainers;
  // A map of the same class with every entry (the getter looks the active and the chosen target up by id), enabling only the kind's targets.
  const droppableContainers = new (all.constructor as new () => typeof all)();
  for (const [id, c] of all) droppableContainers.set(id, c);
  droppableContainers.getEnabled = () => all.getEnabled().filter((c) => keep.test(String(c.id)));
  return sortableKeyboardCoordinates(event, { ...args, context: { ...context, droppableContainers } });
};
