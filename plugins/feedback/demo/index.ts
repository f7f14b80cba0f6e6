import { eq } from 'drizzle-orm';
import { contributionsTo, courseDialectList, cycles, insertMany, lessons, rowsOf, type SeedContext } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { panelSegments } from '../../segments/public';
import { lessonActivities } from '../../lesson-outline/public';
import { CYCLE_REF, RATING_MAX } from '../shared';
import { feedbackRatings, feedbackTracking } from '../server/tables';

type Rating = typeof feedbackRatings.$inferInsert;

/**
 * Learners' ratings of a record in each target dialect: between 0 and 30 ratings (so some stay grey,
 * under 10) spread around a level of its own (some green, some orange, a few red).
 */
function ratingsOf(courseId: number, ref: number, refId: number, dialectIds: number[], random: () => number): Rating[] {
  const level = 600 + Math.floor(random() * 400);
  return dialectIds.flatMap((dialectId) =>
    Array.from({ length: Math.floor(random() * 31) }, () => ({
      courseId,
      ref,
      refId,
      dialectId,
      rating: Math.max(0, Math.min(RATING_MAX, level + Math.floor((random() - 0.5) * 160))),
    })),
  );
}

/** The outline's activities are made in its afterDemos step: the ratings of them follow it. */
export const afterDemosFollow = ['lesson-outline'];

/**
 * Feedback of every cycle of the demo lessons, of the activities the outline contributes (a third of
 * them tracked) and of the segments of the panels among them, once the outline's activities exist.
 */
export async function afterDemos({ db, courses, random }: SeedContext): Promise<void> {
  const cyclesOf = async (courseId: number) =>
    db.select({ id: cycles.id }).from(cycles).innerJoin(lessons, eq(lessons.id, cycles.lessonId)).where(eq(lessons.courseId, courseId)).orderBy(cycles.id);
  const targetsOf = async (courseId: number) => (await courseDialectList(db, courseId, 'target')).map((d) => d.dialectId);
  for (const c of courses) {
    const targets = await targetsOf(c.id);
    const cycleIds = (await cyclesOf(c.id)).map((cy) => cy.id);
    if (!cycleIds.length) continue;
    await insertMany(
      db,
      feedbackRatings,
      cycleIds.flatMap((id) => ratingsOf(c.id, CYCLE_REF, id, targets, random)),
    );
    const acts = (await Promise.all(contributionsTo(lessonActivities).map((p) => p.activitiesOf(db, cycleIds)))).flat();
    const seen = new Set<string>();
    const unique = acts.filter((a) => !seen.has(`${a.ref}:${a.refId}`) && seen.add(`${a.ref}:${a.refId}`));
    await insertMany(
      db,
      feedbackRatings,
      unique.flatMap((a) => ratingsOf(c.id, a.ref, a.refId, targets, random)),
    );
    const panelIds = new Set(unique.filter((a) => a.ref === MODULE.panels).map((a) => a.refId));
    const segments = (
      await Promise.all(contributionsTo(panelSegments).map(async (o) => rowsOf<{ id: number; panel_id: number }>(await db.execute(o.ofPanels(c.id)))))
    )
      .flat()
      .filter((s) => panelIds.has(Number(s.panel_id)))
      .map((s) => ({ ref: MODULE.segment, refId: Number(s.id) }));
    await insertMany(
      db,
      feedbackRatings,
      segments.flatMap((s) => ratingsOf(c.id, s.ref, s.refId, targets, random)),
    );
    const tracked = [...unique, ...segments].filter((_, i) => i % 3 === 0).map((a) => ({ courseId: c.id, ref: a.ref, refId: a.refId }));
    if (tracked.length) await db.insert(feedbackTracking).values(tracked).onConflictDoNothing();
  }
}
