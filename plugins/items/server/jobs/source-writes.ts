import { eq, sql } from 'drizzle-orm';
import { HttpError, readTranslation, writeTexts, type Db, type JobItem } from '../../../../sdk/server';
import { TranslationStatus } from '../../../../sdk/shared';
import type { ItemJobInfo } from '../../jobs-shared';
import { itemKey } from '../item-store';
import { items } from '../tables';
import type { ItemJobInput } from './job-params';

/** The text a change writes: the user's edit, else the AI's modified translation. */
export const changeText = (item: JobItem<ItemJobInput>, text: string | undefined) =>
  (text !== undefined ? text : (item.aiResult?.modified_translation ?? '')).trim();

/** A change is offered on every reviewed row: the user may type the text where the AI wrote none. */
export const offeredAlways = () => true;

/** Refuses a change without a text to write (spec 1 §5). */
export const refuseEmptyChange = (item: JobItem<ItemJobInput>, text: string | undefined): string | null =>
  changeText(item, text) ? null : 'Change needs a non-empty modified translation';

async function currentSource(db: Db, item: JobItem<ItemJobInput>): Promise<{ courseId: number; text: string; status: TranslationStatus }> {
  const [row] = await db.select({ courseId: items.courseId }).from(items).where(eq(items.id, item.refId));
  if (!row) throw new HttpError(409, 'The item no longer exists');
  const [cur] = await readTranslation(db, itemKey(item.refId), [{ dialectId: item.input.sourceDialectId, dialectCode: item.input.sourceDialectCode }]);
  return { courseId: row.courseId, text: cur.text, status: cur.status };
}

/**
 * Writes the item's source in the job's dialect (status done), as the item editor would: the
 * item's version is bumped, so that an editor holding the old one gets 409 on save. Answers what
 * the job item records of it (the row shows it; validated-item selection compares it).
 */
export async function writeSource(db: Db, item: JobItem<ItemJobInput>, text: string): Promise<{ itemInfo: Partial<ItemJobInfo> }> {
  const cur = await currentSource(db, item);
  await db
    .update(items)
    .set({ version: sql`${items.version} + 1` })
    .where(eq(items.id, item.refId));
  await writeTexts(
    db,
    { ...itemKey(item.refId), courseId: cur.courseId },
    {
      sources: [{ dialectId: item.input.sourceDialectId, text, status: TranslationStatus.DONE }],
    },
    { system: true },
  );
  return { itemInfo: { source_text: text, ...(cur.text !== text ? { previous_source: cur.text } : {}) } };
}

/**
 * A validator's keep: the reviewer confirmed the source, so it becomes done (validated) if it is
 * still the text the job checked; a source edited since then is left alone.
 */
export async function confirmSource(db: Db, item: JobItem<ItemJobInput>): Promise<void> {
  const cur = await currentSource(db, item);
  const checked = String(item.itemInfo.source_text ?? item.input.source);
  if (cur.text !== checked || !cur.text.trim() || cur.status === TranslationStatus.DONE) return;
  await db
    .update(items)
    .set({ version: sql`${items.version} + 1` })
    .where(eq(items.id, item.refId));
  await writeTexts(
    db,
    { ...itemKey(item.refId), courseId: cur.courseId },
    {
      sources: [{ dialectId: item.input.sourceDialectId, text: cur.text, status: TranslationStatus.DONE }],
    },
    { system: true },
  );
}
/** Selects the items whose AI proposal is one of the decisions (for a bulk action). */
export const proposed =
  (...decisions: string[]) =>
  (item: JobItem) =>
    decisions.includes(item.aiResult?.decision ?? '');
