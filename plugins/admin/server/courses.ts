import { and, asc, eq, ilike, max, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  HttpError,
  containsPattern,
  copyDialectTexts,
  courseDialects,
  courses,
  defineResource,
  dialects,
  languages,
  notFound,
  route,
  type Db,
  type ListFilter,
} from '../../../sdk/server';
import { reference, type DialectRef } from '../../../sdk/shared';
import { COURSES, LANGUAGES } from '../plugin';
import { adminApi, coursesResource } from '../public';

type Kind = 'source' | 'target';

/** A dialect in a list: its id, or a { dialectId } as the course record carries it. */
const dialectIds = z.array(z.union([z.number().int().positive(), z.object({ dialectId: z.number().int().positive() }).transform((d) => d.dialectId)])).max(100);
const position = z.number().int().min(0).max(1_000_000).default(0);
const defaultDialect = z.number().int().positive().nullable().optional();

export const courseBody = z.object({
  /** Chosen once, for a new course: an update that changes it is refused. A language (a declared reference). */
  languageId: reference(LANGUAGES),
  code: z.string().trim().min(1, 'Required').max(40),
  name: z.string().trim().min(1, 'Required').max(200),
  conceptLinker: z.boolean().default(false),
  splitExercises: z.boolean().default(false),
  hasVocabulary: z.boolean().default(true),
  playAudioSegmentWhenSolved: z.boolean().default(false),
  glossaryUppercase: z.boolean().default(false),
  publishLessonPosition: position,
  clLessonPosition: position,
  aiReviewPos: position,
  /** One of the course's sources; empty on create means the first source. */
  sourceDialectDefaultId: defaultDialect,
  targetDialectDefaultId: defaultDialect,
  /** On create, the dialects in order (at least one each). Updates ignore them: add-*-dialect extends the lists. */
  targets: dialectIds.optional(),
  sources: dialectIds.optional(),
});
type CourseBody = z.output<typeof courseBody>;

const invalid = (fields: Record<string, string>) => new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);

export async function listCourses(db: Db, { text, id }: ListFilter = {}) {
  const like = text ? containsPattern(text) : ''; // % and _ are literal characters here
  return db
    .select({ id: courses.id, language: languages.name, languageCode: languages.code, code: courses.code, name: courses.name })
    .from(courses)
    .innerJoin(languages, eq(languages.id, courses.languageId))
    .where(
      and(
        id === undefined ? undefined : eq(courses.id, id),
        text ? or(ilike(courses.code, like), ilike(courses.name, like), ilike(languages.name, like), ilike(languages.code, like)) : undefined,
      ),
    )
    .orderBy(asc(courses.id));
}

async function dialectList(db: Db, courseId: number, kind: Kind): Promise<DialectRef[]> {
  return db
    .select({ dialectId: dialects.id, dialectCode: dialects.code })
    .from(courseDialects)
    .innerJoin(dialects, eq(dialects.id, courseDialects.dialectId))
    .where(and(eq(courseDialects.courseId, courseId), eq(courseDialects.kind, kind)))
    .orderBy(asc(courseDialects.position), asc(dialects.id));
}

const allDialectIds = async (db: Db) => (await db.select({ id: dialects.id }).from(dialects).orderBy(asc(dialects.id))).map((d) => d.id);

export async function getCourse(db: Db, id: number) {
  const [c] = await db
    .select({ course: courses, language: languages.name, languageCode: languages.code })
    .from(courses)
    .innerJoin(languages, eq(languages.id, courses.languageId))
    .where(eq(courses.id, id));
  if (!c) return null;
  const [targets, sources, all] = await Promise.all([dialectList(db, id, 'target'), dialectList(db, id, 'source'), allDialectIds(db)]);
  const notIn = (list: DialectRef[]) => all.filter((d) => !list.some((x) => x.dialectId === d));
  return {
    ...c.course,
    language: c.language,
    languageCode: c.languageCode,
    targets,
    sources,
    targetAvailableIds: notIn(targets),
    sourceAvailableIds: notIn(sources),
  };
}

export async function blankCourse(db: Db) {
  const all = await allDialectIds(db);
  return {
    id: -1,
    languageId: null,
    language: '',
    languageCode: '',
    code: '',
    name: '',
    conceptLinker: false,
    splitExercises: false,
    hasVocabulary: true,
    playAudioSegmentWhenSolved: false,
    glossaryUppercase: false,
    publishLessonPosition: 0,
    clLessonPosition: 0,
    aiReviewPos: 0,
    sourceDialectDefaultId: null,
    targetDialectDefaultId: null,
    targets: [],
    sources: [],
    targetAvailableIds: all,
    sourceAvailableIds: all,
    version: 0,
  };
}

async function checkCode(db: Db, code: string, exceptId: number) {
  const [other] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(sql`lower(${courses.code})`, code.toLowerCase()), ne(courses.id, exceptId)));
  if (other) throw invalid({ code: 'Already used' });
}

/** The default of a kind: the one chosen if it is in the list (400 otherwise), else the first. */
function defaultOf(chosen: number | null | undefined, list: number[], field: string, kind: Kind): number {
  if (chosen == null) return list[0];
  if (!list.includes(chosen)) throw invalid({ [field]: `Not a ${kind} dialect of this course` });
  return chosen;
}

const fields = (b: CourseBody) => ({
  code: b.code,
  name: b.name,
  conceptLinker: b.conceptLinker,
  splitExercises: b.splitExercises,
  hasVocabulary: b.hasVocabulary,
  playAudioSegmentWhenSolved: b.playAudioSegmentWhenSolved,
  glossaryUppercase: b.glossaryUppercase,
  publishLessonPosition: b.publishLessonPosition,
  clLessonPosition: b.clLessonPosition,
  aiReviewPos: b.aiReviewPos,
});

export async function insertCourse(tx: Db, b: CourseBody): Promise<number> {
  const errors: Record<string, string> = {};
  const known = new Set(await allDialectIds(tx));
  for (const kind of ['targets', 'sources'] as const) {
    const list = b[kind] ?? [];
    if (!list.length) errors[kind] = `Choose at least one ${kind === 'targets' ? 'target' : 'source'} dialect`;
    list.forEach((d, i) => {
      if (!known.has(d)) errors[`${kind}.${i}`] = 'Unknown dialect';
      else if (list.indexOf(d) !== i) errors[`${kind}.${i}`] = 'Listed twice';
    });
  }
  if (Object.keys(errors).length) throw invalid(errors);
  await checkCode(tx, b.code, 0);
  const targets = b.targets!;
  const sources = b.sources!;
  const [c] = await tx
    .insert(courses)
    .values({
      languageId: b.languageId,
      ...fields(b),
      targetDialectDefaultId: defaultOf(b.targetDialectDefaultId, targets, 'targetDialectDefaultId', 'target'),
      sourceDialectDefaultId: defaultOf(b.sourceDialectDefaultId, sources, 'sourceDialectDefaultId', 'source'),
    })
    .returning({ id: courses.id });
  await tx
    .insert(courseDialects)
    .values([
      ...targets.map((dialectId, pos) => ({ courseId: c.id, dialectId, kind: 'target' as const, position: pos })),
      ...sources.map((dialectId, pos) => ({ courseId: c.id, dialectId, kind: 'source' as const, position: pos })),
    ]);
  return c.id;
}

export async function writeCourse(tx: Db, id: number, b: CourseBody): Promise<void> {
  const [current] = await tx.select({ languageId: courses.languageId }).from(courses).where(eq(courses.id, id));
  if (current.languageId !== b.languageId) throw invalid({ languageId: 'The language of an existing course cannot change' });
  await checkCode(tx, b.code, id);
  const ids = async (kind: Kind) => (await dialectList(tx, id, kind)).map((d) => d.dialectId);
  const [targets, sources] = await Promise.all([ids('target'), ids('source')]);
  await tx
    .update(courses)
    .set({
      ...fields(b),
      targetDialectDefaultId: defaultOf(b.targetDialectDefaultId, targets, 'targetDialectDefaultId', 'target'),
      sourceDialectDefaultId: defaultOf(b.sourceDialectDefaultId, sources, 'sourceDialectDefaultId', 'source'),
    })
    .where(eq(courses.id, id));
}

const addDialectContract = { source: adminApi.addSourceDialect, target: adminApi.addTargetDialect } as const;

function addDialectRoute(kind: Kind) {
  return route(addDialectContract[kind], {
    access: { module: COURSES },
    handler: async ({ db, params, body }) => {
      const course = await getCourse(db, params.id);
      if (!course) throw notFound('Course');
      const [dialect] = await db.select({ id: dialects.id }).from(dialects).where(eq(dialects.id, body.dialectId));
      const list = kind === 'source' ? course.sources : course.targets;
      const errors: Record<string, string> = {};
      if (!dialect) errors.dialectId = 'Unknown dialect';
      else if (list.some((d) => d.dialectId === body.dialectId)) errors.dialectId = `Already a ${kind} dialect of this course`;
      const ofCourse = [...course.targets, ...course.sources].some((d) => d.dialectId === body.copyDialectId);
      if (body.copyDialectId != null && !ofCourse) errors.copyDialectId = 'Not a dialect of this course';
      if (Object.keys(errors).length) throw invalid(errors);
      const copied = await db.transaction(async (t) => {
        const tx = t;
        const [{ last }] = await tx
          .select({ last: max(courseDialects.position) })
          .from(courseDialects)
          .where(and(eq(courseDialects.courseId, params.id), eq(courseDialects.kind, kind)));
        await tx.insert(courseDialects).values({ courseId: params.id, dialectId: body.dialectId, kind, position: (last ?? -1) + 1 });
        return body.copyDialectId == null ? 0 : copyDialectTexts(tx, params.id, body.copyDialectId, body.dialectId);
      });
      return { ...(await getCourse(db, params.id))!, copied };
    },
  });
}

export const courseResource = defineResource({
  cacheList: true,
  module: COURSES,
  label: 'Course',
  table: courses,
  body: courseBody,
  contract: coursesResource,
  list: (db, _courseId, filter) => listCourses(db, filter),
  get: getCourse,
  blank: blankCourse,
  insert: (tx, _courseId, b) => insertCourse(tx, b),
  write: writeCourse,
  // Every module keeps its content under a course: courses are not deleted.
  deletable: false,
});

export const courseRoutes = [
  addDialectRoute('source'),
  addDialectRoute('target'),
  route(adminApi.dialects, {
    access: { module: COURSES },
    handler: ({ db }) =>
      db.select({ id: dialects.id, code: dialects.code, name: dialects.name, languageId: dialects.languageId }).from(dialects).orderBy(asc(dialects.code)),
  }),
  route(adminApi.languageOptions, {
    access: { module: COURSES },
    handler: ({ db }) => db.select({ id: languages.id, code: languages.code, name: languages.name }).from(languages).orderBy(asc(languages.name)),
  }),
];
