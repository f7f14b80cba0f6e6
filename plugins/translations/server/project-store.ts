import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  asyncTasks,
  contributionsTo,
  dialects,
  gridRowFields,
  HttpError,
  idArray,
  notFound,
  users,
  type Db,
  type TranslationMemory,
} from '../../../sdk/server';
import { AsyncTaskStatus, type ModuleDef } from '../../../sdk/shared';
import type { Project } from '../shared';
import { freelances } from './dashboard';
import { translations } from '../../../sdk/server';
import { fromText, textPair, toText } from './text-pair';
import { translationProjectItems as items, translationProjects as projects } from './tables';
import { refName, suggestions } from './translation-store';
import { storeTermWarnings } from './terms';
import { isDbId } from '../../../sdk/server';

const fromDialect = alias(dialects, 'from_dialect');
const toDialect = alias(dialects, 'to_dialect');

const projectColumns = {
  id: projects.id,
  courseId: projects.courseId,
  name: projects.name,
  fromDialectId: projects.fromDialectId,
  fromDialectCode: fromDialect.code,
  toDialectId: projects.toDialectId,
  toDialectCode: toDialect.code,
  freelanceId: projects.freelanceId,
  freelanceName: users.name,
  priority: projects.priority,
  createdAt: projects.createdAt,
  items: sql<number>`(select count(*)::int from ${items} i where i.project_id = ${projects.id})`,
  done: sql<number>`(select count(*)::int from ${items} i where i.project_id = ${projects.id} and i.status = 2)`,
  doing: sql<number>`(select count(*)::int from ${items} i where i.project_id = ${projects.id} and i.status = 1)`,
  /** The last pre-translation run (null task: none yet): shaped as spec 3's async by projectAnswer. */
  runTaskId: projects.pretranslateTaskId,
  runMode: projects.pretranslateMode,
  runStatus: sql<number | null>`(select a.status from ${asyncTasks} a where a.id = ${projects.pretranslateTaskId})`,
  runProcessed: projects.pretranslateProcessed,
  runTotal: projects.pretranslateTotal,
  /** Spec 3 §4 buckets of the rows not processing: validated (done), memory match (similarity ≥ 100), then by confidence x100. */
  validated: sql<number>`(select count(*)::int from ${items} i where i.project_id = ${projects.id} and i.status = 2)`,
  memoryMatch: sql<number>`(select count(*)::int from ${items} i where i.project_id = ${projects.id} and i.status <> 2 and i.similarity >= 100)`,
  high: confidenceBucket(80, null),
  medium: confidenceBucket(60, 80),
  low: confidenceBucket(null, 60),
};

/** The rows not validated nor memory matches whose AI confidence (x100 when ≤ 1) is within [min, max). */
function confidenceBucket(min: number | null, max: number | null) {
  const c = sql`(case when i.ai_confidence <= 1 then i.ai_confidence * 100 else i.ai_confidence end)`;
  return sql<number>`(select count(*)::int from ${items} i where i.project_id = ${projects.id} and i.status <> 2 and i.similarity < 100
    and i.ai_confidence is not null ${min === null ? sql`` : sql`and ${c} >= ${min}`} ${max === null ? sql`` : sql`and ${c} < ${max}`})`;
}

type ProjectData = Awaited<ReturnType<ReturnType<typeof projectQuery>['where']>>[number];

/**
 * A project as spec 3 shapes it: async.processing (a run queued or running) and async.totals of
 * the last run (total, pending, doing, done, failed, percent; zeros before any), and the buckets.
 */
function projectAnswer(r: ProjectData): Project {
  const { runTaskId, runMode, runStatus, runProcessed, runTotal, validated, memoryMatch, high, medium, low, ...rest } = r;
  const status = runTaskId === null ? null : (runStatus ?? AsyncTaskStatus.PENDING);
  const processing = status !== null && status <= AsyncTaskStatus.DOING;
  const left = Math.max(0, runTotal - runProcessed);
  const totals = {
    total: runTotal,
    pending: status === AsyncTaskStatus.PENDING || status === AsyncTaskStatus.CANCELLED ? left : 0,
    doing: status === AsyncTaskStatus.DOING ? left : 0,
    done: status === AsyncTaskStatus.DONE ? runTotal : Math.min(runProcessed, runTotal),
    failed: status === AsyncTaskStatus.FAILED || status === AsyncTaskStatus.DEAD_LETTER ? left : 0,
    percent: 0,
  };
  totals.percent = runTotal ? Math.round((totals.done / runTotal) * 100) : status === null ? 0 : 100;
  return {
    ...rest,
    async: { taskId: runTaskId, status, mode: runMode, processing, totals },
    buckets: { validated, memoryMatch, high, medium, low, processing: processing ? left : 0 },
  };
}

function projectQuery(db: Db) {
  return db
    .select(projectColumns)
    .from(projects)
    .innerJoin(fromDialect, eq(fromDialect.id, projects.fromDialectId))
    .innerJoin(toDialect, eq(toDialect.id, projects.toDialectId))
    .leftJoin(users, eq(users.id, projects.freelanceId));
}

/** GET /translations/projects?course=: the course's projects, newest first, with their item counts. */
export async function listProjects(db: Db, courseId: number): Promise<Project[]> {
  return (await projectQuery(db).where(eq(projects.courseId, courseId)).orderBy(sql`${projects.id} desc`)).map(projectAnswer);
}

export async function getProject(db: Db, id: number): Promise<Project> {
  const [p] = await projectQuery(db).where(eq(projects.id, id));
  if (!p) throw notFound('Translation project');
  return projectAnswer(p);
}

/** PUT translations/projects/{id}: name, assigned user (one who translates in the course: 400 otherwise), priority. */
export async function updateProject(db: Db, id: number, body: { name?: string; freelanceId?: number | null; priority?: number }) {
  const p = await getProject(db, id);
  if (body.freelanceId && !(await freelances(db, p.courseId)).some((u) => u.id === body.freelanceId)) {
    throw new HttpError(400, 'Pick a user who translates in this course', { freelanceId: 'Pick a user who translates in this course' });
  }
  const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await db.update(projects).set(set).where(eq(projects.id, id));
  return getProject(db, id);
}

/** DELETE translations/projects/{id}. */
export async function deleteProject(db: Db, id: number) {
  await getProject(db, id);
  await db.delete(projects).where(eq(projects.id, id));
  return { id };
}

/** The course of a project, or null when there is none. */
export async function projectCourse(db: Db, id: number): Promise<number | null> {
  if (!isDbId(id)) return null;
  const [p] = await db.select({ courseId: projects.courseId }).from(projects).where(eq(projects.id, id));
  return p?.courseId ?? null;
}

/** The course of a project item, or null when there is none. */
export async function projectItemCourse(db: Db, id: number): Promise<number | null> {
  if (!isDbId(id)) return null;
  const [i] = await db.select({ courseId: projects.courseId }).from(items).innerJoin(projects, eq(projects.id, items.projectId)).where(eq(items.id, id));
  return i?.courseId ?? null;
}

const pair = textPair(items.translationId, projects.fromDialectId, projects.toDialectId);

function itemQuery(db: Db) {
  return db
    .select({
      id: items.id,
      projectId: items.projectId,
      courseId: projects.courseId,
      translationId: items.translationId,
      ref: translations.ref,
      refId: translations.refId,
      field: translations.field,
      fromDialectId: projects.fromDialectId,
      toDialectId: projects.toDialectId,
      toDialect: toDialect.code,
      fromText: fromText.text,
      currentText: toText.text,
      toText: items.toText,
      fromMemoryText: items.fromMemoryText,
      similarity: items.similarity,
      status: items.status,
      error: translations.error,
      warnings: items.warnings,
      priority: projects.priority,
      aiConfidence: items.aiConfidence,
      aiReasoning: items.aiReasoning,
      version: items.version,
    })
    .from(items)
    .innerJoin(projects, eq(projects.id, items.projectId))
    .innerJoin(translations, eq(translations.id, items.translationId))
    .innerJoin(toDialect, eq(toDialect.id, projects.toDialectId))
    .leftJoin(fromText, pair.from)
    .leftJoin(toText, pair.to);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['where']>>[number];

/** A translation project row (spec 2 §3): the source text, the translator's text, the memory text it came from. */
function projectRow(modules: ModuleDef[], r: ItemRow) {
  return {
    id: r.id,
    projectTranslationId: r.id,
    projectId: r.projectId,
    translationId: r.translationId,
    itemId: r.refId,
    ref: r.ref,
    refName: refName(modules, r.ref),
    contextRef: r.ref,
    field: r.field,
    fromDialectId: r.fromDialectId,
    toDialectId: r.toDialectId,
    toDialect: r.toDialect,
    fromText: r.fromText ?? '',
    toText: r.toText,
    currentText: r.currentText ?? '',
    fromMemoryText: r.fromMemoryText,
    similarity: r.similarity,
    status: r.status,
    error: r.error ?? null,
    warnings: r.warnings,
    aiConfidence: r.aiConfidence,
    aiReasoning: r.aiReasoning,
    updating: false,
    priority: r.priority,
    version: r.version,
  };
}
export type ProjectRow = ReturnType<typeof projectRow> & { aiReview?: number };

/**
 * The fields other plugins add to the rows of a record's module (gridRowFields): the AI Review's
 * robot, aiReview 1 flagged or 2 OK, which the CAT's QA filter reads.
 */
async function withRowFields(db: Db, rows: ProjectRow[]): Promise<ProjectRow[]> {
  const byRef = new Map<number, number[]>();
  for (const r of rows) byRef.set(r.ref, [...(byRef.get(r.ref) ?? []), r.itemId]);
  const extra = new Map<string, Record<string, unknown>>();
  for (const provider of contributionsTo(gridRowFields)) {
    for (const [ref, ids] of byRef) {
      for (const [id, fields] of await provider.fields(db, ref, [...new Set(ids)])) extra.set(`${ref}:${id}`, { ...extra.get(`${ref}:${id}`), ...fields });
    }
  }
  return extra.size ? rows.map((r) => ({ ...extra.get(`${r.ref}:${r.itemId}`), ...r })) : rows;
}

/** GET translations/projects/{projectId}/translations: the project's items, in translation order. */
export async function projectItems(db: Db, modules: ModuleDef[], projectId: number): Promise<ProjectRow[]> {
  await getProject(db, projectId);
  const rows = await itemQuery(db).where(eq(items.projectId, projectId)).orderBy(asc(translations.ref), asc(translations.refId), asc(items.id));
  return withRowFields(
    db,
    rows.map((r) => projectRow(modules, r)),
  );
}

/** The project's rows not done with the same source text as the row (Matecat's repetitions), read by that text alone. */
export async function sameSourceRows(db: Db, modules: ModuleDef[], row: ProjectRow): Promise<ProjectRow[]> {
  const rows = await itemQuery(db)
    .where(and(eq(items.projectId, row.projectId), ne(items.id, row.id), ne(items.status, 2), eq(fromText.text, row.fromText)))
    .orderBy(asc(translations.ref), asc(translations.refId), asc(items.id));
  return withRowFields(
    db,
    rows.map((r) => projectRow(modules, r)),
  );
}

/** The ids of sameSourceRows alone: what a done save answers, so that the CAT offers them without asking again. */
export async function sameSourceIds(db: Db, row: ProjectRow): Promise<number[]> {
  if (!row.fromText) return [];
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .innerJoin(translations, eq(translations.id, items.translationId))
    .innerJoin(fromText, textPair(items.translationId, row.fromDialectId, row.toDialectId).from)
    .where(and(eq(items.projectId, row.projectId), ne(items.id, row.id), ne(items.status, 2), eq(fromText.text, row.fromText)))
    .orderBy(asc(translations.ref), asc(translations.refId), asc(items.id));
  return rows.map((r) => r.id);
}

export async function projectItem(db: Db, modules: ModuleDef[], id: number): Promise<ProjectRow> {
  const [r] = await itemQuery(db).where(eq(items.id, id));
  if (!r) throw notFound('Translation project item');
  return (await withRowFields(db, [projectRow(modules, r)]))[0];
}

/**
 * The term warnings of the rows a bulk write changed (a search and replace or its undo, an XLIFF or
 * TMX import, a pre-translation's batch), checked anew and stored, so that they are not stale
 * until the next check: one read and one check for the whole batch.
 */
export async function recheckTermWarnings(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await itemQuery(db).where(sql`${items.id} = any(${idArray(ids)})`);
  if (!rows.length) return;
  await storeTermWarnings(
    db,
    rows[0].courseId,
    rows.map((r) => ({ ...r, fromText: r.fromText ?? '' })),
  );
}

/** GET /translations/projects/translations/{id}/memory-guest: suggestions for the item's source text into the project's dialect. */
export async function itemMemoryGuest(db: Db, memory: TranslationMemory, modules: ModuleDef[], id: number) {
  const item = await projectItem(db, modules, id);
  if (!item.fromText.trim()) return { memory: [] };
  return {
    memory: await suggestions(db, memory, modules, {
      text: item.fromText,
      fromDialectId: item.fromDialectId,
      toDialectId: item.toDialectId,
      excludeId: item.translationId,
    }),
  };
}
