import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { defineTask, dialects, HttpError, type Db, type Tasks } from '../../../sdk/server';
import { checkResource, copyTexts, publishResources, resourceOf } from './resources';
import type { Publication, Snapshot } from '../public';
import { publications, publicationTexts } from './tables';

export const PUBLISH_TASK = 'publish.build';

const shown = (p: typeof publications.$inferSelect): Publication => ({
  version: p.version,
  status: p.status,
  progress: p.progress,
  createdAt: p.createdAt.toISOString(),
  publishedAt: p.publishedAt?.toISOString() ?? null,
});

export async function listPublications(db: Db, courseId: number): Promise<Publication[]> {
  return (await db.select().from(publications).where(eq(publications.courseId, courseId)).orderBy(desc(publications.version))).map(shown);
}

/** The course's version under way: its newest running publication. */
async function underWay(db: Db, courseId: number) {
  const [p] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.courseId, courseId), eq(publications.status, 'running')))
    .orderBy(desc(publications.version))
    .limit(1);
  return p;
}

/** What a batch answers: the ids published, those failing the check, and the version they went into. */
export interface BatchResult {
  ref: number;
  ids: number[];
  failed: { refId: number; error: string }[];
  publication: Publication;
}

/**
 * Spec 3 §7 (GET refs/{ref}/publish?ids=; 'publish in batches until all items are done; complete
 * when no items remain'): the ready ids of the batch go into the version under way. When none runs,
 * the batch starts a batched version, whose totals are every resource's ready records at its start;
 * each batch copies its records and counts them, and the version is published once every resource's
 * ready records are in. Consecutive batches thus fill one version; the next batch after it starts
 * the next. A version under way built by the task (POST publications) publishes every ready record
 * itself: a batch joins it without copying.
 */
export async function publishBatch(db: Db, courseId: number, ref: number, ids: number[]): Promise<BatchResult> {
  const check = await checkResource(db, courseId, ref);
  const ready = new Set(check.ids);
  const published = ids.filter((id) => ready.has(id));
  const failed = check.details.filter((d) => ids.includes(d.refId)).map((d) => ({ refId: d.refId, error: d.error }));
  const publication = await db.transaction(async (tx) => {
    // One batch of a course at a time, so that two first batches do not start two versions.
    await tx.execute(sql`select id from courses where id = ${courseId} for update`);
    let p = await underWay(tx, courseId);
    if (!p) {
      const progress = [];
      for (const r of publishResources()) {
        const total = r.ref === ref ? check.ids.length : (await checkResource(tx, courseId, r.ref)).ids.length;
        progress.push({ ref: r.ref, name: r.name, total, done: 0 });
      }
      [p] = await tx
        .insert(publications)
        .values({
          courseId,
          progress,
          batched: true,
          version: sql`(select coalesce(max(version), 0) + 1 from publications where course_id = ${courseId})`,
        })
        .returning();
    }
    if (!p.batched) return p;
    await copyTexts(tx, p.id, courseId, ref, published);
    const [{ done }] = await tx
      .select({ done: sql<number>`count(distinct ${publicationTexts.refId})::int` })
      .from(publicationTexts)
      .where(and(eq(publicationTexts.publicationId, p.id), eq(publicationTexts.ref, ref), inArray(publicationTexts.refId, check.ids.length ? check.ids : [0])));
    const progress = p.progress.map((r) => (r.ref === ref ? { ...r, total: check.ids.length, done: Number(done) } : r));
    const complete = progress.every((r) => r.done >= r.total);
    const [saved] = await tx
      .update(publications)
      .set({ progress, ...(complete ? { status: 'published' as const, publishedAt: new Date() } : {}) })
      .where(eq(publications.id, p.id))
      .returning();
    return saved;
  });
  return { ref, ids: published, failed, publication: shown(publication) };
}

/** Starts the next version: one queued task checks and copies every resource, batch by batch. */
export async function startPublication(db: Db, tasks: Tasks, courseId: number): Promise<Publication> {
  const progress = publishResources().map((r) => ({ ref: r.ref, name: r.name, total: 0, done: 0 }));
  const [p] = await db
    .insert(publications)
    .values({
      courseId,
      progress,
      version: sql`(select coalesce(max(version), 0) + 1 from publications where course_id = ${courseId})`,
    })
    .returning();
  await tasks.enqueue(PUBLISH_TASK, { publicationId: p.id });
  return shown(p);
}

/**
 * Builds a publication: per resource, the check names the ready records; their texts (each field in
 * its dialects) are copied batch by batch (the resource's batch size, 0 = all at once),
 * the progress saved after each batch. A retried task starts the copy over.
 */
export const publishTask = defineTask<{ publicationId: number }>({
  name: PUBLISH_TASK,
  expireInSeconds: 900,
  handler: async ({ publicationId }, { db }) => {
    const [p] = await db.select().from(publications).where(eq(publications.id, publicationId));
    if (!p || p.status !== 'running') return;
    await db.delete(publicationTexts).where(eq(publicationTexts.publicationId, p.id));
    const progress = p.progress.map((r) => ({ ...r, total: 0, done: 0 }));
    for (const r of progress) {
      const { ids } = await checkResource(db, p.courseId, r.ref);
      r.total = ids.length;
      await db.update(publications).set({ progress }).where(eq(publications.id, p.id));
      const { batch } = resourceOf(r.ref);
      const size = batch > 0 ? batch : ids.length || 1;
      for (let i = 0; i < ids.length; i += size) {
        const part = ids.slice(i, i + size);
        await copyTexts(db, p.id, p.courseId, r.ref, part);
        r.done += part.length;
        await db.update(publications).set({ progress }).where(eq(publications.id, p.id));
      }
    }
    await db.update(publications).set({ status: 'published', publishedAt: new Date(), progress }).where(eq(publications.id, p.id));
  },
  onDeadLetter: async ({ publicationId }, { db }) => {
    await db.update(publications).set({ status: 'failed' }).where(eq(publications.id, publicationId));
  },
});

/** A published version (the latest when version is omitted): 404 unless it exists and is published. */
export async function snapshotOf(db: Db, courseId: number, version?: number): Promise<Snapshot> {
  const published = and(eq(publications.courseId, courseId), eq(publications.status, 'published'));
  const [p] = await db
    .select()
    .from(publications)
    .where(version === undefined ? published : and(published, eq(publications.version, version)))
    .orderBy(desc(publications.version))
    .limit(1);
  if (!p) throw new HttpError(404, version === undefined ? 'Nothing published yet' : 'No such published version');
  const texts = await db
    .select({
      ref: publicationTexts.ref,
      refId: publicationTexts.refId,
      field: publicationTexts.field,
      dialectCode: dialects.code,
      text: publicationTexts.text,
    })
    .from(publicationTexts)
    .innerJoin(dialects, eq(dialects.id, publicationTexts.dialectId))
    .where(eq(publicationTexts.publicationId, p.id))
    .orderBy(publicationTexts.ref, publicationTexts.refId, publicationTexts.field, dialects.code);
  return { courseId, version: p.version, publishedAt: p.publishedAt?.toISOString() ?? null, texts };
}
