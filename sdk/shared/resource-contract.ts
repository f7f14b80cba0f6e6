import { z } from 'zod';
import { contract, type Contract } from './contract';
import { TranslationStatus } from './enums';
import { searchText } from './schemas';
import { translationTextValue } from './api';

/** Where a grid-and-editor resource is served (spec 2 §1), parameters as `:name`. */
export interface ResourcePaths {
  /** GET grid rows, with ?text= search: 'courses/:courseId/glossaries' (or 'languages' for a global module). */
  list: string;
  /** POST: 'courses/:courseId/glossaries'. */
  create: string;
  /** The record by id, for GET, PUT and DELETE: 'glossaries' (answers 'glossaries/:id'). */
  item: string;
  /** One grid row; defaults to '{list}/:id'. */
  gridRow?: string;
  /** The blank record; defaults to '{item}/new'. */
  blank?: string;
  /** A second POST where the record names its course (`courseId`, or ?course=): spec 2's `POST panels`. */
  createInRecord?: string;
}

/** A write's answer (data): the record as GET answers it, with its new version, and its grid row. */
export interface Saved<R, Row = { id: number }> {
  id: number;
  record: R;
  row: Row | null;
  /** A paged resource's create asked for a page (?offset=&limit=, with the list's search): that page after the write. */
  page?: ListPage<Row>;
}

/** The largest page a paged list answers (GET …?limit=). */
export const PAGE_LIMIT_MAX = 1000;

/** One page of a paged list: the rows from offset, and how many rows the whole list has. */
export interface ListPage<Row = { id: number }> {
  rows: Row[];
  total: number;
}

/** A record's texts per dialect: target or source (see ResourceOptions.texts). */
export type TextKind = 'target' | 'source';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const courseParams = z.object({ courseId: id });
const noParams = z.object({});
const courseQuery = z.object({ course: id });
/** A paged list's bounds: offset within int4, limit 1 to PAGE_LIMIT_MAX. */
const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).optional(),
});
const flagBody = z.object({ flag: z.number().int().min(1).max(5) });
const TEXT_MAX = 20_000;
const oneText = z.object({
  text: z.string().max(TEXT_MAX),
  status: z.nativeEnum(TranslationStatus).optional(),
  /** When sent, a stale version gets 409 as the whole-record save does. */
  version: z.number().int().optional(),
});

/** What a resource's contracts know beside its paths; a public face gives what its callers need. */
export interface ResourceOptions<R extends z.ZodType, Row extends z.ZodType, B extends z.ZodObject | undefined, LQ extends z.ZodObject> {
  /** The record as the editor shows it (GET {item}/:id, the blank, the writes' answers). */
  record?: R;
  /** One grid row. */
  row?: Row;
  /** The editable fields: the create body, and with version the update body. */
  body?: B;
  /** Query parameters of the list beside text ({ dialect }): also taken by the grid row and the writes. */
  listQuery?: LQ;
  /** The list answers one page ({ rows, total }) when asked ?limit= (and ?offset=). */
  paged?: boolean;
  /**
   * 'course': the records belong to a course, named by the path's :courseId or else ?course= (the
   * blank and the create). Default: 'course' when the list or the create path names :courseId.
   */
  scope?: 'course' | 'global';
  /** The record's texts per dialect: 'courses/:courseId/{name}-{kind}/new', '{item}/:id/{kind}s', '{item}/:id/{kind}-dialect/:dialectId'. */
  texts?: { name: string };
}

/**
 * A resource's public face and the contracts its routes are served by (sdk/server resource.ts):
 * built from its paths, typed by its record and grid row (and, where given, its body and list
 * parameters); GridEditorScreen edits through them and other plugins call them.
 */
export function resourceContract<
  const L extends string,
  const I extends string,
  const G extends string = `${L}/:id`,
  R extends z.ZodType = z.ZodType<Record<string, unknown> & { id: number }>,
  Row extends z.ZodType = z.ZodType<{ id: number }>,
  B extends z.ZodObject | undefined = undefined,
  LQ extends z.ZodObject = typeof noParams,
>(paths: ResourcePaths & { list: L; item: I; gridRow?: G }, options: ResourceOptions<R, Row, B, LQ> = {}) {
  const record = options.record ?? z.custom<z.output<R>>();
  const row = options.row ?? z.custom<z.output<Row>>();
  const extra = options.listQuery ?? noParams;
  const scoped = (options.scope ?? (paths.list.includes(':courseId') || paths.create.includes(':courseId') ? 'course' : 'global')) === 'course';
  const gridRow = (paths.gridRow ?? `${paths.list}/:id`) as G;
  const item = `${paths.item}/:id` as `${I}/:id`;
  const saved = z.object({ id: z.number(), record, row: row.nullable() });
  const pageAnswer = z.object({ rows: z.array(row), total: z.number() });
  const fields = options.body ?? z.custom<Record<string, unknown>>();
  const listQuery = z.object({ text: searchText.optional() }).extend(extra.shape);
  // A paged list's create and delete take the grid's view (its search, ?offset=&limit=) and answer that page after the write.
  const pageView = listQuery.extend(pageQuery.shape);
  const afterWrite = { page: pageAnswer.optional() };
  const listParams = scoped && paths.list.includes(':courseId') ? courseParams : noParams;
  const textsOf = (name: string, kind: TextKind) => ({
    /** Blank texts for each dialect of the kind in the course. */
    blank: contract({
      method: 'GET',
      path: `courses/:courseId/${name}-${kind}/new`,
      params: courseParams,
      answer: z.array(translationTextValue),
      summary: `Blank texts for each ${kind} dialect of the course`,
    }),
    /** The record's text in each dialect of the kind. */
    list: contract({ method: 'GET', path: `${item}/${kind}s`, params: idParams, answer: z.array(translationTextValue) }),
    /** Sets the record's text in one dialect (optional version: 409 when stale); answers the record and its row. */
    set: contract({
      method: 'PUT',
      path: `${item}/${kind}-dialect/:dialectId`,
      params: idParams.extend({ dialectId: id }),
      query: extra,
      body: oneText,
      answer: saved,
    }),
  });
  return {
    paths,
    /** The record and grid row schemas. */
    answers: { record, row },
    /** What else shapes the routes, for the server that serves them from this contract (defineResource's contract). */
    options: {
      listQuery: extra,
      body: options.body,
      paged: !!options.paged,
      scope: scoped ? 'course' : 'global',
      texts: options.texts,
    } satisfies ServedOptions,
    /** The grid rows, filtered by ?text= (and the listQuery); a paged resource takes ?offset=&limit= too (see page). */
    list: contract({
      method: 'GET',
      path: paths.list,
      params: listParams,
      query: options.paged ? listQuery.extend(pageQuery.shape) : listQuery,
      answer: z.array(row),
    }),
    /** One page of a paged resource's list (the list asked ?limit=, and ?offset=): { rows, total }. */
    page: contract({
      method: 'GET',
      path: paths.list,
      params: listParams,
      query: pageView,
      answer: pageAnswer,
    }),
    /** One grid row by id. */
    row: contract({
      method: 'GET',
      path: gridRow,
      params: (gridRow.includes(':courseId') ? courseParams : noParams).extend(idParams.shape),
      query: extra,
      answer: row,
    }),
    /** A blank record (id -1, version 0) of the course (?course=; without it, as the spec calls it, of no course: courseId 0, no texts). */
    blank: contract({
      method: 'GET',
      path: paths.blank ?? `${paths.item}/new`,
      query: scoped ? courseQuery.partial() : noParams,
      answer: record,
    }),
    /** One record, as the editor shows it. */
    get: contract({ method: 'GET', path: item, params: idParams, answer: record }),
    /** Creates a record; answers it and its grid row (paged: given the grid's view, its page after the create). */
    create: contract({
      method: 'POST',
      path: paths.create,
      params: paths.create.includes(':courseId') ? courseParams : noParams,
      query: (options.paged ? pageView : extra).extend((scoped && !paths.create.includes(':courseId') ? courseQuery : noParams).shape),
      body: fields,
      answer: options.paged ? saved.extend(afterWrite) : saved,
    }),
    /** Creates a record in the course it names (paths.createInRecord; absent otherwise); answers it and its grid row. */
    createInRecord: paths.createInRecord
      ? contract({
          method: 'POST',
          path: paths.createInRecord,
          query: extra.extend(courseQuery.partial().shape),
          body: options.body ? options.body.extend({ courseId: id.optional() }) : fields,
          answer: saved,
        })
      : undefined,
    /** Saves a record at its version (409 when stale); answers it and its grid row. */
    update: contract({
      method: 'PUT',
      path: item,
      params: idParams,
      query: extra,
      answer: saved,
      body: options.body ? options.body.extend({ version: z.number().int() }) : z.custom<Record<string, unknown> & { version: number }>(),
    }),
    /** Deletes a record; answers its id and a blank record (what the editor shows next); paged, given the grid's view, its page after the delete. */
    remove: contract({
      method: 'DELETE',
      path: item,
      params: idParams,
      ...(options.paged ? { query: pageView } : {}),
      answer: z.object({ id: z.number(), blank: record, ...(options.paged ? afterWrite : {}) }),
    }),
    /** Sets the comment flag (1 to 5); answers the record and its grid row. */
    flag: contract({
      method: 'PUT',
      path: `${item}/flag`,
      params: idParams,
      query: extra,
      body: flagBody,
      answer: saved.extend({ flag: z.number() }),
    }),
    /** The per-dialect texts, where declared. */
    texts: options.texts ? { target: textsOf(options.texts.name, 'target'), source: textsOf(options.texts.name, 'source') } : undefined,
  };
}

export type ResourceContract = ReturnType<typeof resourceContract>;

/** A resource contract's options as its server reads them (resolved: the scope named, the list parameters an object). */
export interface ServedOptions {
  listQuery: z.ZodObject;
  body: z.ZodObject | undefined;
  paged: boolean;
  scope: 'course' | 'global';
  texts: { name: string } | undefined;
}

/** A resource contract as its server takes it (defineResource): the paths, the answers' schemas and the options that shape the routes. */
export interface ServedResource {
  paths: ResourcePaths;
  answers: { record: z.ZodType; row: z.ZodType };
  options: ServedOptions;
}

/** The flag contract of any resource, as the grid's flag column calls it. */
export type FlagContract = Contract<'PUT', `${string}/:id/flag`, z.ZodType | undefined, z.ZodType | undefined, z.ZodType<{ flag: number }, { flag: number }>>;

/**
 * A resource as generic code edits it (GridEditorScreen, RecordEditorApi), whatever its record,
 * row and list parameters: the calls are typed loosely, their answers are the editor's to read.
 */
export interface EditedResource {
  paths: ResourcePaths;
  list: Contract<'GET'>;
  page: Contract<'GET'>;
  row: Contract<'GET'>;
  blank: Contract<'GET'>;
  get: Contract<'GET'>;
  create: Contract<'POST'>;
  update: Contract<'PUT'>;
  remove: Contract<'DELETE'>;
  flag: FlagContract;
}
