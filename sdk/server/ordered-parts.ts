import { eq, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnswerOf, BodyOf, PartFamily } from '../shared';
import type { Db } from './db';
import { HttpError, notFound, route, type OnWire, type RouteAccess, type RouteDef } from './route';

/** A table of ordered parts: an id, and a position (1…n among the parts of one record). */
export type PartTable = PgTable & { id: AnyPgColumn; position: AnyPgColumn };

type RowOf<C extends PartFamily> = AnswerOf<C['list']> extends (infer R)[] ? R : never;
/** What a family's add answers beside its id and the list. */
type AddedOf<C extends PartFamily> = Omit<AnswerOf<C['add']>, 'id' | C['key']>;

export interface OrderedPartsConfig<C extends PartFamily> {
  table: PartTable;
  /** The column naming the record a part belongs to: bookChapters.bookId. */
  owner: AnyPgColumn;
  /** Who may list and add (the grant on the record, the path's :id), and who may move and delete (on the part, its :id). */
  access: { owner: RouteAccess; part: RouteAccess };
  /** The record's parts as the screen lists them, by position; courseId: the course the access check resolved. */
  list(db: Db, ownerId: number, courseId: number): Promise<OnWire<RowOf<C>>[]>;
  /** Inserts the new part at the position given (the helper numbers the others around it) and answers its id. */
  insert(tx: Db, part: { ownerId: number; courseId: number; position: number; body: BodyOf<C['add']> }): Promise<number>;
  /** Deletes what the part's row does not take with it (its texts, its audio), in the delete's transaction. */
  beforeRemove?(tx: Db, id: number): Promise<void>;
  /** What the add answers beside its id and the list (the new part as its editor shows it), read after the add. */
  added?(db: Db, id: number): Promise<OnWire<AddedOf<C>>>;
}

export interface OrderedParts {
  /** The family's four routes: list, add, move, delete. */
  routes: RouteDef[];
  /** Adds a part at the end of the record's, as the add route does, within the caller's transaction (a script's lines, a copy): answers its id. */
  append(tx: Db, ownerId: number, insert: (position: number) => Promise<number>): Promise<number>;
}

const columnName = (c: AnyPgColumn) => sql.identifier(c.keyAsName ? toSnakeCase(c.name) : c.name);

/**
 * Serves a record's ordered parts (partContracts in sdk/shared) on the plugin's table. Every write
 * runs in a transaction that holds a lock on the record's parts and leaves their positions 1…n,
 * in one statement (a move is that statement alone); a list with gaps or ties left by older data
 * is numbered again by the next write. Each write answers the parts in their new order.
 */
export function orderedParts<C extends PartFamily>(parts: C, cfg: OrderedPartsConfig<C>): OrderedParts {
  const family: PartFamily = parts;
  const { table, owner } = cfg;
  const name = getTableName(table);
  const [t, id, position, ownerColumn] = [sql.identifier(name), columnName(table.id), columnName(table.position), columnName(owner)];

  /** Writers of one record's parts wait for each other (several server processes on one PostgreSQL). */
  const lock = (tx: Db, ownerId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}), ${ownerId})`);
  const countOf = async (tx: Db, ownerId: number) => Number((await tx.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(owner, ownerId)))[0].n);
  const ownerOf = async (tx: Db, partId: number) => {
    const [row] = await tx.select({ ownerId: owner }).from(table).where(eq(table.id, partId));
    if (!row) throw notFound(`Part of ${name}`);
    return Number(row.ownerId);
  };
  /**
   * Numbers the record's parts 1…n in their order (position, then id), with `placed` at its
   * position and the others around it: one statement, writing only the rows whose position changes.
   */
  const settle = (tx: Db, ownerId: number, placed?: { id: number; at: number }) => {
    const others = sql`select ${id} as id, row_number() over (order by ${position}, ${id})::int as n from ${t}
      where ${ownerColumn} = ${ownerId}${placed ? sql` and ${id} <> ${placed.id}` : sql``}`;
    const wanted = placed
      ? sql`select id, case when n < ${placed.at} then n else n + 1 end as position from others union all select ${placed.id}::int, ${placed.at}::int`
      : sql`select id, n as position from others`;
    return tx.execute(sql`with others as (${others}), wanted as (${wanted})
      update ${t} set ${position} = wanted.position from wanted where ${t}.${id} = wanted.id and ${t}.${position} <> wanted.position`);
  };
  const beyond = (where: 'query' | 'body', n: number) =>
    new HttpError(400, `Invalid ${where}: destinationPos`, { destinationPos: `At most ${n}, the number of ${parts.key}` });
  const answer = async (db: Db, partId: number, ownerId: number, courseId: number) => ({ id: partId, [parts.key]: await cfg.list(db, ownerId, courseId) });

  const append: OrderedParts['append'] = async (tx, ownerId, insert) => {
    await lock(tx, ownerId);
    const at = (await countOf(tx, ownerId)) + 1;
    const partId = await insert(at);
    await settle(tx, ownerId, { id: partId, at });
    return partId;
  };

  const routes = [
    route(family.list, {
      access: cfg.access.owner,
      handler: ({ db, params, courseId }) => cfg.list(db, params.id, courseId),
    }),
    route(family.add, {
      access: cfg.access.owner,
      handler: async ({ db, params, query, body, courseId }) => {
        const ownerId = params.id;
        const partId = await db.transaction(async (tx) => {
          await lock(tx, ownerId);
          const n = await countOf(tx, ownerId);
          const at = query.destinationPos ?? n + 1;
          if (at > n + 1) throw beyond('query', n + 1);
          // The route validated the body with the family's own add contract.
          const newId = await cfg.insert(tx, { ownerId, courseId, position: at, body: body as BodyOf<C['add']> });
          await settle(tx, ownerId, { id: newId, at });
          return newId;
        });
        return Object.assign({}, cfg.added ? await cfg.added(db, partId) : {}, await answer(db, partId, ownerId, courseId));
      },
    }),
    route(family.move, {
      access: cfg.access.part,
      handler: async ({ db, params, body, courseId }) => {
        const ownerId = await db.transaction(async (tx) => {
          const of = await ownerOf(tx, params.id);
          await lock(tx, of);
          const n = await countOf(tx, of);
          if (body.destinationPos > n) throw beyond('body', n);
          await settle(tx, of, { id: params.id, at: body.destinationPos });
          return of;
        });
        return answer(db, params.id, ownerId, courseId);
      },
    }),
    route(family.remove, {
      access: cfg.access.part,
      handler: async ({ db, params, courseId }) => {
        const ownerId = await db.transaction(async (tx) => {
          const of = await ownerOf(tx, params.id);
          await lock(tx, of);
          await cfg.beforeRemove?.(tx, params.id);
          await tx.delete(table).where(eq(table.id, params.id));
          await settle(tx, of);
          return of;
        });
        return answer(db, params.id, ownerId, courseId);
      },
    }),
  ];
  return { routes, append };
}
