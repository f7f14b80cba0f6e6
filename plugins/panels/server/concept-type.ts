import { and, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { containsPattern, lessons, readTexts, TableCache, type ConceptCandidate, type ConceptType, type Db } from '../../../sdk/server';
import { PANELS, type PanelCard, type PanelTooltip } from '../public';
import { courseKLineNames, namedKLines } from './kline-names';
import { titleKey } from './panel-store';
import { panels } from './tables';

/** The inflect words of a course's panels, as words in lower case, until a panel is written. */
const WORD_TABLES = ['panels'];
const words = new TableCache<{ id: number; words: string[] }[]>(WORD_TABLES, 64);

const matchPhrases: ConceptType['matchMany'] = async (db, courseId, _dialectId, phrases) => {
  const rows = await words.get(db, String(courseId), async () =>
    (
      await db
        .select({ id: panels.id, word: panels.inflectWord })
        .from(panels)
        .where(and(eq(panels.courseId, courseId), ne(panels.inflectWord, '')))
    ).map((r) => ({ id: r.id, words: r.word.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean) })),
  );
  return phrases.map((tokens) => {
    const out: ConceptCandidate[] = [];
    for (const r of rows) {
      for (let i = 0; i + r.words.length <= tokens.length; i++) {
        if (r.words.every((w, j) => tokens[i + j].norm === w))
          out.push({ ref: PANELS, refId: r.id, positions: r.words.map((_, j) => i + j), inflectStudied: null });
      }
    }
    return out;
  });
};

/** The k-line names of the courses of some panels, by course. */
async function kLineNamesOf(db: Db, courseIds: number[]) {
  const unique = [...new Set(courseIds)];
  return new Map(await Promise.all(unique.map(async (c) => [c, await courseKLineNames(db, c)] as const)));
}

/**
 * Tooltip data of panels (spec 1 §3: kLines with name and visible, title, concept): id, title,
 * level, concept, k-lines and the title in the dialect (else the first target's).
 */
export async function panelTooltips(db: Db, ids: number[], dialectId: number): Promise<PanelTooltip[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(panels).where(inArray(panels.id, ids)).orderBy(panels.id);
  const names = await kLineNamesOf(
    db,
    rows.map((p) => p.courseId),
  );
  return Promise.all(
    rows.map(async (p) => {
      const { targets } = await readTexts(db, titleKey(p.id), p.courseId);
      return {
        id: p.id,
        title: p.title,
        level: p.level,
        concept: p.conceptId,
        kLines: namedKLines(p.kLineIds, names.get(p.courseId) ?? new Map()),
        target: targets.find((t) => t.dialectId === dialectId)?.text ?? targets[0]?.text ?? '',
      };
    }),
  );
}

/** The card of a panel: title, k-lines by name, lesson position, concept; null when there is no such panel. */
export async function panelCard(db: Db, id: number): Promise<PanelCard | null> {
  const [p] = await db
    .select({
      id: panels.id,
      courseId: panels.courseId,
      title: panels.title,
      kLines: panels.kLineIds,
      concept: panels.conceptId,
      position: lessons.position,
      level: panels.level,
    })
    .from(panels)
    .leftJoin(lessons, eq(lessons.id, panels.lessonId))
    .where(eq(panels.id, id));
  if (!p) return null;
  const { courseId, ...card } = p;
  return { ...card, kLines: namedKLines(p.kLines, await courseKLineNames(db, courseId)) };
}

/**
 * Panels as a concept type (spec 1 §2 Concept cards): a panel is guessed where its inflect word
 * (the word it teaches, in the target language) occurs as a word of the phrase.
 */
export const panelConceptType: ConceptType = {
  ref: PANELS,
  name: 'Panels',
  matchMany: matchPhrases,
  tables: WORD_TABLES,
  tooltip: panelTooltips,
  card: panelCard,
  async courseOf(db, id) {
    const [p] = await db.select({ courseId: panels.courseId }).from(panels).where(eq(panels.id, id));
    return p?.courseId ?? null;
  },
  async titles(db, ids) {
    const rows = ids.length ? await db.select({ id: panels.id, title: panels.title }).from(panels).where(inArray(panels.id, ids)) : [];
    return new Map(rows.map((r) => [r.id, r.title]));
  },
  async search(db, courseId, text, limit) {
    const like = containsPattern(text);
    return db
      .select({ id: panels.id, title: panels.title, courseId: panels.courseId })
      .from(panels)
      .where(and(courseId === null ? undefined : eq(panels.courseId, courseId), or(ilike(panels.title, like), sql`${panels.id}::text = ${text.trim()}`)))
      .orderBy(panels.id)
      .limit(limit);
  },
};
