import { asc, eq, lt, and } from 'drizzle-orm';
import { z } from 'zod';
import { cycles, lessons, notFound, route, type Db } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import {
  addActivity, courseOfActivity, courseOfCycle, courseOfLesson, deleteActivity, deleteCycle, deleteLesson, moveActivity, moveCycle,
  moveLesson, newCycle, newLesson, OUT_POSITION, readOutline,
} from './outline-store';
import { bankOf } from './bank';
import { ACTIVITY_REFS } from '../shared';
import { outlineActivities } from './tables';

const OUTLINE = MODULE.lessonOutline;
const id = z.coerce.number().int().positive();
const courseParams = z.object({ courseId: id });
const pos = z.number().int().min(1).max(OUT_POSITION);

/** The first lesson, cycle or activity of a course (the authorization sweep's sample). */
const firstOf = (pick: (db: Db, courseId: number) => Promise<number | undefined>) => async (db: Db, courseId: number) => {
  const found = await pick(db, courseId);
  return found === undefined ? null : { id: found };
};
const firstLesson = async (db: Db, courseId: number) =>
  (await db.select({ id: lessons.id }).from(lessons).where(and(eq(lessons.courseId, courseId), lt(lessons.position, OUT_POSITION))).orderBy(asc(lessons.position)).limit(1))[0]?.id;
const firstCycle = async (db: Db, courseId: number) =>
  (await db.select({ id: cycles.id }).from(cycles).innerJoin(lessons, eq(lessons.id, cycles.lessonId)).where(eq(lessons.courseId, courseId)).orderBy(asc(cycles.id)).limit(1))[0]?.id;
const firstActivity = async (db: Db, courseId: number) =>
  (await db.select({ id: outlineActivities.id }).from(outlineActivities).where(eq(outlineActivities.courseId, courseId)).orderBy(asc(outlineActivities.id)).limit(1))[0]?.id;

const byId = (courseOf: (db: Db, id: number) => Promise<number | null>, pick: (db: Db, courseId: number) => Promise<number | undefined>) => ({
  module: OUTLINE,
  courseOf: ({ params, db }: { params: { id?: string }; db: Db }) => courseOf(db, Number(params.id)),
  sample: firstOf(pick),
});
const lessonAccess = byId(courseOfLesson, firstLesson);
const cycleAccess = byId(courseOfCycle, firstCycle);
const activityAccess = byId(courseOfActivity, firstActivity);

/** Lesson Outline (24) routes, as spec 3 §7 'Lesson outline' spells them. */
export const outlineRoutes = [
  route({
    method: 'GET', url: 'groups/:courseId/dialects/default/lessonOutline', access: { module: OUTLINE },
    summary: 'Lessons with positions in [start, end] (defaults 1 and 1000), each with its cycles and their activities (ref, refId)',
    params: courseParams,
    query: z.object({ start: z.coerce.number().int().min(1).max(OUT_POSITION).default(1), end: z.coerce.number().int().min(1).max(OUT_POSITION).default(OUT_POSITION) })
      .refine((q) => q.start <= q.end, { message: 'Must not be before start', path: ['end'] }),
    handler: ({ db, courseId, query }) => readOutline(db, courseId, query),
  }),
  route({
    method: 'GET', url: 'groups/:courseId/dialects/default/lessonOutline/:lessonId', access: { module: OUTLINE, sample: async (db: Db, courseId: number) => {
      const l = await firstLesson(db, courseId);
      return l === undefined ? null : { lessonId: l };
    } },
    summary: 'One lesson of the outline (reloaded after a change)',
    params: courseParams.extend({ lessonId: id }),
    handler: async ({ db, courseId, params }) => {
      const [lesson] = await readOutline(db, courseId, { lessonId: params.lessonId });
      if (!lesson) throw notFound('Lesson');
      return lesson;
    },
  }),
  route({
    method: 'GET', url: 'groups/:courseId/lessonOutline/bank/:ref', access: { module: OUTLINE },
    summary: "The records of an activity kind (the planner's bank), sorted by position (first use in the outline), then by id",
    params: courseParams.extend({ ref: z.coerce.number().int().refine((r) => ACTIVITY_REFS.includes(r), 'Not an activity kind') }),
    handler: ({ db, courseId, params }) => bankOf(db, courseId, params.ref),
  }),
  route({
    method: 'POST', url: 'groups/:courseId/lesson/new', access: { module: OUTLINE }, summary: 'A new lesson after the last (before OUT); answers { id, position }',
    params: courseParams,
    handler: ({ db, courseId }) => newLesson(db, courseId),
  }),
  route({
    method: 'PUT', url: 'lessonOutline/lesson/:id/move', access: lessonAccess, summary: 'Moves a lesson to a position; the lessons are renumbered; answers { moved }',
    params: z.object({ id }), body: z.object({ destinationPos: pos }),
    handler: async ({ db, courseId, params, body }) => ({ moved: await moveLesson(db, courseId, params.id, body.destinationPos) }),
  }),
  route({
    method: 'DELETE', url: 'lessons/:id', access: lessonAccess, summary: 'Deletes a lesson with its cycles and their activities (not the records they point at)',
    params: z.object({ id }),
    handler: async ({ db, courseId, params }) => { await deleteLesson(db, courseId, params.id); return { id: params.id }; },
  }),
  route({
    method: 'POST', url: 'lessons/:id/cycle/new', access: lessonAccess, summary: 'A new cycle at the end of the lesson; answers { id, position }',
    params: z.object({ id }),
    handler: ({ db, params }) => newCycle(db, params.id),
  }),
  route({
    method: 'PUT', url: 'lessonOutline/lessonCycle/:id/move', access: cycleAccess,
    summary: 'Moves a cycle into a lesson of the course at a position; answers { moved } (false when dropped in place)',
    params: z.object({ id }), body: z.object({ destinationLessonId: z.number().int().positive().max(2147483647), destinationPos: pos }),
    handler: async ({ db, courseId, params, body }) => ({ moved: await moveCycle(db, courseId, params.id, body.destinationLessonId, body.destinationPos) }),
  }),
  route({
    method: 'PUT', url: 'lessonOutline/lessonCycle/:id/add-activity', access: cycleAccess,
    summary: 'Adds a record (ref, activityId) as an activity of the cycle at a position; answers { activityId }',
    params: z.object({ id }),
    body: z.object({ destinationPos: pos, ref: z.number().int().positive().max(2147483647), activityId: z.number().int().positive().max(2147483647) }),
    handler: ({ db, courseId, params, body }) => addActivity(db, courseId, params.id, body.ref, body.activityId, body.destinationPos),
  }),
  route({
    method: 'DELETE', url: 'lessonsCycle/:id', access: cycleAccess, summary: 'Deletes a cycle with its activities; the lesson\'s cycles are renumbered',
    params: z.object({ id }),
    handler: async ({ db, courseId, params }) => { await deleteCycle(db, courseId, params.id); return { id: params.id }; },
  }),
  route({
    method: 'PUT', url: 'lessonOutline/lessonCycleActivity/:id/move', access: activityAccess,
    summary: 'Moves an activity into a cycle of the course at a position; answers { moved } (false when dropped in place)',
    params: z.object({ id }), body: z.object({ destinationCycleId: z.number().int().positive().max(2147483647), destinationPos: pos }),
    handler: async ({ db, courseId, params, body }) => ({ moved: await moveActivity(db, courseId, params.id, body.destinationCycleId, body.destinationPos) }),
  }),
  route({
    method: 'DELETE', url: 'lessonsCycleActivity/:id', access: activityAccess, summary: 'Removes an activity from its cycle (the record stays)',
    params: z.object({ id }),
    handler: async ({ db, courseId, params }) => { await deleteActivity(db, courseId, params.id); return { id: params.id }; },
  }),
];
