import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from './db';
import { Registry } from '../shared/registry';
import { notes } from './tables';
import { PAGE_LIMIT_MAX, resourceContract, type ListPage, type ResourcePaths, type ServedResource, type TextKind } from '../shared';
import { blankTexts, courseTextDialects, readTexts, writeTexts } from './record-texts';
import { HttpError, notFound, route, type EntityOwner, type RouteAccess, type RouteDef } from './route';
import type { TranslationKey } from './translations';
import { isDbId } from '../shared/schemas';
import { sanitizeHtml } from './sanitize';
import { gridRowFields } from './contribution-points';
import { listCacheOf } from './list-cache';
import { contributionsTo } from '../shared/contributions';
import { recordRefCourse } from './record-refs';

/**
 * A table the resource helper can manage: an id and a version (optimistic concurrency), and for a
 * course module the course column.
 */
export type ResourceTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn; courseId?: AnyPgColumn; flag?: AnyPgColumn };

export type { ResourcePaths, ListPage };
export { PAGE_LIMIT_MAX };

export type ResourceRecord = { id: number; version: number } & Record<string, unknown>;

/** What the grid asks for: rows matching the search text, or the one row of a record. */
export interface ListFilter {
  text?: string;
  /** One record's row: the list answers it alone (or nothing), in one query. */
  id?: number;
}

/** A write's answer (data): the record as GET answers it, with its new version, and its grid row. */
export interface SavedRecord {
  id: number;
  record: ResourceRecord;
  row: { id: number } | null;
}

export interface ResourceConfig<B extends z.ZodObject = z.ZodObject, P = unknown> {
  module: number;
  /** What a record is called in messages: 'Glossary'. */
  label: string;
  table: ResourceTable;
  /**
   * The plugin's resource contract (resourceContract in its public.ts): the routes are served at its
   * paths, answer its record and row schemas and take its list parameters, scope, paging and texts,
   * so what the server serves and what callers call are one declaration.
   */
  contract: ServedResource;
  /** The editable fields, validated on create and update (where the contract declares a body, that one). */
  body: B;
  /** Adds PUT {item}/:id/flag (body flag 1 to 5); the table needs a flag column. */
  flag?: boolean;
  /**
   * The record's texts per dialect (one translation, see record-texts.ts): the host adds
   * GET courses/:courseId/{name}-{kind}/new, GET {item}/:id/{kind}s and
   * PUT {item}/:id/{kind}-dialect/:dialectId ({ text, status?, version? }: 409 when the version
   * is stale; answers the record) for each kind. Course modules only.
   */
  texts?: {
    key(id: number): TranslationKey;
    kinds: ('target' | 'source')[];
    /** The texts are rich HTML: the per-dialect PUT stores them through sanitizeHtml. */
    html?: boolean;
  };
  /** false: no DELETE route (records that everything else hangs from, like courses). */
  deletable?: false;
  /**
   * The course of one of this resource's records (0 for a global module's), or null when there is
   * no such record here (404). Default: the table's course column.
   */
  courseOf?(db: Db, id: number): Promise<number | null>;
  /** Grid rows of a course (0 for a global module), filtered by the search text or by one id (and the listQuery parameters). */
  list(db: Db, courseId: number, filter: ListFilter & Record<string, unknown>): Promise<{ id: number }[]>;
  /**
   * One page of the rows list answers (same search and query parameters, same order), in one query:
   * GET {list}?offset=&limit= (limit 1 to PAGE_LIMIT_MAX) answers { rows, total }; without limit the
   * list answers all rows. Given exactly when the contract is paged.
   */
  page?(db: Db, courseId: number, filter: ListFilter & Record<string, unknown> & { offset: number; limit: number }): Promise<ListPage>;
  /**
   * The list (and its pages) answers from the database alone (no clock, no files, not the user):
   * its answers are kept in memory on embedded PGlite until any table changes (see list-cache.ts).
   */
  cacheList?: true;
  /** The whole record as the editor shows it, or null; includes id and version. */
  get(db: Db, id: number): Promise<ResourceRecord | null>;
  /** A blank record for the editor, with the placeholder id -1 and version 0. */
  blank(db: Db, courseId: number): Promise<Record<string, unknown>>;
  /**
   * What a create or update reads before its transaction, handed to insert and write: values kept
   * in memory (TableCache: a course's dialects, options…) are only served outside a transaction.
   */
  prepare?(db: Db, courseId: number): Promise<P>;
  /** Inserts within the transaction and answers the new id. */
  insert(tx: Db, courseId: number, body: z.output<B>, prepared: P): Promise<number>;
  /**
   * Writes the fields; the helper has already checked and bumped the version. row: the record's
   * table row as it was (its new version included), read by the bump itself.
   */
  write(tx: Db, id: number, body: z.output<B>, prepared: P, row: Record<string, unknown>): Promise<void>;
  /** Deletes what the schema does not cascade; throw HttpError(409, …) to refuse. */
  beforeDelete?(tx: Db, id: number): Promise<void>;
}

/**
 * Declares a resource served from its contract; the host serves its routes (see resourceRoutes).
 * Throws where the config and the contract disagree (paging, texts, body), at the plugin's load.
 */
export function defineResource<B extends z.ZodObject, P = unknown>(cfg: ResourceConfig<B, P>): ResourceConfig {
  const { options, paths } = cfg.contract;
  const disagree = (what: string) => new Error(`${cfg.label} (${paths.list}): the config and the resource contract disagree on ${what}`);
  if (!!cfg.page !== options.paged) throw disagree('paging (a page function exactly when the contract is paged)');
  if (!!cfg.texts !== !!options.texts) throw disagree('texts');
  if (options.body && options.body !== cfg.body) throw disagree('the body');
  return cfg as unknown as ResourceConfig;
}

const registeredResources = new Registry((r: ResourceConfig) => r.module);

/** Called by the host for every plugin it loads (and by tests); answers a function that removes them. */
export const registerResources = (list: ResourceConfig[] = []): (() => void) => registeredResources.register(list);

/**
 * The grid rows of a module's records in a course, as its resource lists them (the owner's list,
 * filtered by text or id): for a plugin that points at records of others by (ref, refId) without
 * reading their tables (the lesson outline's activities). Empty when no plugin declares the module.
 */
export async function resourceRows(
  db: Db,
  module: number,
  courseId: number,
  filter: ListFilter & Record<string, unknown> = {},
): Promise<({ id: number } & Record<string, unknown>)[]> {
  const cfg = registeredResources.get(module);
  return cfg ? ((await cfg.list(db, courseId, filter)) as ({ id: number } & Record<string, unknown>)[]) : [];
}

/**
 * The course of the record `id` of module or part ref `ref` (0 for a record of no course), as the
 * host's reference check finds it: null when there is no such record, undefined when the ref
 * declares no records (neither a resource nor a RecordRef).
 */
export async function courseOfRecord(db: Db, ref: number, id: number): Promise<number | null | undefined> {
  const part = recordRefCourse(ref);
  if (part) return part(db, id);
  const cfg = registeredResources.get(ref);
  return cfg ? resourceCourse(cfg)(db, id) : undefined;
}

export const STALE_MESSAGE = 'This record was changed by someone else since you opened it. Reload it to see their changes.';

/** The course of a record of this table (0 for a global module's), or null when there is no such record. */
export function recordCourse(table: ResourceTable) {
  return async (db: Db, id: number): Promise<number | null> => {
    if (!isDbId(id)) return null;
    const [row] = await db
      .select({ courseId: table.courseId ?? sql<number>`0` })
      .from(table as PgTable)
      .where(eq(table.id, id));
    return row ? Number(row.courseId) : null;
  };
}

/**
 * The owner of a task or prompt-log entity whose id is a record of `module` (GET async-tasks/:id
 * and the prompt log answer it with the module's grant on the record's course).
 */
export function recordEntity(type: string, module: number, courseOf: (db: Db, id: number) => Promise<number | null>): EntityOwner {
  return {
    type,
    owner: async (db, id) => {
      const courseId = await courseOf(db, id);
      return courseId === null ? null : { module, courseId };
    },
  };
}

/** The course of a resource's record (its courseOf, else the table's course column), or null. */
export const resourceCourse = (cfg: ResourceConfig) => cfg.courseOf ?? recordCourse(cfg.table);

/** Access to a record reached by id: the module's grant on the record's course; 404 for no such record. */
export function byIdAccess(module: number, table: ResourceTable, courseOf = recordCourse(table)) {
  return {
    module,
    courseOf: ({ params, db }: { params: { id?: string }; db: Db }) => courseOf(db, Number(params.id)),
    sample: async (db: Db, courseId: number) => {
      const [row] = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(table.courseId ? eq(table.courseId, courseId) : undefined)
        .orderBy(asc(table.id))
        .limit(1);
      return row ? { id: row.id as number } : null;
    },
  };
}

/**
 * The course of a call the spec makes without one that names records in a comma list (GET
 * tooltips-compound?compounds=ids): the first record's (null when there is no such record: 404),
 * undefined when none is listed. The query is as sent: access runs before the query is parsed.
 */
export async function courseOfFirst(query: Record<string, unknown>, list: string, courseOf: (id: number) => Promise<number | null>) {
  const first = Number(String(query[list] ?? '').split(',')[0]);
  return Number.isInteger(first) && first > 0 ? courseOf(first) : undefined;
}

/** Rows with the fields other plugins add to the module's rows (gridRowFields). */
async function withRowFields<R>(db: Db, ref: number, rows: R[]): Promise<R[]> {
  const points = contributionsTo(gridRowFields);
  if (!points.length || !rows.length) return rows;
  const ids = rows.map((r) => Number((r as { id?: unknown }).id)).filter((id) => Number.isInteger(id) && id > 0);
  const maps = await Promise.all(points.map((p) => p.fields(db, ref, ids)));
  return rows.map((r) => Object.assign({}, r, ...maps.map((m) => m.get(Number((r as { id?: unknown }).id)) ?? {})) as R);
}

/** The contracts a resource's routes are served by: its contract's, with the body the server validates. */
export function resourceContracts(cfg: ResourceConfig) {
  const { paths, answers, options } = cfg.contract;
  return resourceContract(paths, { ...options, ...answers, body: cfg.body });
}

/**
 * The grid-and-editor routes of a resource (spec 2 §1): list with search, grid row, blank record,
 * get, create, update with a version check (409 when stale), delete, and the flag if asked.
 * Every write answers the record and its grid row (SavedRecord), so that a save is one request.
 */
export function resourceRoutes(cfg: ResourceConfig): RouteDef[] {
  const { table } = cfg;
  const { paths } = cfg.contract;
  const c = resourceContracts(cfg);
  const list: ResourceConfig['list'] = async (db, courseId, q) => withRowFields(db, cfg.module, await cfg.list(db, courseId, q));
  const scoped = cfg.contract.options.scope === 'course';
  const courseOf = resourceCourse(cfg);
  const byId = byIdAccess(cfg.module, table, courseOf);
  const courseOfInput = (params: { courseId?: number }, query: { course?: number }) => (scoped ? (params.courseId ?? query.course!) : 0);
  const mustGet = async (db: Db, id: number) => {
    const rec = await cfg.get(db, id);
    if (!rec) throw notFound(cfg.label);
    return rec;
  };
  const rowOf = async (db: Db, courseId: number, id: number, query: Record<string, unknown>) => (await list(db, courseId, { ...query, id }))[0] ?? null;
  /** The record and its row, read with the list parameters (not a paged grid's view: the row is the record's whatever the search). */
  const saved = async (db: Db, courseId: number, id: number, query: Record<string, unknown>): Promise<SavedRecord> => {
    const { text: _text, offset: _offset, limit: _limit, ...listParams } = query;
    return { id, record: await mustGet(db, id), row: await rowOf(db, courseId, id, listParams) };
  };
  /** A paged list's page: the rows from offset with the fields others add, and how many match. */
  const readPage = async (db: Db, courseId: number, filter: ListFilter & Record<string, unknown>, offset: number, limit: number): Promise<ListPage> => {
    const page = await cfg.page!(db, courseId, { ...filter, offset, limit });
    return { rows: await withRowFields(db, cfg.module, page.rows), total: page.total };
  };
  /** After a create or delete, the page of the grid's view when it sent one (?limit=, with its search and offset). */
  const pageAfter = async (db: Db, courseId: number, query: Record<string, unknown>) => {
    const { offset, limit, text, course: _course, ...rest } = query as { offset?: number; limit?: number; text?: string; course?: number };
    if (!cfg.page || limit === undefined) return {};
    return { page: await readPage(db, courseId, { ...rest, text: text?.trim() || undefined }, offset ?? 0, limit) };
  };

  const routes = [
    route(
      {
        // A paged list answers one page when asked ?limit=.
        ...c.list,
        answer: z.union([c.list.answer!, c.page.answer!]),
        summary: cfg.page ? `${cfg.label} grid rows; with limit (and offset) one page: { rows, total }` : `${cfg.label} grid rows`,
      },
      {
        access: { module: cfg.module },
        handler: async ({ db, courseId, query, reply }) => {
          const { offset, limit, ...rest } = query as typeof query & { offset?: number; limit?: number };
          const filter = { ...rest, text: query.text?.trim() || undefined };
          const answer = async (): Promise<{ id: number }[] | ListPage> =>
            !cfg.page || limit === undefined ? list(db, courseId, filter) : readPage(db, courseId, filter, offset ?? 0, limit);
          const cache = cfg.cacheList && listCacheOf(db);
          if (!cache) return answer();
          const key = `${paths.list} ${courseId} ${JSON.stringify(query)}`;
          reply.type('application/json; charset=utf-8');
          return cache.json(key, answer);
        },
      },
    ),
    route(
      { ...c.row, summary: `One ${cfg.label} grid row` },
      {
        access: c.row.path.includes(':courseId') ? { module: cfg.module } : byId,
        handler: async ({ db, params, query, courseId }) => {
          const row = await rowOf(db, courseId, params.id, query);
          if (!row) throw notFound(cfg.label);
          return row;
        },
      },
    ),
    route(
      { ...c.blank, summary: `A blank ${cfg.label} (id -1); without ?course=, of no course` },
      {
        access: { module: cfg.module, anyCourse: true },
        handler: ({ db, courseId }) => cfg.blank(db, courseId),
      },
    ),
    route(
      { ...c.get, summary: `A ${cfg.label}` },
      {
        access: byId,
        handler: ({ db, params }) => mustGet(db, params.id),
      },
    ),
    route(
      { ...c.create, summary: `Creates a ${cfg.label}; answers data.id, data.record and data.row` },
      {
        access: { module: cfg.module },
        handler: async ({ db, params, query, body }) => {
          const courseId = courseOfInput(params, query);
          const prepared = await cfg.prepare?.(db, courseId);
          const id = await db.transaction((tx) => cfg.insert(tx, courseId, body, prepared));
          return { ...(await saved(db, courseId, id, query)), ...(await pageAfter(db, courseId, query)) };
        },
      },
    ),
    c.createInRecord &&
      route(
        {
          ...c.createInRecord,
          summary: `Creates a ${cfg.label} in the course the record names (courseId, or ?course=); answers data.id, data.record and data.row`,
        },
        {
          access: { module: cfg.module, courseInBody: true },
          handler: async ({ db, query, body, courseId }) => {
            const { courseId: _named, ...fields } = body as Record<string, unknown>;
            const prepared = await cfg.prepare?.(db, courseId);
            const id = await db.transaction((tx) => cfg.insert(tx, courseId, fields, prepared));
            return saved(db, courseId, id, query);
          },
        },
      ),
    route(
      { ...c.update, summary: `Updates a ${cfg.label}; 409 when the version is stale; answers data.record and data.row` },
      {
        access: byId,
        handler: async ({ db, params, query, body, courseId }) => {
          const prepared = await cfg.prepare?.(db, courseId);
          await db.transaction(async (tx) => {
            const [row] = await tx
              .update(table as PgTable)
              .set({ version: sql`${table.version} + 1` } as never)
              .where(and(eq(table.id, params.id), eq(table.version, body.version)))
              .returning();
            if (!row) {
              await mustGet(tx, params.id);
              throw new HttpError(409, STALE_MESSAGE);
            }
            await cfg.write(tx, params.id, body, prepared, row);
          });
          return saved(db, courseId, params.id, query);
        },
      },
    ),
    cfg.deletable !== false &&
      route(
        { ...c.remove, summary: `Deletes a ${cfg.label}; answers its id and a blank ${cfg.label} of its course (the editor's next record)` },
        {
          access: byId,
          handler: async ({ db, params, query }) => {
            const courseId = await db.transaction(async (tx) => {
              const course = await courseOf(tx, params.id);
              if (course === null) throw notFound(cfg.label);
              await cfg.beforeDelete?.(tx, params.id);
              await tx.delete(notes).where(and(eq(notes.ref, cfg.module), eq(notes.refId, params.id)));
              await tx.delete(table as PgTable).where(eq(table.id, params.id));
              return course;
            });
            return { id: params.id, blank: await cfg.blank(db, courseId), ...(await pageAfter(db, courseId, query ?? {})) };
          },
        },
      ),
  ].filter((r): r is RouteDef => !!r);
  for (const kind of cfg.texts?.kinds ?? []) routes.push(...textRoutes(cfg, c, kind, byId, saved));
  if (cfg.flag) {
    if (!table.flag) throw new Error(`${cfg.label}: flag needs a flag column`);
    routes.push(
      route(
        { ...c.flag, summary: 'Sets the comment flag (1 to 5); answers data.record and data.row' },
        {
          access: byId,
          handler: async ({ db, params, query, body, courseId }) => {
            await db
              .update(table as PgTable)
              .set({ flag: body.flag } as never)
              .where(eq(table.id, params.id));
            return { ...(await saved(db, courseId, params.id, query)), flag: body.flag };
          },
        },
      ),
    );
  }
  return routes;
}

/** The per-dialect text routes of a resource's texts, for one kind (target or source). */
function textRoutes(
  cfg: ResourceConfig,
  c: ReturnType<typeof resourceContracts>,
  kind: TextKind,
  byId: RouteAccess,
  saved: (db: Db, courseId: number, id: number, query: Record<string, unknown>) => Promise<SavedRecord>,
): RouteDef[] {
  const { key } = cfg.texts!;
  const { table } = cfg;
  const texts = c.texts![kind];
  const plural = `${kind}s` as const;
  return [
    route(texts.blank, {
      access: { module: cfg.module },
      handler: async ({ db, params }) => blankTexts((await courseTextDialects(db, params.courseId))[plural]),
    }),
    route(
      { ...texts.list, summary: `The ${cfg.label}'s text in each ${kind} dialect` },
      {
        access: byId,
        handler: async ({ db, params, courseId }) => (await readTexts(db, key(params.id), courseId))[plural],
      },
    ),
    route(
      {
        ...texts.set,
        summary: `Sets the ${cfg.label}'s text in one ${kind} dialect (optional version: 409 when stale); answers data.record and data.row`,
      },
      {
        access: byId,
        handler: async ({ db, params, query, body, courseId }) => {
          if (!(await courseTextDialects(db, courseId))[plural].some((d) => d.dialectId === params.dialectId)) {
            throw new HttpError(400, 'Invalid params: dialectId', { dialectId: `Not a ${kind} dialect of this course` });
          }
          await db.transaction(async (tx) => {
            const bumped = await tx
              .update(table as PgTable)
              .set({ version: sql`${table.version} + 1` } as never)
              .where(and(eq(table.id, params.id), body.version === undefined ? undefined : eq(table.version, body.version)))
              .returning({ id: table.id });
            if (!bumped.length) throw new HttpError(409, STALE_MESSAGE);
            const text = [{ dialectId: params.dialectId, text: cfg.texts!.html ? sanitizeHtml(body.text) : body.text, status: body.status }];
            await writeTexts(tx, { ...key(params.id), courseId }, { [plural]: text }, { field: () => '' });
          });
          return saved(db, courseId, params.id, query);
        },
      },
    ),
  ];
}
