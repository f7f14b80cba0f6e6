import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { containsPattern, courseDialectList, dialects, HttpError, sanitizeHtml, type Db, type ListFilter } from '../../../sdk/server';
import { MODULE, reference } from '../../../sdk/shared';
import { conjTemplates } from './tables';

const optionalId = z.number().int().positive().max(2_147_483_647).nullable().default(null);

export const templateBody = z.object({
  name: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
  wordClass: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
  order: z.number().int().min(0).max(100_000).default(0),
  showToUser: z.boolean().default(true),
  html: z.string().max(20_000, 'At most 20,000 characters').default(''),
  dialectId: optionalId,
  /** A table literal of the course (a declared reference). */
  literal: reference(MODULE.tableLiterals).nullable().default(null),
});
export type TemplateBody = z.output<typeof templateBody>;

/** Grid rows: name, word class, the dialect's code ('' for any), order and whether it is shown to the user. */
export async function listTemplates(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const like = text ? containsPattern(text) : '';
  const rows = await db
    .select({
      id: conjTemplates.id,
      name: conjTemplates.name,
      wordClass: conjTemplates.wordClass,
      order: conjTemplates.order,
      showToUser: conjTemplates.showToUser,
      dialectCode: dialects.code,
    })
    .from(conjTemplates)
    .leftJoin(dialects, eq(dialects.id, conjTemplates.dialectId))
    .where(
      and(
        eq(conjTemplates.courseId, courseId),
        id === undefined ? undefined : eq(conjTemplates.id, id),
        like ? or(ilike(conjTemplates.name, like), ilike(conjTemplates.wordClass, like)) : undefined,
      ),
    )
    .orderBy(asc(conjTemplates.wordClass), asc(conjTemplates.order), asc(conjTemplates.id));
  return rows.map((r) => ({ ...r, dialectCode: r.dialectCode ?? '' }));
}

export async function getTemplate(db: Db, id: number) {
  const [t] = await db.select().from(conjTemplates).where(eq(conjTemplates.id, id));
  if (!t) return null;
  const { literalId, ...rest } = t;
  return { ...rest, literal: literalId };
}

export const blankTemplate = async (_db: Db, courseId: number) => ({
  id: -1,
  courseId,
  name: '',
  wordClass: 'verb',
  order: 0,
  showToUser: true,
  html: '',
  dialectId: null,
  literal: null,
  version: 0,
});

/** The dialect must be a target of the course (400 naming it); the HTML is sanitized. */
async function fieldsOf(db: Db, courseId: number, b: TemplateBody) {
  if (b.dialectId !== null && !(await courseDialectList(db, courseId, 'target')).some((d) => d.dialectId === b.dialectId)) {
    throw new HttpError(400, 'Not a target dialect of the course', { dialectId: 'Not a target dialect of the course' });
  }
  return {
    name: b.name,
    wordClass: b.wordClass,
    order: b.order,
    showToUser: b.showToUser,
    html: sanitizeHtml(b.html),
    dialectId: b.dialectId,
    literalId: b.literal,
  };
}

export async function insertTemplate(tx: Db, courseId: number, b: TemplateBody): Promise<number> {
  const [row] = await tx
    .insert(conjTemplates)
    .values({ courseId, ...(await fieldsOf(tx, courseId, b)) })
    .returning({ id: conjTemplates.id });
  return row.id;
}

export async function writeTemplate(tx: Db, id: number, b: TemplateBody): Promise<void> {
  const [t] = await tx.select({ courseId: conjTemplates.courseId }).from(conjTemplates).where(eq(conjTemplates.id, id));
  await tx
    .update(conjTemplates)
    .set(await fieldsOf(tx, t.courseId, b))
    .where(eq(conjTemplates.id, id));
}

/** The template's HTML with a word's forms: `{201}` becomes the form of inflect id 201 ('' when it has none), `{word}` the word. */
export function renderTemplate(html: string, word: string, forms: { inflectId: number; word: string }[]): string {
  const byId = new Map(forms.map((f) => [f.inflectId, f.word]));
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return html.replace(/\{(word|-?\d+)\}/g, (_, key: string) => esc(key === 'word' ? word : (byId.get(Number(key)) ?? '')));
}
