import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { grants, HttpError, translationTexts, translations, users, type Db } from '../../../sdk/server';
import { placedRecords } from '../../lesson-outline/public';
import { TranslationStatus, type ModuleDef } from '../../../sdk/shared';
import { TRANSLATIONS, type DashboardRow, type TranslationDashboard } from '../public';
import { translationProjectItems as items, translationProjects as projects } from './tables';
import { courseSetup, refName } from './translation-store';

/** Spec 2 §5: lesson ranges start at 1 and end at 1000; an empty or invalid value falls back to them. */
export function lessonRange(start?: number, end?: number) {
  const s = start !== undefined && Number.isInteger(start) && start >= 1 && start <= 1000 ? start : 1;
  const e = end !== undefined && Number.isInteger(end) && end >= 1 && end <= 1000 ? end : 1000;
  return { startLesson: s, endLesson: e };
}

/**
 * The translations of a course counted by the dashboard: those with a text in the course's default
 * target dialect (the projects translate from it), in the lesson range. A record's lesson is the one
 * the Lesson Outline's (`placedRecords`: a lesson title's lesson, a segment's panel's, a dialog
 * segment's dialog's...); records of no lesson are always in range, as Publish and the checkers count them.
 */
function candidates(courseId: number, fromDialectId: number, range: { startLesson: number; endLesson: number }, ref?: number): SQL {
  const placed = placedRecords(courseId);
  return and(
    eq(translations.courseId, courseId),
    ref !== undefined ? eq(translations.ref, ref) : undefined,
    sql`exists (select 1 from ${translationTexts} f where f.translation_id = ${translations.id} and f.dialect_id = ${fromDialectId} and f.text <> '')`,
    placed
      ? sql`(${translations.ref}, ${translations.refId}) not in (select p.ref, p.id from (${placed}) p
          where p.position is not null and p.position not between ${range.startLesson} and ${range.endLesson})`
      : undefined,
  )!;
}

/** The status of the translation's text in the dialect; 0 when it has none. */
const statusIn = (dialectId: number) =>
  sql<number>`coalesce((select t.status from ${translationTexts} t where t.translation_id = ${translations.id} and t.dialect_id = ${dialectId}), 0)`;
/** The translation is in a project into the dialect whose item is not done yet. */
const inOpenProject = (dialectId: number) => sql<boolean>`exists (select 1 from ${items} i join ${projects} p on p.id = i.project_id
  where i.translation_id = ${translations.id} and p.to_dialect_id = ${dialectId} and i.status <> ${TranslationStatus.DONE})`;

/**
 * GET translations/dashboard (spec 2 §2 Translation Dashboard): per module, one cell per source
 * dialect of the course: pending (not translated and in no open project), doing (status doing,
 * or in an open project) and done (done, from target or legacy).
 */
export async function dashboard(db: Db, modules: ModuleDef[], courseId: number, startLesson?: number, endLesson?: number): Promise<TranslationDashboard> {
  const range = lessonRange(startLesson, endLesson);
  const setup = await courseSetup(db, courseId);
  const sources = setup.dialects.filter((d) => d.kind === 'source');
  const rows = new Map<number, DashboardRow>();
  for (const d of sources) {
    const counts = await db
      .select({
        ref: translations.ref,
        pending: sql<number>`count(*) filter (where ${statusIn(d.dialectId)} = 0 and not ${inOpenProject(d.dialectId)})::int`,
        doing: sql<number>`count(*) filter (where ${statusIn(d.dialectId)} in (0, 1) and (${statusIn(d.dialectId)} = 1 or ${inOpenProject(d.dialectId)}))::int`,
        done: sql<number>`count(*) filter (where ${statusIn(d.dialectId)} >= 2)::int`,
      })
      .from(translations)
      .where(candidates(courseId, setup.defaultTargetDialectId, range))
      .groupBy(translations.ref)
      .orderBy(translations.ref);
    for (const c of counts) {
      const row = rows.get(c.ref) ?? { ref: c.ref, refName: refName(modules, c.ref), cells: [] };
      row.cells.push({ dialectId: d.dialectId, dialectCode: d.dialectCode, pending: Number(c.pending), doing: Number(c.doing), done: Number(c.done) });
      rows.set(c.ref, row);
    }
  }
  return { ...range, dialects: sources.map(({ dialectId, dialectCode }) => ({ dialectId, dialectCode })), rows: [...rows.values()] };
}

/** The users who may translate in the course: those with module 36 on it, and the admins. */
export function freelances(db: Db, courseId: number) {
  return db
    .select({ id: users.id, name: users.name, freelance: users.freelance })
    .from(users)
    .where(
      or(
        eq(users.admin, true),
        sql`exists (select 1 from ${grants} g where g.user_id = ${users.id} and g.course_id = ${courseId} and g.module_id = ${TRANSLATIONS})`,
      ),
    )
    .orderBy(users.name);
}

export interface CreateProject {
  ref: number;
  dialectId: number;
  freelanceId: number;
  startLesson?: number;
  endLesson?: number;
}

/**
 * POST courses/{c}/translations/projects (the dashboard's 'Create Translation Project', spec 2 §5:
 * a user is required): a project from the default target dialect into the source dialect, with
 * the pending rows of the module and lesson range, assigned to the user. 400 naming the field when
 * the dialect is not a source of the course, the user may not translate in it, or nothing is pending.
 */
export async function createProject(db: Db, modules: ModuleDef[], courseId: number, body: CreateProject): Promise<{ id: number; items: number }> {
  const setup = await courseSetup(db, courseId);
  const to = setup.dialects.find((d) => d.dialectId === body.dialectId && d.kind === 'source');
  if (!to) throw new HttpError(400, 'Not a source dialect of this course', { dialectId: 'Not a source dialect of this course' });
  const from = setup.dialects.find((d) => d.dialectId === setup.defaultTargetDialectId);
  if (!(await freelances(db, courseId)).some((u) => u.id === body.freelanceId)) {
    throw new HttpError(400, 'Pick a user who translates in this course', { freelanceId: 'Pick a user who translates in this course' });
  }
  const range = lessonRange(body.startLesson, body.endLesson);
  const pending = await db
    .select({ id: translations.id })
    .from(translations)
    .where(
      and(candidates(courseId, setup.defaultTargetDialectId, range, body.ref), sql`${statusIn(to.dialectId)} = 0`, sql`not ${inOpenProject(to.dialectId)}`),
    )
    .orderBy(translations.id);
  if (!pending.length) throw new HttpError(400, 'Nothing is pending for this module and dialect', { ref: 'Nothing is pending for this module and dialect' });
  return db.transaction(async (tx) => {
    const [p] = await tx
      .insert(projects)
      .values({
        courseId,
        fromDialectId: setup.defaultTargetDialectId,
        toDialectId: to.dialectId,
        freelanceId: body.freelanceId,
        name: `${refName(modules, body.ref)}: ${from?.dialectCode ?? ''} into ${to.dialectCode}, lessons ${range.startLesson}-${range.endLesson}`,
      })
      .returning({ id: projects.id });
    await tx.insert(items).values(pending.map((t) => ({ projectId: p.id, translationId: t.id })));
    return { id: p.id, items: pending.length };
  });
}
