import { eq } from 'drizzle-orm';
import type { JobKind } from '../../../sdk/server/jobs';
import type { EntityOwner } from '../../../sdk/server/route';
import { aiJobItems, aiJobs } from '../db/schema';
import { JOB_ITEM_ENTITY } from './items';

export { jobRoutes } from './routes';
export { itemTask } from './items';

/** Whose a job item is (who may see its prompt log): the module of its job's kind, on the job's course. */
export function jobItemOwner(kinds: JobKind[]): EntityOwner {
  const moduleOf = new Map(kinds.map((k) => [k.kind, k.module]));
  return {
    type: JOB_ITEM_ENTITY,
    async owner(db, id) {
      const [row] = await db
        .select({ kind: aiJobs.kind, courseId: aiJobs.courseId })
        .from(aiJobItems)
        .innerJoin(aiJobs, eq(aiJobs.id, aiJobItems.jobId))
        .where(eq(aiJobItems.id, id));
      const module = row && moduleOf.get(row.kind);
      return module ? { module, courseId: row.courseId } : null;
    },
  };
}
