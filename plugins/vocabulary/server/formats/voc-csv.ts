import { Readable } from 'node:stream';
import type { Db } from '../../../../sdk/server';
import type { VocRow } from '../../shared/types';
import { vocColumns } from '../../shared/voc-columns';
import { pageVocs, type ListOptions } from '../voc-list';

/** Rows read per query while the file streams. */
const CSV_PAGE = 1000;

/** A value as a CSV field (RFC 4180): quoted, its quotes doubled. */
const field = (v: string) => `"${v.replace(/"/g, '""')}"`;

const cell = (row: VocRow, col: (typeof vocColumns)[number]) => {
  const v = row[col.field];
  if (col.field === 'image') return v ? 'Yes' : '';
  return String(v ?? '');
};

const line = (values: string[]) => `${values.map(field).join(',')}\r\n`;

/**
 * GET courses/{courseId}/vocs/csv: the vocabulary's grid rows as CSV, the grid's columns in its
 * order, with its filters (dialect, search, category), read a page at a time as the answer is
 * sent. The first page is read before the answer starts, so that a refused search is a 400.
 */
export async function vocCsv(db: Db, courseId: number, filter: ListOptions): Promise<{ fileName: string; stream: Readable }> {
  const first = await pageVocs(db, courseId, { ...filter, offset: 0, limit: CSV_PAGE });
  async function* lines() {
    // A byte order mark: spreadsheets then read the file as UTF-8.
    yield `\uFEFF${line(vocColumns.map((c) => c.headerName))}`;
    let page = first;
    for (let offset = 0; page.rows.length; ) {
      yield page.rows.map((r) => line(vocColumns.map((c) => cell(r, c)))).join('');
      offset += page.rows.length;
      if (offset >= page.total) break;
      page = await pageVocs(db, courseId, { ...filter, offset, limit: CSV_PAGE });
    }
  }
  return { fileName: `vocabulary-${courseId || 'main'}.csv`, stream: Readable.from(lines()) };
}
