import { desc, eq } from 'drizzle-orm';
import { notFound, type Db } from '../../../../sdk/server';
import type { TmxTransfer } from '../../public';
import { memoryTransfers } from '../tables';

/** A TMX export or import as the Memory screen shows it. */
export async function transferView(db: Db, id: number): Promise<TmxTransfer> {
  const [t] = await db.select().from(memoryTransfers).where(eq(memoryTransfers.id, id));
  if (!t) throw notFound('TMX transfer');
  return {
    id: t.id,
    kind: t.kind === 'import' ? 'import' : 'export',
    courseId: t.courseId,
    fromDialectId: t.fromDialectId,
    toDialectId: t.toDialectId,
    status: t.status as TmxTransfer['status'],
    done: t.done,
    total: t.total,
    fileName: t.fileName,
    taskId: t.taskId,
    error: t.error,
    createdAt: t.createdAt.toISOString(),
  };
}

/** The course of a transfer (its access check), or null when there is none. */
export async function transferCourse(db: Db, id: number): Promise<number | null> {
  const [t] = await db.select({ courseId: memoryTransfers.courseId }).from(memoryTransfers).where(eq(memoryTransfers.id, id));
  return t?.courseId ?? null;
}

/** The course's exports and imports, newest first. */
export async function listTransfers(db: Db, courseId: number): Promise<TmxTransfer[]> {
  const rows = await db
    .select({ id: memoryTransfers.id })
    .from(memoryTransfers)
    .where(eq(memoryTransfers.courseId, courseId))
    .orderBy(desc(memoryTransfers.id))
    .limit(50);
  return Promise.all(rows.map((r) => transferView(db, r.id)));
}
