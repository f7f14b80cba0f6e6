import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../core/server/db/open';
import { HttpError, notFound, route, type RouteDef } from './route';

/** A course-scoped table the resource helper can manage: an id, the course and a version for optimistic concurrency. */
export type ResourceTable = PgTable & { id: AnyPgColumn; courseId: AnyPgColumn; version: AnyPgColumn };

export interface ResourcePaths {
  /** GET, with ?text= search: 'courses/:courseId/glossaries'. */
  list: string;
  /** POST: 'courses/:courseId/glossaries'. */
  create: string;
  /** The record by id, for GET, PUT and DELETE: 'glossaries'. */
  item: string;
}

export interface ResourceConfig<B extends z.ZodObject> {
  module: number;
  /** What the records are called in messages: 'Glossary'. */
  label: string;
  table: ResourceTable;
  paths: ResourcePaths;
  /** The editable fields, validated on create and update. */
  body: B;
  /** Grid rows of a course, optionally filtered by the search text. */
  list(db: Db, courseId: number, text: string | undefined): Promise<unknown[]>;
  /** The whole record as the editor shows it, or null; must include id and version. */
  get(db: Db, id: number): Promise<({ id: number; version: number } & Record<string, unknown>) | null>;
  /** A blank record for the editor, with the placeholder id -1. */
  blank(db: Db, courseId: number): Promise<Record<string, unknown>>;
  /** Inserts within the transaction and answers the new id. */
  insert(tx: Db, courseId: number, body: z.output<B>): Promise<number>;
  /** Writes the fields (the helper has already checked and bumped the version). */
  write(tx: Db, id: number, body: z.output<B>): Promise<void>;
  /** Deletes dependent rows, if the schema does not cascade. */
  beforeDelete?(tx: Db, id: number): Promise<void>;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
const courseParams = z.object({ courseId: z.coerce.number().int().positive() });

export const STALE_MESSAGE = 'This record was changed by someone else since you opened it. Reload it to see their changes.';

/**
 * The grid-and-editor routes of a course-scoped record (spec 2 §1): list with search, grid row,
 * blank record, get, create, update with a version check (409 when stale), delete, flag.
 */
export function resourceRoutes<B extends z.ZodObject>(cfg: ResourceConfig<B>): RouteDef[] {
  const { table } = cfg;
  const byId = byIdAccess(cfg.module, table);
  const mustGet = async (db: Db, id: number) => {
    const rec = await cfg.get(db, id);
    if (!rec) throw notFound(cfg.label);
    return rec;
  };
  const gridRow = async (db: Db, courseId: number, id: number) => {
    const rows = (await cfg.list(db, courseId, undefined)) as { id: number }[];
    return rows.find((r) => r.id === id) ?? null;
  };

  return [
    route({
      method: 'GET', url: cfg.paths.list, access: { module: cfg.module }, summary: `${cfg.label} grid rows of a course`,
      params: courseParams, query: z.object({ text: z.string().optional() }),
      handler: ({ db, params, query }) => cfg.list(db, params.courseId, query.text?.trim() || undefined),
    }),
    route({
      method: 'GET', url: `${cfg.paths.list}/:id`, access: { module: cfg.module }, summary: `One ${cfg.label} grid row`,
      params: courseParams.extend(idParams.shape),
      handler: async ({ db, params }) => (await gridRow(db, params.courseId, params.id)) ?? Promise.reject(notFound(cfg.label)),
    }),
    route({
      method: 'GET', url: `${cfg.paths.item}/new`, access: { module: cfg.module }, summary: `A blank ${cfg.label} (id -1)`,
      query: z.object({ course: z.coerce.number().int().positive() }),
      handler: ({ db, query }) => cfg.blank(db, query.course),
    }),
    route({
      method: 'GET', url: `${cfg.paths.item}/:id`, access: byId, summary: `A ${cfg.label}`,
      params: idParams,
      handler: ({ db, params }) => mustGet(db, params.id),
    }),
    route({
      method: 'POST', url: cfg.paths.create, access: { module: cfg.module }, summary: `Creates a ${cfg.label}; answers data.id`,
      params: courseParams, body: cfg.body,
      handler: async ({ db, params, body }) => ({ id: await db.transaction((tx) => cfg.insert(tx as unknown as Db, params.courseId, body as z.output<B>)) }),
    }),
    route({
      method: 'PUT', url: `${cfg.paths.item}/:id`, access: byId, summary: `Updates a ${cfg.label}; 409 when the version is stale`,
      params: idParams, body: cfg.body.extend({ version: z.number().int() }),
      handler: async ({ db, params, body }) => {
        await db.transaction(async (tx) => {
          const bumped = await tx.update(table as PgTable)
            .set({ version: sql`${table.version} + 1` } as never)
            .where(and(eq(table.id, params.id), eq(table.version, body.version)))
            .returning({ id: table.id });
          if (bumped.length === 0) {
            await mustGet(tx as unknown as Db, params.id);
            throw new HttpError(409, STALE_MESSAGE);
          }
          await cfg.write(tx as unknown as Db, params.id, body as z.output<B>);
        });
        return mustGet(db, params.id);
      },
    }),
    route({
      method: 'DELETE', url: `${cfg.paths.item}/:id`, access: byId, summary: `Deletes a ${cfg.label}`,
      params: idParams,
      handler: async ({ db, params }) => {
        await db.transaction(async (tx) => {
          await cfg.beforeDelete?.(tx as unknown as Db, params.id);
          await tx.delete(table as PgTable).where(eq(table.id, params.id));
        });
        return { id: params.id };
      },
    }),
  ];
}

/** Access to a record reached by id: the module's grant on the record's course (404 for no such record). */
export function byIdAccess(module: number, table: ResourceTable) {
  return {
    module,
    courseOf: async ({ params, db }: { params: { id?: string }; db: Db }) => {
      const id = Number(params.id);
      if (!Number.isInteger(id) || id <= 0) return null;
      const [row] = await db.select({ courseId: table.courseId }).from(table as PgTable).where(eq(table.id, id));
      return row ? (row.courseId as number) : null;
    },
    sample: async (db: Db, courseId: number) => {
      const [row] = await db.select({ id: table.id }).from(table as PgTable).where(eq(table.courseId, courseId)).orderBy(asc(table.id)).limit(1);
      return row ? { id: row.id as number } : null;
    },
  };
}

/** PUT {path}/{id}/flag (body flag 1 to 5), for tables with a flag column. */
export function flagRoute(cfg: { module: number; path: string; table: ResourceTable & { flag: AnyPgColumn } }): RouteDef {
  return route({
    method: 'PUT', url: `${cfg.path}/:id/flag`, access: byIdAccess(cfg.module, cfg.table),
    summary: 'Sets the comment flag (1 to 5)',
    params: idParams, body: z.object({ flag: z.number().int().min(1).max(5) }),
    handler: async ({ db, params, body }) => {
      await db.update(cfg.table as PgTable).set({ flag: body.flag } as never).where(eq(cfg.table.id, params.id));
      return { id: params.id, flag: body.flag };
    },
  });
}
