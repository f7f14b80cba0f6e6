import { eq } from 'drizzle-orm';
import { deleteTranslations, type Db, type ListFilter, type TranslationTextsBody } from '../../../sdk/server';
import { ITEMS, TEXT_ITEMS } from '../public';
import { items, textItems } from './tables';
import { blankTexts, courseTextDialects, defaultDialects, readTexts, writeTexts } from '../../../sdk/server';
import { listTextRows } from './texts';

export interface ItemBody {
  targets: TranslationTextsBody;
  sources: TranslationTextsBody;
}
export interface TextItemBody extends ItemBody {
  name: string;
}

export const itemKey = (refId: number) => ({ ref: ITEMS, refId, field: 'text' });
export const textItemKey = (refId: number) => ({ ref: TEXT_ITEMS, refId, field: 'html' });

/** HTML to a short plain text for the grid. */
export const plainText = (html: string, max = 120) => {
  const s = html
    .replace(/<\/?(p|div|br|li|ul|ol|h\d|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/**
 * Grid rows: id, the text in the course's default target and source dialects, whether there is an
 * error, and the texts in every dialect (the Search Item popup shows the dialect the user picks).
 */
export async function listItems(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const [rows, d] = await Promise.all([listTextRows(db, { table: 'items', ref: ITEMS, field: 'text', courseId, text, id }), defaultDialects(db, courseId)]);
  return rows.map((r) => ({
    id: r.id,
    target: r.texts[String(d.target)] ?? '',
    source: r.texts[String(d.source)] ?? '',
    hasError: r.hasError,
    texts: r.texts,
  }));
}

export async function getItem(db: Db, id: number) {
  const [row] = await db.select().from(items).where(eq(items.id, id));
  if (!row) return null;
  return { ...row, ...(await readTexts(db, itemKey(id), row.courseId)) };
}

export async function blankItem(db: Db, courseId: number) {
  const { targets, sources } = await courseTextDialects(db, courseId);
  return { id: -1, courseId, error: '', version: 0, targets: blankTexts(targets), sources: blankTexts(sources) };
}

export async function insertItem(tx: Db, courseId: number, b: ItemBody): Promise<number> {
  const [row] = await tx.insert(items).values({ courseId }).returning({ id: items.id });
  await writeTexts(tx, { ...itemKey(row.id), courseId }, b);
  return row.id;
}

export async function writeItem(tx: Db, id: number, b: ItemBody): Promise<void> {
  const [row] = await tx.select({ courseId: items.courseId }).from(items).where(eq(items.id, id));
  await writeTexts(tx, { ...itemKey(id), courseId: row.courseId }, b);
}

export const deleteItemTexts = (tx: Db, id: number) => deleteTranslations(tx, ITEMS, [id]);

// Text items (module 41): the same shape with a name, and HTML texts.

export async function listTextItems(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const [rows, d] = await Promise.all([
    listTextRows(db, { table: 'text_items', ref: TEXT_ITEMS, field: 'html', courseId, text, id, withName: true }),
    defaultDialects(db, courseId),
  ]);
  return rows.map((r) => ({ id: r.id, name: r.name ?? '', target: plainText(r.texts[String(d.target)] ?? ''), hasError: r.hasError }));
}

export async function getTextItem(db: Db, id: number) {
  const [row] = await db.select().from(textItems).where(eq(textItems.id, id));
  if (!row) return null;
  return { ...row, ...(await readTexts(db, textItemKey(id), row.courseId)) };
}

export async function blankTextItem(db: Db, courseId: number) {
  const { targets, sources } = await courseTextDialects(db, courseId);
  return { id: -1, courseId, name: '', error: '', version: 0, targets: blankTexts(targets), sources: blankTexts(sources) };
}

export async function insertTextItem(tx: Db, courseId: number, b: TextItemBody): Promise<number> {
  const [row] = await tx.insert(textItems).values({ courseId, name: b.name }).returning({ id: textItems.id });
  await writeTexts(tx, { ...textItemKey(row.id), courseId }, b);
  return row.id;
}

export async function writeTextItem(tx: Db, id: number, b: TextItemBody): Promise<void> {
  const [row] = await tx.update(textItems).set({ name: b.name }).where(eq(textItems.id, id)).returning({ courseId: textItems.courseId });
  await writeTexts(tx, { ...textItemKey(id), courseId: row.courseId }, b);
}

export const deleteTextItemTexts = (tx: Db, id: number) => deleteTranslations(tx, TEXT_ITEMS, [id]);
