import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, STALE_MESSAGE, containsPattern, endUserSessions, hashPassword, notFound, route, users, type Db, type SessionUser } from '../../../sdk/server';
import type { ModuleDef } from '../../../sdk/shared';
import { USERS } from '../plugin';
import { permissionCoursesBody, readPermissions, writePermissions } from './permissions';

export const PASSWORD_MIN = 8;

const userBody = z.object({
  /** The login: an e-mail address, kept in lower case. */
  name: z.string().trim().toLowerCase().min(1, 'Required').max(254).pipe(z.email('Not a valid e-mail address')),
  /** Required on create; on update an empty password keeps the old one. */
  password: z.string().max(200).default('')
    .refine((p) => p === '' || p.length >= PASSWORD_MIN, `At least ${PASSWORD_MIN} characters`),
  freelance: z.boolean().default(false),
});
type UserBody = z.output<typeof userBody>;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const access = { module: USERS };

const rowColumns = { id: users.id, name: users.name, freelance: users.freelance, admin: users.admin };

export async function listUsers(db: Db, text?: string) {
  return db.select(rowColumns).from(users)
    .where(text ? ilike(users.name, containsPattern(text)) : undefined)
    .orderBy(asc(users.name), asc(users.id));
}

async function userRow(db: Db, id: number) {
  const [u] = await db.select({ ...rowColumns, version: users.version }).from(users).where(eq(users.id, id));
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
  const [other] = await db.select({ id: users.id }).from(users)
    .where(and(eq(sql`lower(${users.name})`, name.toLowerCase()), ne(users.id, exceptId)));
  if (other) throw new HttpError(400, 'Invalid body: name', { name: 'Already used' });
}

/** Checks and bumps the version (409 when stale); answers the user as it was. */
async function bumpVersion(tx: Db, id: number, version: number | undefined) {
  const bumped = await tx.update(users).set({ version: sql`${users.version} + 1` })
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
  route({
    method: 'GET', url: 'users', access, summary: 'User grid rows; ?text= searches the name',
    query: z.object({ text: z.string().optional() }),
    handler: ({ db, query }) => listUsers(db, query.text?.trim() || undefined),
  }),
  route({
    method: 'GET', url: 'users/grid/:id', access, summary: 'One user grid row', params: idParams,
    handler: async ({ db, params }) => {
      const row = await userGridRow(db, params.id);
      if (!row) throw notFound('User');
      return row;
    },
  }),
  route({
    method: 'GET', url: 'users/new', access, summary: 'A blank user (id -1) with the permission catalogue',
    handler: async ({ db, modules }) => ({ id: -1, name: '', freelance: false, admin: false, version: 0, password: '', courses: await readPermissions(db, modules, null) }),
  }),
  route({
    method: 'GET', url: 'users/:id', access, summary: 'A user with their permissions; never the password hash', params: idParams,
    handler: ({ db, params, modules }) => mustGetUser(db, modules, params.id),
  }),
  route({
    method: 'POST', url: 'users', access, summary: 'Creates a user without courses (password required; permissions go through users/:id/permissions); answers data.id, data.record and data.row', body: userBody,
    handler: async ({ db, body, modules }) => {
      if (!body.password) throw new HttpError(400, 'Invalid body: password', { password: 'Required' });
      const passwordHash = await hashPassword(body.password);
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await checkNameFree(tx, body.name, 0);
        const [u] = await tx.insert(users).values({ name: body.name, passwordHash, freelance: body.freelance }).returning({ id: users.id });
        return u.id;
      });
      return savedUser(db, modules, id);
    },
  }),
  route({
    method: 'PUT', url: 'users/:id', access, summary: 'Updates a user without courses (an empty password keeps the old one); 409 when the version is stale; answers data.record and data.row',
    params: idParams, body: userBody.extend({ version: z.number().int() }),
    handler: async ({ db, params, body, user: actor, modules }) => {
      mayEdit(actor, (await userRow(db, params.id)) ?? { admin: false });
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await bumpVersion(tx, params.id, body.version);
        await checkNameFree(tx, body.name, params.id);
        await tx.update(users).set({ name: body.name, freelance: body.freelance, ...(passwordHash ? { passwordHash } : {}) })
          .where(eq(users.id, params.id));
        await endSessionsOnNewPassword(tx, actor, params.id, body);
      });
      return savedUser(db, modules, params.id);
    },
  }),
  route({
    method: 'GET', url: 'users/:id/permissions', access, summary: "The user's permissions per course (course 0: global modules)",
    params: idParams,
    handler: async ({ db, params, modules }) => {
      const u = await userRow(db, params.id);
      if (!u) throw notFound('User');
      return { id: u.id, admin: u.admin, version: u.version, courses: await readPermissions(db, modules, u.id, u.admin) };
    },
  }),
  route({
    method: 'PUT', url: 'users/:id/permissions', access,
    summary: "Replaces the user's grants with the granted permissions of the body; with version, 409 when stale",
    params: idParams, body: z.object({ courses: permissionCoursesBody, version: z.number().int().optional() }),
    handler: async ({ db, params, body, user: actor, modules }) => {
      const u = await userRow(db, params.id);
      if (!u) throw notFound('User');
      mayEdit(actor, u);
      if (u.admin) throw new HttpError(409, 'An administrator holds every permission; there is nothing to change');
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await bumpVersion(tx, params.id, body.version);
        await writePermissions(tx, modules, params.id, body.courses);
      });
      const after = (await userRow(db, params.id))!;
      return { id: after.id, admin: after.admin, version: after.version, courses: await readPermissions(db, modules, after.id, after.admin) };
    },
  }),
];
