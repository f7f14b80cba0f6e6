import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  courseDialectList,
  courses,
  defineTask,
  dialects,
  HttpError,
  idArray,
  notFound,
  rowsOf,
  sendStoredFile,
  TMX_END,
  tmxStart,
  tmxUnit,
  type Db,
  type FileStore,
  type TaskContext,
  type Tasks,
} from '../../../../sdk/server';
import { TranslationStatus, type DialectRef } from '../../../../sdk/shared';
import { memoryTransfers } from '../tables';
import { transferView } from './transfers';

export const TMX_EXPORT_TASK = 'memory.tmx-export';
export const TRANSFER_ENTITY = 'memory-transfer';
/** Translations read per query. */
const BATCH = 2000;
/** A unit needs two texts: the pair's, or any two of the course's dialects. */
const MIN_TEXTS = 2;

/**
 * Where an export's file is: one file, part 1 (exports made before the file was written whole
 * were stored in 4 MB parts, 1 to `parts`, and are downloaded by joining them).
 */
export const partKey = (id: number, part: number) => `memory/tmx/${id}/${String(part).padStart(5, '0')}.part`;

/** The dialects an export covers: the pair, source first, or every dialect of the course. */
async function exportDialects(db: Db, t: { courseId: number; fromDialectId: number | null; toDialectId: number | null }): Promise<DialectRef[]> {
  if (t.fromDialectId && t.toDialectId) {
    const rows = await db.select({ dialectId: dialects.id, dialectCode: dialects.code }).from(dialects);
    return [t.fromDialectId, t.toDialectId].map((id) => rows.find((d) => d.dialectId === id)).filter((d): d is DialectRef => !!d);
  }
  const list = [...(await courseDialectList(db, t.courseId, 'source')), ...(await courseDialectList(db, t.courseId, 'target'))];
  return list.filter((d, i) => list.findIndex((x) => x.dialectId === d.dialectId) === i);
}

/** POST memory/tmx/exports: queues the export of a course's memory (a dialect pair, or every dialect of the course). */
export async function startTmxExport(db: Db, tasks: Tasks, userId: number, body: { courseId: number; fromDialectId?: number; toDialectId?: number }) {
  const [course] = await db.select({ id: courses.id, name: courses.name }).from(courses).where(eq(courses.id, body.courseId));
  if (!course) throw notFound('Course');
  if (!body.fromDialectId !== !body.toDialectId) {
    const message = 'Give both dialects of the pair, or neither for the whole course';
    throw new HttpError(400, message, { [body.fromDialectId ? 'toDialectId' : 'fromDialectId']: message });
  }
  if (body.fromDialectId && body.fromDialectId === body.toDialectId) {
    throw new HttpError(400, 'The two dialects must differ', { toDialectId: 'The two dialects must differ' });
  }
  const [t] = await db
    .insert(memoryTransfers)
    .values({ kind: 'export', courseId: body.courseId, fromDialectId: body.fromDialectId ?? null, toDialectId: body.toDialectId ?? null, userId })
    .returning();
  const pair = (await exportDialects(db, t)).map((d) => d.dialectCode);
  const fileName = `${course.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'course'}-${body.fromDialectId ? pair.join('-') : 'all'}.tmx`;
  const taskId = await tasks.enqueue(TMX_EXPORT_TASK, { transferId: t.id }, { entity: { type: TRANSFER_ENTITY, id: t.id } });
  await db.update(memoryTransfers).set({ taskId, fileName }).where(eq(memoryTransfers.id, t.id));
  return transferView(db, t.id);
}

interface UnitRow {
  id: number;
  ref: number;
  ref_id: number;
  field: string;
  texts: { d: number; t: string; u: string }[];
}

/**
 * The export: the course's translations with a done text in at least two of the dialects (both,
 * for a pair), a batch at a time by id, written as TMX units into one file of the file store as they
 * are made (streamed: a file answers HTTP ranges); the progress saved after each batch. A run that
 * fails deletes what it wrote (a retry starts over).
 */
export async function runTmxExport({ transferId }: { transferId: number }, ctx: Pick<TaskContext, 'db' | 'files'>) {
  const { db, files } = ctx;
  const [t] = await db.select().from(memoryTransfers).where(eq(memoryTransfers.id, transferId));
  if (!t) return;
  const progress = { done: 0, total: 0 };
  try {
    await files.put(partKey(transferId, 1), Readable.from(exportText(t, db, progress)));
  } catch (e) {
    await files.delete(partKey(transferId, 1));
    throw e;
  }
  await db
    .update(memoryTransfers)
    .set({ status: 'done', done: progress.done, total: Math.max(progress.total, progress.done), parts: 1 })
    .where(eq(memoryTransfers.id, transferId));
}

/** The file's text, a batch of units at a time, the progress saved after each. */
async function* exportText(t: typeof memoryTransfers.$inferSelect, db: Db, progress: { done: number; total: number }): AsyncGenerator<Buffer> {
  const transferId = t.id;
  const list = await exportDialects(db, t);
  const ids = list.map((d) => d.dialectId);
  const codeOf = new Map(list.map((d) => [d.dialectId, d.dialectCode]));
  const [{ total }] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from (
      select tt.translation_id from translations tr join translation_texts tt on tt.translation_id = tr.id
      where tr.course_id = ${t.courseId} and tt.status = ${TranslationStatus.DONE} and tt.text <> '' and tt.dialect_id = any(${idArray(ids)})
      group by tt.translation_id having count(*) >= ${MIN_TEXTS}) x`),
  );
  progress.total = total;
  await db.update(memoryTransfers).set({ status: 'running', done: 0, total, parts: 0, error: null }).where(eq(memoryTransfers.id, transferId));
  yield Buffer.from(tmxStart({ srclang: t.fromDialectId ? (codeOf.get(t.fromDialectId) ?? '*all*') : '*all*' }));
  let after = 0;
  for (;;) {
    const rows = rowsOf<UnitRow>(
      await db.execute(sql`select tr.id, tr.ref, tr.ref_id, tr.field,
          json_agg(json_build_object('d', tt.dialect_id, 't', tt.text, 'u', tt.updated_at) order by array_position(${idArray(ids)}, tt.dialect_id)) as texts
        from translations tr join translation_texts tt on tt.translation_id = tr.id
        where tr.course_id = ${t.courseId} and tr.id > ${after} and tt.status = ${TranslationStatus.DONE} and tt.text <> '' and tt.dialect_id = any(${idArray(ids)})
        group by tr.id having count(*) >= ${MIN_TEXTS}
        order by tr.id limit ${BATCH}`),
    );
    if (!rows.length) break;
    let chunk = '';
    for (const r of rows) {
      const changed = r.texts.map((x) => new Date(x.u)).reduce((a, b) => (a > b ? a : b));
      chunk += tmxUnit({
        tuid: String(r.id),
        changedate: changed,
        props: { 'x-ref': String(r.ref), 'x-ref-id': String(r.ref_id), 'x-field': r.field },
        variants: r.texts.map((x) => ({ lang: codeOf.get(x.d) ?? String(x.d), text: x.t, changedate: new Date(x.u) })),
      });
    }
    yield Buffer.from(chunk);
    progress.done += rows.length;
    after = rows[rows.length - 1].id;
    await db.update(memoryTransfers).set({ done: progress.done }).where(eq(memoryTransfers.id, transferId));
  }
  yield Buffer.from(TMX_END);
}

export const tmxExportTask = defineTask<{ transferId: number }>({
  name: TMX_EXPORT_TASK,
  handler: runTmxExport,
  expireInSeconds: 3600,
  onDeadLetter: async ({ transferId }, { db, error }) => {
    await db.update(memoryTransfers).set({ status: 'failed', error }).where(eq(memoryTransfers.id, transferId));
  },
});

/**
 * GET memory/tmx/exports/{id}/file: the file as it is read, answering a byte range (206) like every
 * stored file; an export stored in several parts (made before exports were written whole) whole.
 */
export async function sendTmxFile(db: Db, files: FileStore, id: number, http: { req: FastifyRequest; reply: FastifyReply }) {
  const [t] = await db.select().from(memoryTransfers).where(eq(memoryTransfers.id, id));
  if (!t || t.kind !== 'export') throw notFound('TMX export');
  if (t.status === 'expired') throw new HttpError(410, 'The file of this export was deleted after a while: export again');
  if (t.status !== 'done') throw new HttpError(409, 'The export is not finished yet');
  http.reply.header('content-disposition', `attachment; filename="${t.fileName}"`);
  const type = 'application/x-tmx+xml; charset=utf-8';
  if (t.parts === 1) {
    const answer = await sendStoredFile(files, partKey(id, 1), http, type);
    if (!answer) throw new Error(`The file of TMX export ${id} is missing`);
    return answer;
  }
  async function* parts() {
    for (let p = 1; p <= t.parts; p++) {
      const data = await files.get(partKey(id, p));
      if (!data) throw new Error(`A part of TMX export ${id} is missing`);
      yield data;
    }
  }
  http.reply.type(type);
  return Readable.from(parts());
}
