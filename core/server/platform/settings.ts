import { and, desc, eq, inArray } from 'drizzle-orm';
import { route, streamUserEvents } from '../../../sdk/server';
import { AsyncTaskStatus, DEFAULT_USER_SETTINGS, platformApi, userSettings as settingsSchema, type UserSettings } from '../../../sdk/shared';
import type { Db } from '../db/open';
import { asyncTasks, userSettings } from '../db/schema';
import type { ModuleRegistry } from '../plugins/load';

const ENDED = [AsyncTaskStatus.DONE, AsyncTaskStatus.DEAD_LETTER, AsyncTaskStatus.CANCELLED];
const TASKS_LISTED = 50;

/** The stored document over the defaults: a field added to the settings later reads as its default. */
async function settingsOf(db: Db, userId: number): Promise<UserSettings> {
  const [row] = await db.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId));
  const parsed = settingsSchema.partial().safeParse(row?.settings ?? {});
  return { ...DEFAULT_USER_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

/** The signed-in user's own settings and ended tasks: no route names a user, so no other user's is reachable. */
export function settingsRoutes(registry: ModuleRegistry) {
  return [
    route(platformApi.settings, { access: 'user', handler: ({ db, user }) => settingsOf(db, user.id) }),
    route(platformApi.saveSettings, {
      access: 'user',
      handler: async ({ db, user, body }) => {
        const next = { ...(await settingsOf(db, user.id)), ...body };
        await db
          .insert(userSettings)
          .values({ userId: user.id, settings: next })
          .onConflictDoUpdate({ target: userSettings.userId, set: { settings: next, updatedAt: new Date() } });
        return next;
      },
    }),
    route(platformApi.myEvents, {
      access: 'user',
      handler: async ({ db, user, req, reply }) => {
        streamUserEvents(db, req, reply, user.id);
        return undefined;
      },
    }),
    route(platformApi.myTasks, {
      access: 'user',
      handler: async ({ db, user }) => {
        const rows = await db
          .select()
          .from(asyncTasks)
          .where(and(eq(asyncTasks.userId, user.id), inArray(asyncTasks.status, ENDED)))
          .orderBy(desc(asyncTasks.updatedAt), desc(asyncTasks.id))
          .limit(TASKS_LISTED);
        return Promise.all(
          rows.map(async (t) => {
            const owner = t.entityType && t.entityId !== null ? await registry.entityOwner.get(t.entityType)?.(db, t.entityId) : null;
            return {
              id: t.id,
              queue: t.queue,
              status: t.status,
              lastError: t.lastError,
              finishedAt: t.updatedAt.toISOString(),
              ref: owner?.module ?? null,
              courseId: owner?.courseId ?? null,
              entityId: t.entityId,
            };
          }),
        );
      },
    }),
  ];
}
