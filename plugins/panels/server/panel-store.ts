import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  LIST_LIMIT,
  blankTexts,
  containsPattern,
  courseTextDialects,
  deleteTranslations,
  lessons,
  readTexts,
  translationTextsBody,
  writeTexts,
  type Db,
  type ListFilter,
} from '../../../sdk/server';
import { MODULE, reference } from '../../../sdk/shared';
import { INFLECTION } from '../../inflection/public';
import { LESSONS } from '../../lesson-outline/public';
import { PANELS } from '../public';
import { panels } from './tables';

/** Ids of the course's records of a module (declared references: the host checks them). */
const idList = (module: number) => z.array(reference(module)).max(500).default([]);

/** The editable fields of a panel (spec 2 §3 Panel). */
export const panelBody = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  lessonId: reference(LESSONS).nullable().default(null),
  kLines: idList(MODULE.klines),
  concept: reference(MODULE.vocsCourse).nullable().default(null),
  sentences: idList(MODULE.sentences),
  segments: idList(MODULE.segment),
  compounds: idList(MODULE.compounds),
  level: z.number().int().min(1, 'From 1 to 5').max(5, 'From 1 to 5').default(1),
  wordClass: z.string().max(100).default(''),
  item: reference(MODULE.items).nullable().default(null),
  inflectWord: z.string().max(500).default(''),
  activeInflectTemplate: reference(INFLECTION).nullable().default(null),
  /** 'Stop Linking after Panel': a panel of the course, or 0 for none. */
  inflectStopPanel: z.union([z.literal(0), reference(PANELS)]).default(0),
  titles: translationTextsBody.default([]),
});
export type PanelBody = z.output<typeof panelBody>;

export const titleKey = (refId: number) => ({ ref: PANELS, refId, field: 'title' });

export async function listPanels(db: Db, courseId: number, f: ListFilter & { kLine?: number; lesson?: number }) {
  const like = f.text ? containsPattern(f.text) : '';
  const rows = await db
    .select({
      id: panels.id,
      title: panels.title,
      level: panels.level,
      wordClass: panels.wordClass,
      kLines: panels.kLineIds,
      lessonId: panels.lessonId,
      lesson: lessons.position,
    })
    .from(panels)
    .leftJoin(lessons, eq(lessons.id, panels.lessonId))
    .where(
      and(
        eq(panels.courseId, courseId),
        f.id === undefined ? undefined : eq(panels.id, f.id),
        f.kLine === undefined || f.kLine === -1
          ? undefined
          : f.kLine === 0
            ? sql`cardinality(${panels.kLineIds}) = 0`
            : sql`${f.kLine} = any(${panels.kLineIds})`,
        f.lesson === undefined ? undefined : f.lesson === 0 ? sql`${panels.lessonId} is null` : eq(lessons.position, f.lesson),
        f.text
          ? or(
              ilike(panels.title, like),
              sql`${panels.id}::text = ${f.text.trim()}`,
              sql`exists (select 1 from translations t join translation_texts tt on tt.translation_id = t.id
          where t.ref = ${PANELS} and t.ref_id = ${sql.raw('"panels"."id"')} and t.field = 'title' and tt.text ilike ${like})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(panels.id))
    .limit(LIST_LIMIT);
  return rows;
}

export async function getPanel(db: Db, id: number) {
  const [p] = await db.select().from(panels).where(eq(panels.id, id));
  if (!p) return null;
  const { targets } = await readTexts(db, titleKey(id), p.courseId);
  return shape(p, targets);
}

type PanelRow = typeof panels.$inferSelect;
const shape = (p: PanelRow, titles: unknown[]) => ({
  id: p.id,
  courseId: p.courseId,
  version: p.version,
  title: p.title,
  lessonId: p.lessonId,
  kLines: p.kLineIds,
  concept: p.conceptId,
  sentences: p.sentenceIds,
  segments: p.segmentIds,
  compounds: p.compoundIds,
  level: p.level,
  wordClass: p.wordClass,
  item: p.itemId,
  inflectWord: p.inflectWord,
  activeInflectTemplate: p.activeInflectTemplateId,
  inflectStopPanel: p.inflectStopPanel,
  titles,
});

export async function blankPanel(db: Db, courseId: number) {
  const { targets } = await courseTextDialects(db, courseId);
  return {
    id: -1,
    courseId,
    version: 0,
    title: '',
    lessonId: null,
    kLines: [],
    concept: null,
    sentences: [],
    segments: [],
    compounds: [],
    level: 1,
    wordClass: '',
    item: null,
    inflectWord: '',
    activeInflectTemplate: null,
    inflectStopPanel: 0,
    titles: blankTexts(targets),
  };
}

const columns = (b: PanelBody) => ({
  title: b.title,
  lessonId: b.lessonId,
  kLineIds: b.kLines,
  conceptId: b.concept,
  sentenceIds: b.sentences,
  segmentIds: b.segments,
  compoundIds: b.compounds,
  level: b.level,
  wordClass: b.wordClass,
  itemId: b.item,
  inflectWord: b.inflectWord,
  activeInflectTemplateId: b.activeInflectTemplate,
  inflectStopPanel: b.inflectStopPanel,
});

export async function insertPanel(tx: Db, courseId: number, b: PanelBody): Promise<number> {
  const [p] = await tx
    .insert(panels)
    .values({ courseId, ...columns(b) })
    .returning({ id: panels.id });
  await writeTexts(tx, { ...titleKey(p.id), courseId }, { targets: b.titles });
  return p.id;
}

export async function writePanel(tx: Db, id: number, b: PanelBody): Promise<void> {
  const courseId = await courseOfPanel(tx, id);
  await tx.update(panels).set(columns(b)).where(eq(panels.id, id));
  await writeTexts(tx, { ...titleKey(id), courseId }, { targets: b.titles });
}

export async function courseOfPanel(db: Db, id: number): Promise<number> {
  const [p] = await db.select({ courseId: panels.courseId }).from(panels).where(eq(panels.id, id));
  return p.courseId;
}

export const deletePanelTexts = (tx: Db, id: number) => deleteTranslations(tx, PANELS, [id]);
