import { eq, sql } from 'drizzle-orm';
import { GroupWriter, defineTask, rowsOf, type Db } from '../../../sdk/server';
import { agentQaItems } from './tables';
import { agentOf } from './testable-agents';
import { QA_TASK, settleSoon } from './job-queue';

interface ItemRow {
  id: number;
  job_id: number;
  item_info: { input?: unknown; agent_type?: string };
  expected_result: unknown;
}
interface ItemResult {
  id: number;
  test_result: 'pass' | 'fail';
  actual_result: unknown;
  test_metadata: unknown;
}

/**
 * The item reads and result writes of the tasks running at once share statements (group commit,
 * one pair per database): each handler still waits for its own row, so an item is done before
 * its task is.
 */
const itemWriters = new WeakMap<Db, { start: GroupWriter<number, ItemRow | undefined>; finish: GroupWriter<ItemResult, undefined> }>();
function itemWritersOf(db: Db) {
  let w = itemWriters.get(db);
  if (!w) {
    w = {
      start: new GroupWriter(async (ids) => {
        const rows = rowsOf<ItemRow>(
          await db.execute(sql`UPDATE agent_qa_items SET status = 'processing'
          WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) RETURNING id, job_id, item_info, expected_result`),
        );
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id));
      }),
      finish: new GroupWriter(async (results) => {
        await db.execute(sql`UPDATE agent_qa_items a
          SET status = 'done', test_result = v.test_result, actual_result = v.actual_result, test_metadata = v.test_metadata
          FROM jsonb_to_recordset(${JSON.stringify(results)}::jsonb) AS v(id int, test_result text, actual_result jsonb, test_metadata jsonb)
          WHERE a.id = v.id AND a.id = ANY(${`{${results.map((r) => r.id).join(',')}}`}::int[])`); // the ids again: an index scan, not a scan of every job's items
        return results.map(() => undefined);
      }),
    };
    itemWriters.set(db, w);
  }
  return w;
}

export const runItem = defineTask<{ itemId: number }>({
  name: QA_TASK,
  retryLimit: 2,
  retryDelay: 1,
  handler: async ({ itemId }, { db, agents }) => {
    const writers = itemWritersOf(db);
    const item = await writers.start.add(itemId);
    if (!item) return; // its job was deleted
    const info = item.item_info;
    const agent = agentOf(agents, info.agent_type ?? '');
    if (!agent) throw new Error(`Unknown agent type ${info.agent_type}`);
    const r = await agents.run(agent, info.input, { entity: { type: 'agent_qa_item', id: itemId }, step: agent.type });
    const pass = agent.qa!.judge(r.answer, item.expected_result);
    await writers.finish.add({
      id: itemId,
      test_result: pass ? 'pass' : 'fail',
      actual_result: r.answer,
      test_metadata: { reasoning: r.reasoning, confidence: r.confidence, model: r.model },
    });
    settleSoon(db, item.job_id);
  },
  onDeadLetter: async ({ itemId }, { db, error }) => {
    const [item] = await db
      .update(agentQaItems)
      .set({ status: 'error', testMetadata: { error } })
      .where(eq(agentQaItems.id, itemId))
      .returning({ jobId: agentQaItems.jobId });
    if (item) settleSoon(db, item.jobId);
  },
});
