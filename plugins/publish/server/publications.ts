import { and, desc, eq, sql } from 'drizzle-orm';
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
