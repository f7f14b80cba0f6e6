import { NEW_RECORD_ID, type ResourcePaths } from '../../shared';
import { toQuery, type HttpClient, type Params } from '../http';

export interface EditableRecord {
  id: number;
  version?: number;
  [field: string]: unknown;
}

/** A resource's paths with the course filled in: 'courses/1/glossaries'. */
export type RecordPaths = Pick<ResourcePaths, 'list' | 'create' | 'item'>;

/** The paths of a resource contract (its `:courseId` filled in) for the editor of a course. */
export const coursePaths = (paths: ResourcePaths, courseId: number): RecordPaths => {
  const fill = (p: string) => p.replace(/:courseId\b/g, String(courseId));
  return { list: fill(paths.list), create: fill(paths.create), item: fill(paths.item) };
};

export type SaveResult<R> =
  | { ok: true; record: R; row: { id: number } | undefined; created: boolean }
  | { ok: false; status: number; error: string; fields?: Record<string, string> };

/** What a write answers (sdk/server resource.ts): the record with its new version and its grid row. */
interface Saved<R> {
  id: number;
  record: R;
  row: { id: number } | null;
}

/**
 * The editor lifecycle of spec 2 §1 over the HTTP client: a new record holds id -1 until its first
 * save creates it; later saves update it (sending the version, so a stale save gets 409); a save
 * is one request, whose answer is the saved record and its grid row; a delete answers a fresh
 * blank record. listParams go with the list and with the writes (the row they answer is read with them).
 */
export class RecordEditorApi<R extends EditableRecord> {
  constructor(
    private readonly http: HttpClient, private readonly paths: RecordPaths, private readonly courseId: number,
    private readonly listParams: Params = {},
  ) {}

  rows(text?: string, signal?: AbortSignal) {
    return this.http.read<{ id: number }[]>(this.paths.list, { ...this.listParams, text: text || undefined }, signal);
  }

  /** One page of a paged list (the resource declares page): { rows, total }. */
  page(text: string | undefined, offset: number, limit: number, signal?: AbortSignal) {
    return this.http.read<{ rows: { id: number }[]; total: number }>(this.paths.list, { ...this.listParams, text: text || undefined, offset, limit }, signal);
  }

  blank() {
    return this.http.get<R>(`${this.paths.item}/new`, { course: this.courseId });
  }

  load(id: number) {
    return this.http.get<R>(`${this.paths.item}/${id}`);
  }

  async save(record: R): Promise<SaveResult<R>> {
    const created = record.id === NEW_RECORD_ID;
    const { id, ...fields } = record;
    const path = created ? this.paths.create : `${this.paths.item}/${id}`;
    const withParams = path + toQuery(this.listParams).replace(/^\?/, path.includes('?') ? '&' : '?');
    const res = created ? await this.http.post<Saved<R>>(withParams, fields) : await this.http.put<Saved<R>>(withParams, fields);
    if (!res.ok) return res;
    return { ok: true, record: res.data.record, row: res.data.row ?? undefined, created };
  }

  async remove(id: number): Promise<{ ok: boolean; error?: string }> {
    const res = await this.http.delete(`${this.paths.item}/${id}`);
    if (!res.ok) console.warn(`Delete of ${this.paths.item}/${id} failed: ${res.error}`);
    return res.ok ? { ok: true } : { ok: false, error: res.error };
  }
}

/** Field-by-field equality of two JSON-like records. */
export const sameRecord = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
