import { recordLocations, resourceRows, type Db } from '../../../sdk/server';
import type { BoardType } from '../../../sdk/shared';
import type { CardTag } from '../types';
import { BOARD_ITEM_REFS } from './items';

/** What a card shows of its item: the record's own title, and its lesson as folder and tag. */
export interface CardFields {
  title: string;
  folder: string;
  tags: CardTag[];
}

const TITLE_FIELDS = ['title', 'target', 'text', 'name'];

/** A grid row's title: its first non-empty text field (owners name it differently), without markup. */
function titleOfRow(row: Record<string, unknown>): string | undefined {
  for (const f of TITLE_FIELDS) {
    const v = row[f];
    if (typeof v === 'string' && v.replace(/<[^>]*>/g, '').trim()) return v.replace(/<[^>]*>/g, '').trim();
  }
  return undefined;
}

/** The grid row of a record of the course, through its owner's resource (undefined: no such record in the course). */
async function rowOf(db: Db, module: number, courseId: number, id: number) {
  return (await resourceRows(db, module, courseId, { id })).find((r) => Number(r.id) === id);
}

/**
 * The cards' fields of items of a board type in a course, by refId: the title of the record (a
 * part's: its record's title and its id), and 'Lesson n' as folder and tag. Items that are no record
 * of the course are left out: they get no card.
 */
export async function cardFieldsOf(
  db: Db,
  courseId: number,
  type: BoardType,
  items: { refId: number; lesson: number | null }[],
): Promise<Map<number, CardFields>> {
  const ref = BOARD_ITEM_REFS[type];
  const out = new Map<number, CardFields>();
  const locations = await recordLocations(
    db,
    ref,
    items.map((i) => i.refId),
  );
  for (const it of items) {
    const at = locations.get(it.refId);
    if (!at) continue;
    const row = await rowOf(db, at.module, courseId, at.recordId);
    if (!row) continue;
    const own = titleOfRow(row) ?? `#${at.recordId}`;
    out.set(it.refId, {
      title: at.recordId === it.refId && at.module === ref ? own : `${own} › #${it.refId}`,
      folder: it.lesson === null ? '' : `Lesson ${it.lesson}`,
      tags: it.lesson === null ? [] : [{ text: `L${it.lesson}`, class: 'tag_gray' }],
    });
  }
  return out;
}
