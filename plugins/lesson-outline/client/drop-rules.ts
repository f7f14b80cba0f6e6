/** What is dragged in the outline. */
export type DragItem =
  | { kind: 'bank'; ref: number; refId: number }
  | { kind: 'activity'; activityId: number; cycleId: number; position: number }
  | { kind: 'cycle'; cycleId: number; lessonId: number; position: number }
  | { kind: 'lesson'; lessonId: number; position: number };

/** Where it may land: a cycle (its end), an activity (its place), a lesson (its end), the trash. A bank is never a target. */
export type DropTarget =
  | { kind: 'cycle'; cycleId: number; lessonId: number; position: number; nActivities: number }
  | { kind: 'activity'; activityId: number; cycleId: number; position: number }
  | { kind: 'lesson'; lessonId: number; position: number; nCycles: number }
  | { kind: 'trash' };

/** The call a drop makes, or null when the drop is refused or changes nothing. */
export type DropAction =
  | { call: 'add-activity'; cycleId: number; ref: number; refId: number; destinationPos: number }
  | { call: 'move-activity'; activityId: number; destinationCycleId: number; destinationPos: number }
  | { call: 'move-cycle'; cycleId: number; destinationLessonId: number; destinationPos: number }
  | { call: 'move-lesson'; lessonId: number; destinationPos: number }
  | { call: 'delete'; what: 'lesson' | 'cycle' | 'activity'; id: number };

/**
 * Spec 3 §5: activities drop only on cycles (or on an activity, taking its place), cycles only on
 * lessons (or on a cycle, taking its place), a bank is not a drop target, and a drop in place is
 * ignored. The trash takes lessons, cycles and activities, not bank records.
 */
export function dropAction(item: DragItem, target: DropTarget): DropAction | null {
  if (target.kind === 'trash') {
    if (item.kind === 'bank') return null;
    const id = item.kind === 'activity' ? item.activityId : item.kind === 'cycle' ? item.cycleId : item.lessonId;
    return { call: 'delete', what: item.kind, id };
  }
  if (item.kind === 'bank' || item.kind === 'activity') {
    if (target.kind === 'lesson') return null;
    const cycleId = target.cycleId;
    let pos = target.kind === 'activity' ? target.position : target.nActivities + 1;
    if (item.kind === 'bank') return { call: 'add-activity', cycleId, ref: item.ref, refId: item.refId, destinationPos: pos };
    if (item.cycleId === cycleId) {
      if (target.kind === 'cycle') pos = target.nActivities; // its own cycle's end
      if (pos === item.position) return null;
    }
    return { call: 'move-activity', activityId: item.activityId, destinationCycleId: cycleId, destinationPos: pos };
  }
  if (item.kind === 'cycle') {
    if (target.kind === 'activity') return null;
    const lessonId = target.lessonId;
    let pos = target.kind === 'cycle' ? target.position : target.nCycles + 1;
    if (item.lessonId === lessonId) {
      if (target.kind === 'lesson') pos = target.nCycles;
      if (pos === item.position) return null;
    }
    return { call: 'move-cycle', cycleId: item.cycleId, destinationLessonId: lessonId, destinationPos: pos };
  }
  // A lesson drops on a lesson, taking its place.
  if (target.kind !== 'lesson' || target.position === item.position) return null;
  return { call: 'move-lesson', lessonId: item.lessonId, destinationPos: target.position };
}
