import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  HttpError,
  STALE_MESSAGE,
  checkNewPassword,
  containsPattern,
  endUserSessions,
  hashPassword,
  notFound,
  route,
  users,
  type Db,
  type SessionUser,
} from '../../../sdk/server';
import type { ModuleDef } from '../../../sdk/shared';
import { USERS } from '../plugin';
import { adminApi, type userBody } from '../public';
import { readPermissions, writePermissions } from './permissions';

type UserBody = z.output<typeof userBody>;

const access = { module: USERS };

const rowColumns = { id: users.id, name: users.name, freelance: users.freelance, admin: users.admin };

export async function listUsers(db: Db, text?: string) {
  return db
    .select(rowColumns)
    .from(users)
    .where(text ? ilike(users.name, containsPattern(text)) : undefined)
    .orderBy(asc(users.name), asc(users.id));
}

async function userRow(db: Db, id: number) {
  const [u] = await db
    .select({ ...rowColumns, version: users.version })
    .from(users)
    .where(eq(users.id, id));
  return u ?? null;
}

/** The user as the editor shows it: never the hash; the password field is always empty. */
export async function getUser(db: Db, modules: ModuleDef[], id: number) {
  const u = await userRow(db, id);
  if (!u) return null;
  return { ...u, password: '', courses: await readPermissions(db, modules, u.id, u.admin) };
}

async function mustGetUser(db: Db, modules: ModuleDef[], id: number) {
  const u = await getUser(db, modules, id);
  if (!u) throw notFound('User');
  return u;
}

/** Only an administrator may change an administrator (else a Users editor could take over the admin account). */
/** One user's grid row, or null. */
async function userGridRow(db: Db, id: number) {
  const [row] = await db.select(rowColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** What a write answers: the user as GET answers it, and their grid row (one request per save). */
async function savedUser(db: Db, modules: ModuleDef[], id: number) {
  return { id, record: await mustGetUser(db, modules, id), row: await userGridRow(db, id) };
}

function mayEdit(actor: SessionUser, target: { admin: boolean }) {
  if (target.admin && !actor.admin) throw new HttpError(403, 'Only an administrator may change an administrator');
}

async function checkNameFree(db: Db, name: string, exceptId: number) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.name})`, name.toLowerCase()), ne(users.id, exceptId)));
  if (other) throw new HttpError(400, 'Invalid body: name', { name: 'Already used' });
}

/** Checks and bumps the version (409 when stale); answers the user as it was. */
async function bumpVersion(tx: Db, id: number, version: number | undefined) {
  const bumped = await tx
    .update(users)
    .set({ version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), version === undefined ? undefined : eq(users.version, version)))
    .returning({ id: users.id });
  if (bumped.length === 0) {
    if (!(await userRow(tx, id))) throw notFound('User');
    throw new HttpError(409, STALE_MESSAGE);
  }
}

/** A new password ends the user's sessions, unless they changed their own (they stay logged in). */
async function endSessionsOnNewPassword(tx: Db, actor: SessionUser, id: number, body: UserBody) {
  if (body.password && actor.id !== id) await endUserSessions(tx, id);
}

export const userRoutes = [
  route(adminApi.users, {
    access,
    handler: ({ db, query }) => listUsers(db, query.text?.trim() || undefined),
  }),
  route(adminApi.userRow, {
    access,
    handler: async ({ db, params }) => {
      const row = await userGridRow(db, params.id);
      if (!row) throw notFound('User');
      return row;
    },
  }),
  route(adminApi.blankUser, {
    access,
    handler: async ({ db, modules }) => ({
      id: -1,
      name: '',
      freelance: false,
      admin: false,
      version: 0,
      password: '',
      courses: await readPermissions(db, modules, null),
    }),
  }),
  route(adminApi.user, {
    access,
    handler: ({ db, params, modules }) => mustGetUser(db, modules, params.id),
  }),
  route(adminApi.createUser, {
    access,
    handler: async ({ db, body, modules }) => {
      if (!body.password) throw new HttpError(400, 'Invalid body: password', { password: 'Required' });
      checkNewPassword(db, body.password, body.name);
      const passwordHash = await hashPassword(body.password);
      const id = await db.transaction(async (t) => {
        const tx = t;
        await checkNameFree(tx, body.name, 0);
        const [u] = await tx.insert(users).values({ name: body.name, passwordHash, freelance: body.freelance }).returning({ id: users.id });
        return u.id;
      });
      return savedUser(db, modules, id);
    },
  }),
  route(adminApi.saveUser, {
    access,
    handler: async ({ db, params, body, user: actor, modules }) => {
      mayEdit(actor, (await userRow(db, params.id)) ?? { admin: false });
      if (body.password) checkNewPassword(db, body.password, body.name);
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      await db.transaction(async (t) => {
        const tx = t;
        await bumpVersion(tx, params.id, body.version);
        await checkNameFree(tx, body.name, params.id);
        await tx
          .update(users)
          .set({ name: body.name, freelance: body.freelance, ...(passwordHash ? { passwordHash } : {}) })
          .where(eq(users.id, params.id));
        await endSessionsOnNewPassword(tx, actor, params.id, body);
      });
      return savedUser(db, modules, params.id);
    },
  }),
  route(adminApi.permissions, {
    access,
    handler: async ({ db, params, modules }) => {
      const u = await userRow(db, params.id);
      if (!u) throw notFound('User');
      return { id: u.id, admin: u.admin, version: u.version, courses: await readPermissions(db, modules, u.id, u.admin) };
    },
  }),
  route(adminApi.setPermissions, {
    access,
    handler: async ({ db, params, body, user: actor, modules }) => {
      const u = await userRow(db, params.id);
      if (!u) throw notFound('User');
      mayEdit(actor, u);
      if (u.admin) throw new HttpError(409, 'An administrator holds every permission; there is nothing to change');
      await db.transaction(async (t) => {
        const tx = t;
        await bumpVersion(tx, params.id, body.version);
        await writePermissions(tx, modules, params.id, body.courses);
      });
      const after = (await userRow(db, params.id))!;
      return { id: after.id, admin: after.admin, version: after.version, courses: await readPermissions(db, modules, after.id, after.admin) };
    },
  }),
];
