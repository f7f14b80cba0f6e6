import { NEW_RECORD_ID, type EditedResource, type ListPage, type Saved } from '../../shared';
import { apiOf, type Api, type HttpClient, type Params, type WriteOutcome } from '../http';

export interface EditableRecord {
  id: number;
  version?: number;
  [field: string]: unknown;
}

/** The rows a paged grid shows (its search, and the blocks in view): a create or delete answers them as they are after it. */
export interface PageView {
  text: string | undefined;
  offset: number;
  limit: number;
}

export type SaveResult<R> =
  | { ok: true; record: R; row: { id: number } | undefined; created: boolean; page?: ListPage }
  | { ok: false; status: number; error: string; fields?: Record<string, string> };

/**
 * The editor lifecycle of spec 2 §1 over the resource's contracts: a new record holds id -1 until
 * its first save creates it; later saves update it (sending the version, so a stale save gets
 * 409); a save is one request, whose answer is the saved record and its grid row; a delete
 * answers a fresh blank record. listParams go with the list and with the writes (the row they
 * answer is read with them).
 */
export class RecordEditorApi<R extends EditableRecord> {
  private readonly api: Api;

  constructor(
    http: HttpClient,
    private readonly resource: EditedResource,
    private readonly courseId: number,
    private readonly listParams: Params = {},
  ) {
    this.api = apiOf(http);
  }

  /** The course's record paths name :courseId; a record's may too. */
  private params(id?: number): Record<string, number> {
    return id === undefined ? { courseId: this.courseId } : { courseId: this.courseId, id };
  }

  rows(text?: string, signal?: AbortSignal) {
    return this.api.call(this.resource.list, { params: this.params(), query: { ...this.listParams, text: text || undefined }, signal }) as Promise<
      WriteOutcome<{ id: number }[]>
    >;
  }

  /** One page of a paged list (the resource declares page): { rows, total }. */
  page(text: string | undefined, offset: number, limit: number, signal?: AbortSignal) {
    return this.api.call(this.resource.page, {
      params: this.params(),
      query: { ...this.listParams, text: text || undefined, offset, limit },
      signal,
    }) as Promise<WriteOutcome<{ rows: { id: number }[]; total: number }>>;
  }

  /** One grid row, read with the list parameters (as the list answers it). */
  row(id: number) {
    return this.api.load(this.resource.row, { params: this.params(id), query: this.listParams }) as Promise<{ id: number } | undefined>;
  }

  blank() {
    return this.api.load(this.resource.blank, { params: this.params(), query: { course: this.courseId } }) as Promise<R | undefined>;
  }

  load(id: number) {
    return this.api.load(this.resource.get, { params: this.params(id) }) as Promise<R | undefined>;
  }

  /** Saves the record: one request. A create given the paged grid's view answers that view's page too (see PageView). */
  async save(record: R, view?: PageView): Promise<SaveResult<R>> {
    const created = record.id === NEW_RECORD_ID;
    const { id, ...fields } = record;
    const res = (
      created
        ? await this.api.call(this.resource.create, { params: this.params(), query: { ...this.listParams, ...view }, body: fields })
        : await this.api.call(this.resource.update, { params: this.params(id), query: this.listParams, body: fields })
    ) as WriteOutcome<Saved<R>>;
    if (!res.ok) return res;
    return { ok: true, record: res.data.record, row: res.data.row ?? undefined, created, page: res.data.page };
  }

  /** Deletes the record: one request, answering the blank record the editor shows next (and given a view, its page). */
  async remove(id: number, view?: PageView): Promise<{ ok: true; blank: R; page?: ListPage } | { ok: false; error: string }> {
    const query = view && { ...this.listParams, ...view };
    const res = (await this.api.call(this.resource.remove, { params: this.params(id), query })) as WriteOutcome<{ id: number; blank: R; page?: ListPage }>;
    if (!res.ok) console.warn(`Delete of ${this.resource.paths.item}/${id} failed: ${res.error}`);
    return res.ok ? { ok: true, blank: res.data.blank, page: res.data.page } : { ok: false, error: res.error };
  }
}

/** Field-by-field equality of two JSON-like records. */
export const sameRecord = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
