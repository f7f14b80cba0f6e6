import { describe, expect, it } from 'vitest';
import { dropAction } from './drop-rules';

const act = { kind: 'activity' as const, activityId: 7, cycleId: 2, position: 2 };
const cyc = { kind: 'cycle' as const, cycleId: 2, lessonId: 1, position: 1 };

describe('outline drop rules (spec 3 §5)', () => {
  it('drops a bank record or an activity on a cycle (its end) or on an activity (its place), never on a lesson', () => {
    const bank = { kind: 'bank' as const, ref: 25, refId: 9 };
    expect(dropAction(bank, { kind: 'cycle', cycleId: 5, lessonId: 3, position: 1, nActivities: 3 })).toEqual({
      call: 'add-activity',
      cycleId: 5,
      ref: 25,
      refId: 9,
      destinationPos: 4,
    });
    expect(dropAction(bank, { kind: 'activity', activityId: 1, cycleId: 5, position: 2 })).toMatchObject({ call: 'add-activity', destinationPos: 2 });
    expect(dropAction(bank, { kind: 'lesson', lessonId: 3, position: 3, nCycles: 2 })).toBeNull();
    expect(dropAction(act, { kind: 'lesson', lessonId: 3, position: 3, nCycles: 2 })).toBeNull();
    expect(dropAction(act, { kind: 'cycle', cycleId: 5, lessonId: 3, position: 1, nActivities: 0 })).toEqual({
      call: 'move-activity',
      activityId: 7,
      destinationCycleId: 5,
      destinationPos: 1,
    });
  });

  it('ignores a drop in place', () => {
    expect(dropAction(act, { kind: 'activity', activityId: 7, cycleId: 2, position: 2 })).toBeNull();
    expect(dropAction(act, { kind: 'cycle', cycleId: 2, lessonId: 1, position: 1, nActivities: 2 })).toBeNull(); // already last
    expect(dropAction(act, { kind: 'cycle', cycleId: 2, lessonId: 1, position: 1, nActivities: 3 })).toMatchObject({ destinationPos: 3 });
    expect(dropAction(cyc, { kind: 'cycle', cycleId: 2, lessonId: 1, position: 1, nActivities: 2 })).toBeNull();
    expect(dropAction({ kind: 'lesson', lessonId: 1, position: 4 }, { kind: 'lesson', lessonId: 1, position: 4, nCycles: 3 })).toBeNull();
  });

  it("drops cycles only on lessons (or in a cycle's place), and lessons on lessons", () => {
    expect(dropAction(cyc, { kind: 'lesson', lessonId: 4, position: 4, nCycles: 3 })).toEqual({
      call: 'move-cycle',
      cycleId: 2,
      destinationLessonId: 4,
      destinationPos: 4,
    });
    expect(dropAction(cyc, { kind: 'cycle', cycleId: 8, lessonId: 4, position: 2, nActivities: 1 })).toMatchObject({
      destinationLessonId: 4,
      destinationPos: 2,
    });
    expect(dropAction(cyc, { kind: 'activity', activityId: 1, cycleId: 8, position: 1 })).toBeNull();
    expect(dropAction({ kind: 'lesson', lessonId: 1, position: 4 }, { kind: 'lesson', lessonId: 2, position: 2, nCycles: 3 })).toEqual({
      call: 'move-lesson',
      lessonId: 1,
      destinationPos: 2,
    });
    expect(dropAction({ kind: 'lesson', lessonId: 1, position: 4 }, { kind: 'cycle', cycleId: 8, lessonId: 4, position: 2, nActivities: 1 })).toBeNull();
  });

  it('the trash takes lessons, cycles and activities, not bank records', () => {
    expect(dropAction(act, { kind: 'trash' })).toEqual({ call: 'delete', what: 'activity', id: 7 });
    expect(dropAction(cyc, { kind: 'trash' })).toEqual({ call: 'delete', what: 'cycle', id: 2 });
    expect(dropAction({ kind: 'lesson', lessonId: 1, position: 4 }, { kind: 'trash' })).toEqual({ call: 'delete', what: 'lesson', id: 1 });
    expect(dropAction({ kind: 'bank', ref: 8, refId: 1 }, { kind: 'trash' })).toBeNull();
  });
});
