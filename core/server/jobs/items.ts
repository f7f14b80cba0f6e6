import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../sdk/server/db';
import type { JobKind } from '../../../sdk/server/jobs';
import { HttpError, type SessionUser } from '../../../sdk/server/route';
import { defineTask, type TaskDef, type TaskPriority, type Tasks } from '../../../sdk/server/tasks';
import { JobItemStatus } from '../../../sdk/shared/jobs';
import { aiJobItems } from '../db/schema';
import { asItem, type ItemRow } from './rows';

/** The entity type of job items in the task queue and the prompt log. */
export const JOB_ITEM_ENTITY = 'ai_job_item';
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** Queues the agent on items, at the job's priority, and records their task ids. */
export async function enqueueItems(kind: JobKind, db: Db, tasks: Tasks, itemIds: number[], priority: number): Promise<void> {
  for (let i = 0; i < itemIds.length; i += 1000) {
    const chunk = itemIds.slice(i, i + 1000);
    const taskIds = await tasks.enqueueMany(
      queueOf(kind),
      chunk.map((id) => ({
        data: { itemId: id },
        priority: priority as TaskPriority,
        entity: { type: JOB_ITEM_ENTITY, id },
      })),
    );
    await db.execute(sql`UPDATE ai_job_items a SET async_task_id = v.task_id
      FROM (SELECT unnest(${intArray(chunk)}::int[]) AS id, unnest(${intArray(taskIds)}::int[]) AS task_id) v WHERE a.id = v.id`);
  }
}

const queueOf = (kind: JobKind) => `job.${kind.kind}`;

/** The task that runs the kind's agent on one item; the last failed try leaves the item for manual action. */
export function itemTask(kind: JobKind): TaskDef {
  return defineTask<{ itemId: number }>({
    name: queueOf(kind),
    retryLimit: 2,
    retryDelay: 1,
    handler: async ({ itemId }, { db, agents }) => {
      const [item] = await db
        .select()
        .from(aiJobItems)
        .where(and(eq(aiJobItems.id, itemId), eq(aiJobItems.status, JobItemStatus.PENDING)));
      if (!item) return; // deleted, or decided by a user meanwhile
      const r = await agents.run(kind.agent, item.input, { entity: { type: JOB_ITEM_ENTITY, id: itemId }, step: kind.agent.type });
      await db
        .update(aiJobItems)
        .set({ status: JobItemStatus.NEEDS_REVIEW, aiResult: kind.aiResult(r.answer, r), errorMessage: null, updatedAt: new Date() })
        .where(and(eq(aiJobItems.id, itemId), eq(aiJobItems.status, JobItemStatus.PENDING)));
    },
    onDeadLetter: async ({ itemId }, { db, error }) => {
      await db
        .update(aiJobItems)
        .set({ status: JobItemStatus.NEEDS_REVIEW, aiResult: { decision: 'error', error }, errorMessage: error, updatedAt: new Date() })
        .where(and(eq(aiJobItems.id, itemId), eq(aiJobItems.status, JobItemStatus.PENDING)));
    },
  });
}

/**
 * Applies a user decision to one item and marks it done, in one transaction. A done item is final:
 * its decision changed the content, so another decision would leave the record and the content at
 * odds (409), even when two users decide at once.
 */
export async function decide(kind: JobKind, db: Db, user: SessionUser, row: ItemRow, name: string, text: string | undefined): Promise<void> {
  const item = asItem(row);
  const action = kind.actions[name];
  if (item.status === JobItemStatus.PENDING) throw new HttpError(409, 'The agent has not finished this item yet');
  const done = () => new HttpError(409, `This item is already done with ${item.decision ?? name}`);
  if (item.status === JobItemStatus.DONE) throw done();
  const refused = action.refuse?.(item, text);
  if (refused) throw new HttpError(400, refused, { [name]: refused });
  await db.transaction(async (tx) => {
    const changed = await action.apply(item, { db: tx, user, text });
    const itemInfo = changed?.itemInfo ? { ...item.itemInfo, ...changed.itemInfo } : undefined;
    const marked = await tx
      .update(aiJobItems)
      .set({ status: JobItemStatus.DONE, decision: name, updatedAt: new Date(), ...(itemInfo ? { itemInfo } : {}) })
      .where(and(eq(aiJobItems.id, item.id), ne(aiJobItems.status, JobItemStatus.DONE)))
      .returning({ id: aiJobItems.id });
    if (!marked.length) throw done();
  });
}
