import { and, eq, or, sql } from 'drizzle-orm';
import { HttpError, notFound, route, rowsOf, type Db, type RouteDef, type TaskPriority } from '../../../sdk/server';
import { AGENT_QA, QA_MESSAGES, agentQaApi } from '../public';
import { agentQaItems, agentQaJobs } from './tables';
import { agentLabelOf, agentOf, agentTypes } from './testable-agents';
import { itemRows, jobRow, jobRows, summaryRows } from './job-rows';
import { enqueueItems } from './job-queue';

/** A QA job tests at most this many items. */
const MAX_ITEMS = 500;

const access = { module: AGENT_QA };

async function mustJob(db: Db, id: number) {
  const [j] = await db.select().from(agentQaJobs).where(eq(agentQaJobs.id, id));
  if (!j) throw notFound('QA job');
  return j;
}

export const qaRoutes: RouteDef[] = [
  route(agentQaApi.types, {
    access,
    handler: async ({ agents }) => ({ agent_types: agentTypes(agents) }),
  }),
  route(agentQaApi.options, {
    access,
    handler: async ({ db }) => ({
      dialects: rowsOf<{ id: number; code: string; name: string }>(
        await db.execute(sql`SELECT d.id, d.code, d.name FROM dialects d
        WHERE EXISTS (SELECT 1 FROM course_dialects cd WHERE cd.dialect_id = d.id AND cd.kind = 'source') ORDER BY d.id`),
      ),
      courses: rowsOf<{ id: number; name: string; code: string; source_dialect_ids: number[] }>(
        await db.execute(sql`SELECT c.id, c.name, c.code,
        coalesce(array(SELECT cd.dialect_id FROM course_dialects cd WHERE cd.course_id = c.id AND cd.kind = 'source' ORDER BY cd.position), '{}')
          AS source_dialect_ids
        FROM courses c ORDER BY c.name`),
      ).map((c) => ({ ...c, source_dialect_ids: c.source_dialect_ids.map(Number) })),
    }),
  }),
  route(agentQaApi.summary, {
    access,
    handler: async ({ db, agents }) => summaryRows(db, agentLabelOf(agents)),
  }),
  route(agentQaApi.jobs, {
    access,
    handler: async ({ db, agents }) => jobRows(db, agentLabelOf(agents)),
  }),
  route(agentQaApi.row, {
    access,
    handler: async ({ db, params }) => {
      const [row] = await itemRows(db, eq(agentQaItems.id, params.id));
      if (!row) throw notFound('QA item');
      return row;
    },
  }),
  route(agentQaApi.job, {
    access,
    handler: async ({ db, params, agents }) => (await jobRow(db, agentLabelOf(agents), params.id)) ?? Promise.reject(notFound('QA job')),
  }),
  route(agentQaApi.items, {
    access,
    handler: async ({ db, params }) => {
      await mustJob(db, params.id);
      return itemRows(db, eq(agentQaItems.jobId, params.id));
    },
  }),
  route(agentQaApi.create, {
    access,
    handler: async ({ db, body, tasks, agents }) => {
      const name = body.name?.trim() ?? '';
      if (!name) throw new HttpError(400, QA_MESSAGES.name, { name: QA_MESSAGES.name });
      const agent = body.agent_type ? agentOf(agents, body.agent_type) : undefined;
      if (!agent) throw new HttpError(400, QA_MESSAGES.agentType, { agent_type: QA_MESSAGES.agentType });
      const dialectId = body.dialect_id ?? 0;
      const [src] =
        dialectId > 0
          ? rowsOf<{ code: string }>(
              await db.execute(sql`SELECT d.code FROM dialects d
        WHERE d.id = ${dialectId} AND EXISTS (SELECT 1 FROM course_dialects cd WHERE cd.dialect_id = d.id AND cd.kind = 'source')`),
            )
          : [];
      if (!src) throw new HttpError(400, QA_MESSAGES.dialect, { dialect_id: QA_MESSAGES.dialect });
      const courses = agent.requiresCourses ? [...new Set(body.courses ?? [])] : [];
      if (agent.requiresCourses && !courses.length) throw new HttpError(400, QA_MESSAGES.courses, { courses: QA_MESSAGES.courses });
      if (
        courses.length &&
        !rowsOf(
          await db.execute(sql`SELECT 1 FROM course_dialects WHERE dialect_id = ${dialectId} AND kind = 'source'
        AND course_id IN (${sql.join(
          courses.map((c) => sql`${c}`),
          sql`, `,
        )})`),
        ).length
      ) {
        throw new HttpError(400, QA_MESSAGES.dialect, { dialect_id: QA_MESSAGES.dialect });
      }

      const found = await agent.qa!.cases(db, { dialectId, courseIds: courses, limit: MAX_ITEMS });
      const { jobId, itemIds } = await db.transaction(async (tx) => {
        const [job] = await tx.insert(agentQaJobs).values({ name, agentType: agent.type, dialectId, courses }).returning({ id: agentQaJobs.id });
        const ids = found.length
          ? await tx
              .insert(agentQaItems)
              .values(
                found.map((c) => ({
                  jobId: job.id,
                  ref: c.ref,
                  refId: c.refId,
                  courseId: c.courseId,
                  itemInfo: { ...c.info, agent_type: agent.type, input: c.input },
                  expectedResult: c.expected,
                })),
              )
              .returning({ id: agentQaItems.id })
          : [];
        return { jobId: job.id, itemIds: ids.map((r) => r.id) };
      });
      await enqueueItems(db, tasks, jobId, itemIds, 1);
      return {
        id: jobId,
        message: `QA job created with ${itemIds.length} item${itemIds.length === 1 ? '' : 's'}`,
        job: (await jobRow(db, agentLabelOf(agents), jobId))!,
        rows: await itemRows(db, eq(agentQaItems.jobId, jobId)),
      };
    },
  }),
  route(agentQaApi.remove, {
    access,
    handler: async ({ db, params, tasks }) => {
      await mustJob(db, params.id);
      const items = await db.select({ taskId: agentQaItems.asyncTaskId }).from(agentQaItems).where(eq(agentQaItems.jobId, params.id));
      await tasks.cancel(items.map((i) => i.taskId).filter((t): t is number => t !== null));
      await db.delete(agentQaJobs).where(eq(agentQaJobs.id, params.id));
      return { id: params.id };
    },
  }),
  route(agentQaApi.changePriority, {
    access,
    handler: async ({ db, params, body, tasks, agents }) => {
      await mustJob(db, params.id);
      await db.update(agentQaJobs).set({ priority: body.priority }).where(eq(agentQaJobs.id, params.id));
      const items = await db
        .select({ taskId: agentQaItems.asyncTaskId })
        .from(agentQaItems)
        .where(and(eq(agentQaItems.jobId, params.id), eq(agentQaItems.status, 'pending')));
      const changed = await tasks.setPriority(
        items.map((i) => i.taskId).filter((t): t is number => t !== null),
        body.priority as TaskPriority,
      );
      return { id: params.id, priority: body.priority, changed, job: (await jobRow(db, agentLabelOf(agents), params.id))! };
    },
  }),
  route(agentQaApi.retryFailed, {
    access,
    handler: async ({ db, params, tasks, agents }) => {
      const job = await mustJob(db, params.id);
      if (job.status !== 'completed') throw new HttpError(409, 'The QA job is not completed yet');
      const failed = await db
        .update(agentQaItems)
        .set({ status: 'pending', testResult: null, actualResult: null, testMetadata: {} })
        .where(and(eq(agentQaItems.jobId, params.id), or(eq(agentQaItems.testResult, 'fail'), eq(agentQaItems.status, 'error'))))
        .returning({ id: agentQaItems.id });
      if (!failed.length) throw new HttpError(409, 'No item of this QA job has failed');
      await enqueueItems(
        db,
        tasks,
        params.id,
        failed.map((f) => f.id),
        job.priority,
      );
      return {
        id: params.id,
        retried: failed.length,
        job: (await jobRow(db, agentLabelOf(agents), params.id))!,
        items: await itemRows(db, eq(agentQaItems.jobId, params.id)),
      };
    },
  }),
];
