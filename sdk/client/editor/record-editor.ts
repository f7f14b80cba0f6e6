import { NEW_RECORD_ID } from '../../shared';
import type { HttpClient } from '../http';

export interface EditableRecord {
  id: number;
  version?: number;
  [field: string]: unknown;
}

export interface RecordPaths {
  /** Grid rows: 'courses/1/glossaries' (GET, ?text=; '/{id}' for one row). */
  list: string;
  /** Create: 'courses/1/glossaries' (POST). */
  create: string;
  /** The record: 'glossaries' (GET /new?course=, GET|PUT|DELETE /{id}). */
  item: string;
  /** One grid row, when it is not '{list}/{id}': (id) => `headings/${id}/grid-row`. */
  row?: (id: number) => string;
}

export type SaveResult<R> =
  | { ok: true; record: R; row: { id: number } | undefined; created: boolean }
  | { ok: false; status: number; error: string; fields?: Record<string, string> };

/**
 * The editor lifecycle of spec 2 §1 over the HTTP client: a new record holds id -1 until its first
 * save creates it; later saves update it (sending the version, so a stale save gets 409); after a
 * save the record is reloaded with its grid row; a delete answers a fresh blank record.
 */
export class RecordEditorApi<R extends EditableRecord> {
  constructor(private readonly http: HttpClient, private readonly paths: RecordPaths, private readonly courseId: number) {}

  rows(text?: string, signal?: AbortSignal) {
    return this.http.get<{ id: number }[]>(this.paths.list, text ? { text } : undefined, signal);
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
    const res = created
      ? await this.http.post<{ id: number }>(this.paths.create, fields)
      : await this.http.put<R>(`${this.paths.item}/${id}`, fields);
    if (!res.ok) return res;
    const savedId = created ? (res.data as { id: number }).id : id;
    const [reloaded, row] = await Promise.all([this.load(savedId), this.http.get<{ id: number }>(this.paths.row?.(savedId) ?? `${this.paths.list}/${savedId}`)]);
    if (!reloaded) return { ok: false, status: 0, error: 'Saved, but the record could not be reloaded' };
    return { ok: true, record: reloaded, row, created };
  }

  async remove(id: number): Promise<{ ok: boolean; error?: string }> {
    const res = await this.http.delete(`${this.paths.item}/${id}`);
    if (!res.ok) console.warn(`Delete of ${this.paths.item}/${id} failed: ${res.error}`);
    return res.ok ? { ok: true } : { ok: false, error: res.error };
  }
}

/** Field-by-field equality of two JSON-like records. */
export const sameRecord = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
