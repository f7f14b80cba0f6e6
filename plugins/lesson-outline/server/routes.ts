import { asc, eq, lt, and } from 'drizzle-orm';
import { cycles, lessons, notFound, route, type Db } from '../../../sdk/server';
import { LESSON_OUTLINE as OUTLINE, lessonOutlineApi as api } from '../public';
import {
  addActivity,
  courseOfActivity,
  courseOfCycle,
  courseOfLesson,
  deleteActivity,
  deleteCycle,
  deleteLesson,
  moveActivity,
  moveCycle,
  moveLesson,
  newCycle,
  newLesson,
  OUT_POSITION,
  outlineChange,
  readOutline,
} from './outline-store';
import { bankOf } from './bank';
import { outlineActivities } from './tables';

/** The first lesson, cycle or activity of a course (the authorization sweep's sample). */
const firstOf = (pick: (db: Db, courseId: number) => Promise<number | undefined>) => async (db: Db, courseId: number) => {
  const found = await pick(db, courseId);
  return found === undefined ? null : { id: found };
};
const firstLesson = async (db: Db, courseId: number) =>
  (
    await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.courseId, courseId), lt(lessons.position, OUT_POSITION)))
      .orderBy(asc(lessons.position))
      .limit(1)
  )[0]?.id;
const firstCycle = async (db: Db, courseId: number) =>
  (
    await db
      .select({ id: cycles.id })
      .from(cycles)
      .innerJoin(lessons, eq(lessons.id, cycles.lessonId))
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(cycles.id))
      .limit(1)
  )[0]?.id;
const firstActivity = async (db: Db, courseId: number) =>
  (
    await db
      .select({ id: outlineActivities.id })
      .from(outlineActivities)
      .where(eq(outlineActivities.courseId, courseId))
      .orderBy(asc(outlineActivities.id))
      .limit(1)
  )[0]?.id;

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
  route(api.outline, {
    access: { module: OUTLINE },
    handler: ({ db, courseId, query }) => readOutline(db, courseId, query),
  }),
  route(api.lesson, {
    access: {
      module: OUTLINE,
      sample: async (db: Db, courseId: number) => {
        const l = await firstLesson(db, courseId);
        return l === undefined ? null : { lessonId: l };
      },
    },
    handler: async ({ db, courseId, params }) => {
      const [lesson] = await readOutline(db, courseId, { lessonIds: [params.lessonId] });
      if (!lesson) throw notFound('Lesson');
      return lesson;
    },
  }),
  route(api.bank, {
    access: { module: OUTLINE },
    handler: ({ db, courseId, params }) => bankOf(db, courseId, params.ref),
  }),
  // Each write answers what it changed on the planner's screen (outlineChange): one request per drop.
  route(api.newLesson, {
    access: { module: OUTLINE },
    handler: async ({ db, courseId }) => {
      const l = await newLesson(db, courseId);
      return { ...l, ...(await outlineChange(db, courseId, { lessonIds: [l.id] })) };
    },
  }),
  route(api.moveLesson, {
    access: lessonAccess,
    handler: async ({ db, courseId, params, body }) => {
      const { moved, scope } = await moveLesson(db, courseId, params.id, body.destinationPos);
      return { moved, ...(await outlineChange(db, courseId, scope)) };
    },
  }),
  route(api.deleteLesson, {
    access: lessonAccess,
    handler: async ({ db, courseId, params }) => ({ id: params.id, ...(await outlineChange(db, courseId, await deleteLesson(db, courseId, params.id))) }),
  }),
  route(api.newCycle, {
    access: lessonAccess,
    handler: async ({ db, courseId, params }) => {
      const c = await newCycle(db, params.id);
      return { ...c, ...(await outlineChange(db, courseId, { lessonIds: [params.id] })) };
    },
  }),
  route(api.moveCycle, {
    access: cycleAccess,
    handler: async ({ db, courseId, params, body }) => {
      const { moved, scope } = await moveCycle(db, courseId, params.id, body.destinationLessonId, body.destinationPos);
      return { moved, ...(await outlineChange(db, courseId, scope)) };
    },
  }),
  route(api.addActivity, {
    access: cycleAccess,
    handler: async ({ db, courseId, params, body }) => {
      const { activityId, scope } = await addActivity(db, courseId, params.id, body.ref, body.activityId, body.destinationPos);
      return { activityId, ...(await outlineChange(db, courseId, scope)) };
    },
  }),
  route(api.deleteCycle, {
    access: cycleAccess,
    handler: async ({ db, courseId, params }) => ({ id: params.id, ...(await outlineChange(db, courseId, await deleteCycle(db, courseId, params.id))) }),
  }),
  route(api.moveActivity, {
    access: activityAccess,
    handler: async ({ db, courseId, params, body }) => {
      const { moved, scope } = await moveActivity(db, courseId, params.id, body.destinationCycleId, body.destinationPos);
      return { moved, ...(await outlineChange(db, courseId, scope)) };
    },
  }),
  route(api.deleteActivity, {
    access: activityAccess,
    handler: async ({ db, courseId, params }) => ({ id: params.id, ...(await outlineChange(db, courseId, await deleteActivity(db, courseId, params.id))) }),
  }),
];
