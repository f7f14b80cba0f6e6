import { and, asc, eq, sql } from 'drizzle-orm';
import { courseDialectList, HttpError, rowsOf, type Db } from '../../../sdk/server';
import { type InflectOwner } from '../../inflection/public';
import { PANELS } from '../public';
import type { PanelInflectConfig } from '../shared/types';
import { panelInflectConfigs, panelInflects, panels } from './tables';

const cleanWord = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The inflect config of every target dialect of the course: the panel's where it has one (blank for a new panel). */
export async function inflectConfigs(db: Db, courseId: number, panelId: number | null): Promise<PanelInflectConfig[]> {
  const targets = await courseDialectList(db, courseId, 'target');
  if (panelId === null) return targets.map((d) => ({ ...d, inflectWord: '', nInflects: 0 }));
  const rows = rowsOf<{ dialectId: number; inflectWord: string | null; n: number }>(
    await db.execute(sql`
    select d.id as "dialectId",
           (select c.inflect_word from ${panelInflectConfigs} c where c.panel_id = ${panelId} and c.dialect_id = d.id) as "inflectWord",
           (select count(*)::int from ${panelInflects} i where i.panel_id = ${panelId} and i.dialect_id = d.id) as n
      from dialects d where d.id in (${sql.join([...targets.map((t) => sql`${t.dialectId}`), sql`-1`], sql`, `)})`),
  );
  return targets.map((d) => {
    const r = rows.find((x) => Number(x.dialectId) === d.dialectId);
    return { ...d, inflectWord: r?.inflectWord ?? '', nInflects: Number(r?.n ?? 0) };
  });
}

/** Sets the panel's word to inflect in a target dialect of its course (400 naming `dialectId` otherwise). */
export async function writeInflectConfig(db: Db, courseId: number, panelId: number, dialectId: number, inflectWord: string) {
  const targets = await courseDialectList(db, courseId, 'target');
  if (!targets.some((d) => d.dialectId === dialectId)) {
    throw new HttpError(400, 'Not a target dialect of the course', { dialectId: 'Not a target dialect of the course' });
  }
  const word = cleanWord(inflectWord);
  await db
    .insert(panelInflectConfigs)
    .values({ panelId, dialectId, inflectWord: word })
    .onConflictDoUpdate({ target: [panelInflectConfigs.panelId, panelInflectConfigs.dialectId], set: { inflectWord: word } });
  return (await inflectConfigs(db, courseId, panelId)).find((c) => c.dialectId === dialectId)!;
}

/**
 * Panels as records with inflected forms: the inflection module's viewer, auto-inflect and batch
 * target reach them through this. The word inflected is the dialect's inflect config, else the
 * panel's inflect word; its class is the panel's word class.
 */
export const panelInflectOwner: InflectOwner = {
  ref: PANELS,
  name: 'Panels',
  async baseWord(db, id, dialectId) {
    const [p] = await db
      .select({ word: panels.inflectWord, own: panelInflectConfigs.inflectWord })
      .from(panels)
      .leftJoin(panelInflectConfigs, and(eq(panelInflectConfigs.panelId, panels.id), eq(panelInflectConfigs.dialectId, dialectId)))
      .where(eq(panels.id, id));
    return p ? p.own || p.word : null;
  },
  async wordClass(db, id) {
    const [p] = await db.select({ wordClass: panels.wordClass }).from(panels).where(eq(panels.id, id));
    return p?.wordClass.trim() || null;
  },
  async read(db, id, dialectId) {
    return db
      .select({ inflectId: panelInflects.inflectId, word: panelInflects.word, conjState: panelInflects.conjState })
      .from(panelInflects)
      .where(and(eq(panelInflects.panelId, id), eq(panelInflects.dialectId, dialectId)))
      .orderBy(asc(panelInflects.inflectId));
  },
  async write(db, id, dialectId, forms) {
    await db.delete(panelInflects).where(and(eq(panelInflects.panelId, id), eq(panelInflects.dialectId, dialectId)));
    const rows = forms.map((f) => ({ panelId: id, dialectId, inflectId: f.inflectId, word: cleanWord(f.word), conjState: f.conjState })).filter((f) => f.word);
    if (rows.length) await db.insert(panelInflects).values(rows);
  },
  async activeTemplate(db, id) {
    const [p] = await db.select({ id: panels.activeInflectTemplateId }).from(panels).where(eq(panels.id, id));
    return p?.id ?? null;
  },
  async records(db, courseId, dialectId) {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
      select p.id from ${panels} p
        left join ${panelInflectConfigs} c on c.panel_id = p.id and c.dialect_id = ${dialectId}
       where p.course_id = ${courseId} and coalesce(nullif(c.inflect_word, ''), p.inflect_word) <> ''
       order by p.id`),
    );
    return rows.map((r) => Number(r.id));
  },
};

/**
 * Carries a panel's per-dialect inflect words and forms to its clone or copy (spec 2 §5), in the
 * dialects given (a copy: the target dialects both courses have). A dialect's forms go only when
 * the word they inflect stays the same: the dialect has its own word, or the new panel keeps the
 * panel's inflect word (a clone with a new inflect word leaves those forms behind).
 */
export async function copyInflects(db: Db, fromId: number, toId: number, dialectIds: number[], toInflectWord: string) {
  if (!dialectIds.length) return;
  const [from] = await db.select({ inflectWord: panels.inflectWord }).from(panels).where(eq(panels.id, fromId));
  const configs = (await db.select().from(panelInflectConfigs).where(eq(panelInflectConfigs.panelId, fromId))).filter((c) => dialectIds.includes(c.dialectId));
  if (configs.length) await db.insert(panelInflectConfigs).values(configs.map((c) => ({ ...c, panelId: toId })));
  const sameWord = cleanWord(from.inflectWord) === cleanWord(toInflectWord);
  const forms = (await db.select().from(panelInflects).where(eq(panelInflects.panelId, fromId))).filter(
    (f) => dialectIds.includes(f.dialectId) && (sameWord || configs.some((c) => c.dialectId === f.dialectId && c.inflectWord)),
  );
  if (forms.length) await db.insert(panelInflects).values(forms.map((f) => ({ ...f, panelId: toId })));
}
