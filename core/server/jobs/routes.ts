import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../sdk/server/db';
import type { JobKind } from '../../../sdk/server/jobs';
import { HttpError, notFound, route, type RouteDef } from '../../../sdk/server/route';
import { rowsOf } from '../../../sdk/server/sql-rows';
import type { TaskPriority } from '../../../sdk/server/tasks';
import { AsyncTaskStatus } from '../../../sdk/shared/enums';
import { JobItemStatus, jobContracts } from '../../../sdk/shared/jobs';
import { aiJobItems, aiJobs } from '../db/schema';
import { decide, enqueueItems } from './items';
import { asItem, asJob, bulkApplies, itemRows, jobRow } from './rows';

/**
 * The routes of an AI job kind: list, create (the items are queued at once), get, delete (queued
 * items cancelled), change-priority, items, one item, the item actions and the bulk actions.
 */
export function jobRoutes(kind: JobKind): RouteDef[] {
  const c = jobContracts(kind.path, { scope: kind.scope, createBody: kind.createBody });
  const ofKind = eq(aiJobs.kind, kind.kind);

  const jobCourse = async (db: Db, id: number) => {
    const [j] = await db
      .select({ courseId: aiJobs.courseId })
      .from(aiJobs)
      .where(and(eq(aiJobs.id, id), ofKind));
    return j ? j.courseId : null;
  };
  const itemCourse = async (db: Db, id: number) => {
    const [j] = await db
      .select({ courseId: aiJobs.courseId })
      .from(aiJobItems)
      .innerJoin(aiJobs, eq(aiJobs.id, aiJobItems.jobId))
      .where(and(eq(aiJobItems.id, id), ofKind));
    return j ? j.courseId : null;
  };
  /** A job of the course for the authorization sweep: the first one, or an empty one made for it. */
  const sampleJob = async (db: Db, courseId: number) => {
    const [j] = await db
      .select({ id: aiJobs.id })
      .from(aiJobs)
      .where(and(ofKind, eq(aiJobs.courseId, courseId)))
      .orderBy(asc(aiJobs.id))
      .limit(1);
    if (j) return j.id;
    const [made] = await db.insert(aiJobs).values({ kind: kind.kind, name: 'Sample', courseId }).returning({ id: aiJobs.id });
    return made.id;
  };
  const byJob =
    kind.scope === 'course'
      ? {
          module: kind.module,
          courseOf: ({ params, db }: { params: { id: string }; db: Db }) => jobCourse(db, Number(params.id)),
          sample: async (db: Db, c: number) => ({ id: await sampleJob(db, c) }),
        }
      : { module: kind.module };
  const byItem =
    kind.scope === 'course'
      ? {
          module: kind.module,
          courseOf: ({ params, db }: { params: { id: string }; db: Db }) => itemCourse(db, Number(params.id)),
          sample: async (db: Db, c: number) => {
            const jobId = await sampleJob(db, c);
            const [i] = await db.select({ id: aiJobItems.id }).from(aiJobItems).where(eq(aiJobItems.jobId, jobId)).limit(1);
            if (i) return { id: i.id };
            const [made] = await db.insert(aiJobItems).values({ jobId, ref: kind.module, refId: 0, courseId: c }).returning({ id: aiJobItems.id });
            return { id: made.id };
          },
        }
      : { module: kind.module };

  const mustJob = async (db: Db, id: number) => {
    const [j] = await db
      .select()
      .from(aiJobs)
      .where(and(eq(aiJobs.id, id), ofKind));
    if (!j) throw notFound('Job');
    return j;
  };
  const mustItem = async (db: Db, id: number) => {
    const [r] = await db
      .select({ i: aiJobItems })
      .from(aiJobItems)
      .innerJoin(aiJobs, eq(aiJobs.id, aiJobItems.jobId))
      .where(and(eq(aiJobItems.id, id), ofKind));
    if (!r) throw notFound('Job item');
    return r.i;
  };
  const oneItem = async (db: Db, id: number) => (await itemRows(kind, db, eq(aiJobItems.id, id)))[0];
  /** What a write on a job answers for its screen: the job with its counts, and its items. */
  const jobNow = async (db: Db, id: number) => jobRow(kind, db, await mustJob(db, id));
  const itemsOf = (db: Db, id: number) => itemRows(kind, db, eq(aiJobItems.jobId, id));

  const routes: RouteDef[] = [
    route(c.list, {
      access: { module: kind.module },
      handler: async ({ db, courseId }) => {
        const jobs = await db
          .select()
          .from(aiJobs)
          .where(and(ofKind, kind.scope === 'course' ? eq(aiJobs.courseId, courseId) : undefined))
          .orderBy(desc(aiJobs.id));
        return Promise.all(jobs.map((j) => jobRow(kind, db, j)));
      },
    }),
    route(c.create, {
      access: { module: kind.module },
      handler: async ({ db, body, tasks, user, courseId }) => {
        const fields = await kind.prepare(body, { db, courseId });
        const { id, itemIds } = await db.transaction(async (tx) => {
          const [job] = await tx
            .insert(aiJobs)
            .values({
              kind: kind.kind,
              name: fields.name,
              courseId: fields.courseId,
              dialectId: fields.dialectId ?? null,
              params: fields.params,
              createdBy: user.id,
            })
            .returning();
          const seeds = await kind.items(tx, asJob(job));
          const ids: number[] = [];
          for (let i = 0; i < seeds.length; i += 1000) {
            const made = await tx
              .insert(aiJobItems)
              .values(
                seeds.slice(i, i + 1000).map((s) => ({
                  jobId: job.id,
                  ref: s.ref,
                  refId: s.refId,
                  courseId: s.courseId,
                  itemInfo: s.itemInfo,
                  input: s.input as object,
                })),
              )
              .returning({ id: aiJobItems.id });
            ids.push(...made.map((m) => m.id));
          }
          return { id: job.id, itemIds: ids };
        });
        await enqueueItems(kind, db, tasks, itemIds, 1);
        return {
          id,
          items: itemIds.length,
          message: `Job created with ${itemIds.length} item${itemIds.length === 1 ? '' : 's'}`,
          job: await jobNow(db, id),
          rows: await itemsOf(db, id),
        };
      },
    }),
    ...(kind.scope === 'course'
      ? [
          route(c.courseJob, {
            access: { module: kind.module, sample: byJob.sample },
            handler: async ({ db, params }) => {
              const j = await mustJob(db, params.id);
              if (j.courseId !== params.courseId) throw notFound('Job');
              return jobRow(kind, db, j);
            },
          }),
        ]
      : []),
    route(c.job, {
      access: byJob,
      handler: async ({ db, params }) => jobRow(kind, db, await mustJob(db, params.id)),
    }),
    route(c.row, {
      access: byJob,
      handler: async ({ db, params }) => jobRow(kind, db, await mustJob(db, params.id)),
    }),
    route(c.remove, {
      access: byJob,
      handler: async ({ db, params, tasks }) => {
        await mustJob(db, params.id);
        const items = await db.select({ taskId: aiJobItems.asyncTaskId }).from(aiJobItems).where(eq(aiJobItems.jobId, params.id));
        await tasks.cancel(items.map((i) => i.taskId).filter((t): t is number => t !== null));
        await db.delete(aiJobs).where(eq(aiJobs.id, params.id));
        return { id: params.id };
      },
    }),
    route(c.items, {
      access: byJob,
      handler: async ({ db, params }) => {
        await mustJob(db, params.id);
        return itemsOf(db, params.id);
      },
    }),
    route(c.item, {
      access: byItem,
      handler: async ({ db, params }) => {
        await mustItem(db, params.id);
        return oneItem(db, params.id);
      },
    }),
    ...Object.keys(kind.actions).map((name) =>
      route(c.action(name), {
        access: byItem,
        handler: async ({ db, params, body, user }) => {
          const item = await mustItem(db, params.id);
          await decide(kind, db, user, item, name, body?.modified_translation);
          return { ...(await oneItem(db, params.id)), job: await jobNow(db, item.jobId) };
        },
      }),
    ),
    ...Object.entries(kind.bulk).map(([name, b]) =>
      route(
        { ...c.bulk(name), summary: `${b.action} on every item in review it applies to` },
        {
          access: byJob,
          handler: async ({ db, params, user }) => {
            await mustJob(db, params.id);
            const rows = await db
              .select()
              .from(aiJobItems)
              .where(and(eq(aiJobItems.jobId, params.id), eq(aiJobItems.status, JobItemStatus.NEEDS_REVIEW)))
              .orderBy(asc(aiJobItems.id));
            const chosen = rows.filter((r) => bulkApplies(kind, b, asItem(r)));
            // One item that cannot be decided (its record deleted meanwhile…) does not stop the others.
            const failed: { id: number; error: string }[] = [];
            for (const r of chosen) {
              await decide(kind, db, user, r, b.action, undefined).catch((e: Error) => failed.push({ id: r.id, error: e.message }));
            }
            return { id: params.id, applied: chosen.length - failed.length, failed, job: await jobNow(db, params.id), items: await itemsOf(db, params.id) };
          },
        },
      ),
    ),
  ];

  if (kind.priority !== false) {
    routes.push(
      route(c.changePriority, {
        access: byJob,
        handler: async ({ db, params, body, tasks }) => {
          await mustJob(db, params.id);
          const pending = await db
            .select({ taskId: aiJobItems.asyncTaskId })
            .from(aiJobItems)
            .where(and(eq(aiJobItems.jobId, params.id), eq(aiJobItems.status, JobItemStatus.PENDING)));
          if (!pending.length) throw new HttpError(409, 'No item of this job is pending');
          await db.update(aiJobs).set({ priority: body.priority }).where(eq(aiJobs.id, params.id));
          const changed = await tasks.setPriority(
            pending.map((p) => p.taskId).filter((t): t is number => t !== null),
            body.priority as TaskPriority,
          );
          return { id: params.id, priority: body.priority, changed, job: await jobNow(db, params.id) };
        },
      }),
    );
  }

  if (kind.process) {
    routes.push(
      route(c.process(kind.process), {
        access: byJob,
        handler: async ({ db, params, tasks }) => {
          const job = await mustJob(db, params.id);
          const failed = rowsOf<{ id: number }>(
            await db.execute(sql`
          SELECT i.id FROM ai_job_items i LEFT JOIN async_tasks t ON t.id = i.async_task_id
           WHERE i.job_id = ${params.id} AND i.status <> ${JobItemStatus.DONE}
             AND (t.id IS NULL OR t.status IN (${AsyncTaskStatus.DEAD_LETTER}, ${AsyncTaskStatus.CANCELLED})
                  OR i.ai_result->>'decision' = 'error')
           ORDER BY i.id`),
          ).map((r) => Number(r.id));
          if (failed.length) {
            await db
              .update(aiJobItems)
              .set({ status: JobItemStatus.PENDING, aiResult: null, errorMessage: null, updatedAt: new Date() })
              .where(inArray(aiJobItems.id, failed));
            await enqueueItems(kind, db, tasks, failed, job.priority);
          }
          return { id: params.id, queued: failed.length, job: await jobNow(db, params.id), items: await itemsOf(db, params.id) };
        },
      }),
    );
  }

  return routes;
}
