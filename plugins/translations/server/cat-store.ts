import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  actingUser,
  asyncTasks,
  checkTranslations,
  defineTask,
  dialects,
  HttpError,
  users,
  translations,
  writeTranslation,
  type Db,
  type TaskContext,
  type Tasks,
} from '../../../sdk/server';
import { formatProblems, TranslationStatus, type ModuleDef } from '../../../sdk/shared';
import { getProject, projectItem, projectItems, recheckTermWarnings, sameSourceIds, sameSourceRows, type ProjectRow } from './project-store';
import { translationProjectItems as items, translationProjects as projects } from './tables';
import { MEMORY_MIN_SIMILARITY } from './translation-store';
import type { PretranslateMode } from '../public';
import { storeTermWarnings } from './terms';
import { confidenceFloor, translationProposer, type ProposerAnswer, type ProposerInput } from './proposer';

/** The entities of its tasks and prompt log: a project (pre-translation) and a project item (a proposal). */
export const PROJECT_ENTITY = 'translation-project';
export const PROJECT_ITEM_ENTITY = 'translation-project-item';

export interface ItemSave {
  toText: string;
  /** pending 0, doing 1, done 2; absent keeps the row's status. */
  status?: number;
  /** The memory suggestion the text came from (spec 4 §4 memory usage). */
  fromMemoryText?: string;
  similarity?: number;
  /** The row's version the CAT read: a save over a newer one is refused (409 naming the other text). */
  version?: number;
}

/** The row's write columns: its version bumped, who saved it (the acting user; null: the system) and when. */
export const savedBy = () => ({ version: sql`${items.version} + 1`, savedBy: actingUser, savedAt: new Date() });

/**
 * 409 when the row changed since the CAT read it: fields carry the other text (toText), its
 * status, version, who saved it (savedBy, empty for the system) and when (savedAt, ISO), so the
 * CAT can show both (itemConflict in shared.ts reads them).
 */
async function refuseStale(db: Db, id: number, read: number | undefined, row: ProjectRow): Promise<void> {
  if (read === undefined || read === row.version) return;
  const [who] = await db.select({ name: users.name, at: items.savedAt }).from(items).leftJoin(users, eq(users.id, items.savedBy)).where(eq(items.id, id));
  const name = who?.name ?? '';
  throw new HttpError(409, `${name || 'Someone'} saved this row since you opened it`, {
    toText: row.toText,
    status: String(row.status),
    version: String(row.version),
    savedBy: name,
    savedAt: who?.at ? who.at.toISOString() : '',
  });
}

/**
 * PUT translations/projects/translations/{id}: saves a CAT row. A done row's text enters its
 * translation (dialect of the project, status done) at once, so the memory has it, and the
 * translation is checked again; a row set back from done leaves its translation's text doing.
 * Answers the row; a done row with its repetitions' ids (the rows not done with its source text),
 * so that the CAT's Ctrl+Enter is one request.
 */
export async function saveItem(db: Db, modules: ModuleDef[], id: number, body: ItemSave): Promise<ProjectRow & { repetitions?: number[] }> {
  const item = await projectItem(db, modules, id);
  await refuseStale(db, id, body.version, item);
  const status = body.status ?? item.status;
  if (status === TranslationStatus.DONE && !body.toText.trim()) {
    throw new HttpError(400, 'A done text cannot be empty', { toText: 'A done text cannot be empty' });
  }
  // The version checked again in the update itself: of two saves of one version read, one wins.
  const written = await db
    .update(items)
    .set({
      toText: body.toText,
      status,
      ...(body.fromMemoryText !== undefined ? { fromMemoryText: body.fromMemoryText, similarity: body.similarity ?? 0 } : {}),
      ...savedBy(),
    })
    .where(and(eq(items.id, id), body.version === undefined ? undefined : eq(items.version, body.version)))
    .returning({ id: items.id });
  if (!written.length) await refuseStale(db, id, body.version, await projectItem(db, modules, id));
  const [t] = await db.select().from(translations).where(eq(translations.id, item.translationId));
  const key = { courseId: t.courseId, ref: t.ref, refId: t.refId, field: t.field };
  // The CAT moves statuses as spec 2 §4 says (done back to doing, anything to done): a system write.
  if (status === TranslationStatus.DONE) {
    await writeTranslation(db, key, [{ dialectId: item.toDialectId, text: body.toText, status: TranslationStatus.DONE }], { system: true });
  } else if (item.status === TranslationStatus.DONE) {
    await writeTranslation(db, key, [{ dialectId: item.toDialectId, text: item.currentText, status: TranslationStatus.DOING }], { system: true });
  }
  const saved = await projectItem(db, modules, id);
  return status === TranslationStatus.DONE ? { ...saved, repetitions: await sameSourceIds(db, saved) } : saved;
}

/** Rows of the project with the same source text as the row, not done yet: Matecat's repetitions. */
export async function repetitions(db: Db, modules: ModuleDef[], id: number) {
  const item = await projectItem(db, modules, id);
  return item.fromText ? sameSourceRows(db, modules, item) : [];
}

export const PRETRANSLATE_TASK = 'translations.pretranslate';
/** Spec 2 §4: a memory suggestion of similarity 100 or more fills an empty row, set to doing. */
export const AUTO_FILL_SIMILARITY = 100;
const CHUNK = 50;

/** PUT translations/projects/{id}/pre-translate: queues the run; answers the project with its progress. */
export async function startPretranslate(db: Db, tasks: Tasks, modules: ModuleDef[], projectId: number, mode: PretranslateMode) {
  const project = await getProject(db, projectId);
  if (project.async.taskId) {
    const running = await tasks.get(project.async.taskId);
    if (running && running.status <= 1) throw new HttpError(409, 'A pre-translation of this project is running');
  }
  const total = (await projectItems(db, modules, projectId)).filter(
    mode === 'delete' ? (r) => r.toText !== '' && r.status !== TranslationStatus.DONE : (r) => !r.toText.trim() && r.status === TranslationStatus.PENDING,
  ).length;
  const taskId = await tasks.enqueue(PRETRANSLATE_TASK, { projectId, mode }, { entity: { type: PROJECT_ENTITY, id: projectId } });
  await db
    .update(projects)
    .set({ pretranslateTaskId: taskId, pretranslateMode: mode, pretranslateProcessed: 0, pretranslateTotal: total })
    .where(eq(projects.id, projectId));
  return getProject(db, projectId);
}

/** PUT translations/projects/{id}/pre-translate/cancel. */
export async function cancelPretranslate(db: Db, tasks: Tasks, projectId: number) {
  const project = await getProject(db, projectId);
  if (project.async.taskId) await tasks.cancel([project.async.taskId]);
  return getProject(db, projectId);
}

async function cancelled(db: Db, taskId: number) {
  const [t] = await db.select({ status: asyncTasks.status }).from(asyncTasks).where(eq(asyncTasks.id, taskId));
  return t?.status === 5;
}

/**
 * The pre-translation run: the project's empty pending rows, a chunk at a time, get the source
 * text (copy) or the best memory suggestion of similarity ≥ 100 (memory), set to doing. A row it
 * filled is no longer empty and pending, so a retry after a restart goes on with the rows left.
 */
export async function runPretranslate({ projectId, mode }: { projectId: number; mode: PretranslateMode }, ctx: TaskContext) {
  const { db, memory } = ctx;
  let after = 0;
  for (;;) {
    if (await cancelled(db, ctx.taskId)) return;
    const rows = await db
      .select({
        id: items.id,
        translationId: items.translationId,
        fromDialectId: projects.fromDialectId,
        toDialectId: projects.toDialectId,
        fromText: sql<string>`coalesce((select t.text from translation_texts t where t.translation_id = ${items.translationId} and t.dialect_id = ${projects.fromDialectId}), '')`,
      })
      .from(items)
      .innerJoin(projects, eq(projects.id, items.projectId))
      .where(
        and(
          eq(items.projectId, projectId),
          sql`${items.id} > ${after}`,
          mode === 'delete'
            ? and(sql`${items.toText} <> ''`, sql`${items.status} <> ${TranslationStatus.DONE}`)
            : and(eq(items.toText, ''), eq(items.status, TranslationStatus.PENDING)),
        ),
      )
      .orderBy(asc(items.id))
      .limit(CHUNK);
    if (!rows.length) return;
    for (const r of rows) {
      if (mode === 'delete') {
        await db
          .update(items)
          .set({ toText: '', fromMemoryText: '', similarity: 0, status: TranslationStatus.PENDING, aiConfidence: null, aiReasoning: '', ...savedBy() })
          .where(eq(items.id, r.id));
        continue;
      }
      if (mode === 'ai') {
        await proposeRow(ctx, r);
        continue;
      }
      let fill: { toText: string; fromMemoryText: string; similarity: number } | undefined;
      if (mode === 'copy') fill = { toText: r.fromText, fromMemoryText: '', similarity: 0 };
      else if (r.fromText.trim()) {
        const [best] = await memory.suggest({
          text: r.fromText,
          fromDialectId: r.fromDialectId,
          toDialectId: r.toDialectId,
          excludeId: r.translationId,
          limit: 1,
          minSimilarity: MEMORY_MIN_SIMILARITY,
        });
        if (best && best.similarity >= AUTO_FILL_SIMILARITY) fill = { toText: best.text, fromMemoryText: best.fromText, similarity: best.similarity };
      }
      if (fill?.toText)
        await db
          .update(items)
          .set({ ...fill, status: TranslationStatus.DOING, ...savedBy() })
          .where(eq(items.id, r.id));
    }
    after = rows[rows.length - 1].id;
    // The batch's rows whose target changed: their term warnings checked again (an emptied row has none).
    await recheckTermWarnings(
      db,
      rows.map((r) => r.id),
    );
    await db
      .update(projects)
      .set({ pretranslateProcessed: sql`least(${projects.pretranslateProcessed} + ${rows.length}, ${projects.pretranslateTotal})` })
      .where(eq(projects.id, projectId));
  }
}

/**
 * One row of an 'ai' run: the proposer's text (set to doing) with its confidence and reasoning
 * when the confidence clears the floor; below it the row stays empty and pending, the reasoning
 * saying why. A failed call is kept as the reasoning.
 */
async function proposeRow(ctx: TaskContext, r: { id: number; translationId: number; fromText: string; fromDialectId: number; toDialectId: number }) {
  const { db, agents } = ctx;
  if (!r.fromText.trim()) return;
  const codes = new Map(
    (
      await db
        .select({ id: dialects.id, code: dialects.code })
        .from(dialects)
        .where(inArray(dialects.id, [r.fromDialectId, r.toDialectId]))
    ).map((d) => [d.id, d.code]),
  );
  const input: ProposerInput = {
    text: r.fromText,
    translationId: r.translationId,
    fromDialectId: r.fromDialectId,
    fromDialectCode: codes.get(r.fromDialectId) ?? '',
    toDialectId: r.toDialectId,
    toDialectCode: codes.get(r.toDialectId) ?? '',
  };
  try {
    const res = await agents.run<ProposerAnswer>(translationProposer, input, { entity: { type: PROJECT_ITEM_ENTITY, id: r.id } });
    const text = res.answer.translation.trim();
    const floor = confidenceFloor();
    const proposed = text && res.confidence >= floor;
    await db
      .update(items)
      .set({
        aiConfidence: res.confidence,
        aiReasoning:
          text && !proposed
            ? `Left empty: the proposal "${text}" has a confidence of ${Math.round(res.confidence * 100)}, below the floor of ${Math.round(floor * 100)}. ${res.reasoning}`
            : res.reasoning,
        ...(proposed ? { toText: text, status: TranslationStatus.DOING, ...savedBy() } : {}),
      })
      .where(eq(items.id, r.id));
  } catch (e) {
    await db
      .update(items)
      .set({ aiConfidence: 0, aiReasoning: `The agent failed: ${e instanceof Error ? e.message : String(e)}` })
      .where(eq(items.id, r.id));
  }
}

export const pretranslateTask = defineTask({ name: PRETRANSLATE_TASK, handler: runPretranslate });

/**
 * PUT translations/projects/{id}/validate-all: checks every translation of the project again (spec
 * 2 §9), with the write path's format check (errors), and the terms each row's target leaves out
 * (warnings, stored on the rows).
 */
export async function validateAll(db: Db, modules: ModuleDef[], projectId: number) {
  const rows = await projectItems(db, modules, projectId);
  const errors = await checkTranslations(
    db,
    rows.map((r) => r.translationId),
  );
  const warnings = await storeTermWarnings(db, (await getProject(db, projectId)).courseId, rows);
  return { checked: rows.length, withError: rows.filter((r) => errors.get(r.translationId)).length, withWarning: warnings.filter((w) => w.length).length };
}

/**
 * PUT translations/projects/{id}/check-format-all: the same format check on each row's target
 * against its source (tags, gaps, numbers, placeholders, spaces; a done target without words),
 * the rows with problems, with the terms a filled target leaves out as warnings ('Term missing: …', stored on the rows);
 * the translations' stored checks are run again too, as Validate All does.
 */
export async function checkFormatAll(db: Db, modules: ModuleDef[], projectId: number) {
  const rows = await projectItems(db, modules, projectId);
  await checkTranslations(
    db,
    rows.map((r) => r.translationId),
  );
  const terms = await storeTermWarnings(db, (await getProject(db, projectId)).courseId, rows);
  return rows
    .map((r, i) => ({
      id: r.id,
      problems: [...formatProblems(r.fromText, r.toText, { required: r.status === TranslationStatus.DONE }).map((p) => p.message), ...terms[i]],
    }))
    .filter((r) => r.problems.length);
}
