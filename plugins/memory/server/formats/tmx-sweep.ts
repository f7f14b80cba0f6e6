import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db, FileStore, PeriodicWork } from '../../../../sdk/server';
import { memoryTransfers } from '../tables';
import { partKey } from './tmx-export';

export const DEFAULT_EXPORT_TTL_HOURS = 24;
const SWEEP_EVERY_MS = 15 * 60_000;

/** How long a finished export's file is kept: EXPORT_TTL_HOURS, else 24 hours. */
export function exportTtlHours(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.EXPORT_TTL_HOURS);
  return env.EXPORT_TTL_HOURS && Number.isFinite(v) && v > 0 ? v : DEFAULT_EXPORT_TTL_HOURS;
}

/**
 * Deletes the files of the TMX exports older than the age given: their parts leave the file store
 * and the export says 'expired' (its row stays in the list). Answers the exports swept.
 */
export async function sweepExports(db: Db, files: FileStore, maxAgeHours: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - maxAgeHours * 3_600_000);
  const old = await db
    .select({ id: memoryTransfers.id, parts: memoryTransfers.parts })
    .from(memoryTransfers)
    .where(and(eq(memoryTransfers.kind, 'export'), eq(memoryTransfers.status, 'done'), gt(memoryTransfers.parts, 0), lt(memoryTransfers.createdAt, before)));
  for (const t of old) {
    for (let p = 1; p <= t.parts; p++) await files.delete(partKey(t.id, p));
    await db.update(memoryTransfers).set({ status: 'expired', parts: 0 }).where(eq(memoryTransfers.id, t.id));
  }
  return old.length;
}

export const exportSweep: PeriodicWork = {
  name: 'TMX export sweep',
  everyMs: SWEEP_EVERY_MS,
  run: ({ db, files }) => sweepExports(db, files, exportTtlHours()),
};
