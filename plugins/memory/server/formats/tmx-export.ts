import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import {
  courseDialectList,
  courses,
  defineTask,
  dialects,
  HttpError,
  idArray,
  notFound,
  rowsOf,
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
/** Translations read per query, and the size of a part of the file in the file store. */
const BATCH = 2000;
const PART_BYTES = 4 * 1024 * 1024;
/** A unit needs two texts: the pair's, or any two of the course's dialects. */
const MIN_TEXTS = 2;

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
 * for a pair), a batch at a time by id, written as TMX units into parts of the file store; the
 * progress saved after each batch. A run that fails deletes the parts it wrote (a retry starts over);
 * partBytes is a part's size (tests make it small).
 */
export async function runTmxExport({ transferId }: { transferId: number }, ctx: Pick<TaskContext, 'db' | 'files'>, partBytes = PART_BYTES) {
  const { db, files } = ctx;
  const [t] = await db.select().from(memoryTransfers).where(eq(memoryTransfers.id, transferId));
  if (!t) return;
  const written = { parts: 0 };
  try {
    await writeExport(t, ctx, partBytes, written);
  } catch (e) {
    for (let p = 1; p <= written.parts; p++) await files.delete(partKey(transferId, p));
    throw e;
  }
}

async function writeExport(
  t: typeof memoryTransfers.$inferSelect,
  { db, files }: Pick<TaskContext, 'db' | 'files'>,
  partBytes: number,
  written: { parts: number },
) {
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
  await db.update(memoryTransfers).set({ status: 'running', done: 0, total, parts: 0, error: null }).where(eq(memoryTransfers.id, transferId));
  let chunk = tmxStart({ srclang: t.fromDialectId ? (codeOf.get(t.fromDialectId) ?? '*all*') : '*all*' });
  let done = 0;
  const flush = async (last: boolean) => {
    if (!last && Buffer.byteLength(chunk) < partBytes) return;
    await files.put(partKey(transferId, ++written.parts), Buffer.from(chunk));
    chunk = '';
  };
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
    for (const r of rows) {
      const changed = r.texts.map((x) => new Date(x.u)).reduce((a, b) => (a > b ? a : b));
      chunk += tmxUnit({
        tuid: String(r.id),
        changedate: changed,
        props: { 'x-ref': String(r.ref), 'x-ref-id': String(r.ref_id), 'x-field': r.field },
        variants: r.texts.map((x) => ({ lang: codeOf.get(x.d) ?? String(x.d), text: x.t, changedate: new Date(x.u) })),
      });
    }
    await flush(false);
    done += rows.length;
    after = rows[rows.length - 1].id;
    await db.update(memoryTransfers).set({ done }).where(eq(memoryTransfers.id, transferId));
  }
  chunk += TMX_END;
  await flush(true);
  await db
    .update(memoryTransfers)
    .set({ status: 'done', done, total: Math.max(total, done), parts: written.parts })
    .where(eq(memoryTransfers.id, transferId));
}

export const tmxExportTask = defineTask<{ transferId: number }>({
  name: TMX_EXPORT_TASK,
  handler: runTmxExport,
  expireInSeconds: 3600,
  onDeadLetter: async ({ transferId }, { db, error }) => {
    await db.update(memoryTransfers).set({ status: 'failed', error }).where(eq(memoryTransfers.id, transferId));
  },
});

/** GET memory/tmx/exports/{id}/file: the file, its parts read one after another. */
export async function tmxFile(db: Db, files: FileStore, id: number) {
  const [t] = await db.select().from(memoryTransfers).where(eq(memoryTransfers.id, id));
  if (!t || t.kind !== 'export') throw notFound('TMX export');
  if (t.status === 'expired') throw new HttpError(410, 'The file of this export was deleted after a while: export again');
  if (t.status !== 'done') throw new HttpError(409, 'The export is not finished yet');
  async function* parts() {
    for (let p = 1; p <= t.parts; p++) {
      const data = await files.get(partKey(id, p));
      if (!data) throw new Error(`A part of TMX export ${id} is missing`);
      yield data;
    }
  }
  return { fileName: t.fileName, stream: Readable.from(parts()) };
}
