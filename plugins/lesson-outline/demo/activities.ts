import { asc, eq, inArray } from 'drizzle-orm';
import { cycles, lessons, resourceRows, type Db } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { outlineActivities } from '../server/tables';

/** How many records of a kind each lesson gets, in its cycle (0 = A, 1 = B, 2 = C). */
const PLAN = [
  { ref: MODULE.panelIntro, perLesson: 1, cycle: 0 },
  { ref: MODULE.panels, perLesson: 2, cycle: 0 },
  { ref: MODULE.vocsCourse, perLesson: 4, cycle: 1 },
  { ref: MODULE.exercise, perLesson: 1, cycle: 1 },
  { ref: MODULE.dialog, perLesson: 1, cycle: 2 },
  { ref: MODULE.reading, perLesson: 1, cycle: 2 },
];

/**
 * The outline of every demo course: its lessons' cycles get the course's own panel intros and
 * panels (A), vocabulary and exercises (B), dialogs and readings (C), in the owners' list order,
 * found through their resources (SDK resourceRows), never their tables: first those their module
 * places in the lesson (the panels of each lesson). When a kind has fewer records than lessons,
 * the later lessons repeat the earlier ones (the outline marks them repeated).
 */
export async function seedActivities(db: Db, courseIds: number[]): Promise<void> {
  for (const courseId of courseIds) {
    const ls = await db
      .select({ id: lessons.id, position: lessons.position })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position));
    if (!ls.length) continue;
    const cs = await db
      .select()
      .from(cycles)
      .where(
        inArray(
          cycles.lessonId,
          ls.map((l) => l.id),
        ),
      )
      .orderBy(asc(cycles.position));
    const values: (typeof outlineActivities.$inferInsert)[] = [];
    const next = new Map<number, number>();
    for (const plan of PLAN) {
      const rows = (await resourceRows(db, plan.ref, courseId)).sort((a, b) => a.id - b.id);
      const ids = rows.map((r) => Number(r.id));
      if (!ids.length) continue;
      ls.forEach((l, i) => {
        const cycle = cs.filter((c) => c.lessonId === l.id)[plan.cycle];
        if (!cycle) return;
        // Records placed in the lesson by their module (a panel's lesson) are its own: played there first.
        const own = rows.filter((r) => r.lesson === l.position).map((r) => Number(r.id));
        for (let k = 0; k < plan.perLesson; k++) {
          const refId = own[k] ?? ids[(i * plan.perLesson + k) % ids.length];
          const position = (next.get(cycle.id) ?? 0) + 1;
          next.set(cycle.id, position);
          values.push({ courseId, cycleId: cycle.id, position, ref: plan.ref, refId });
        }
      });
    }
    for (let i = 0; i < values.length; i += 1000) await db.insert(outlineActivities).values(values.slice(i, i + 1000));
  }
}
