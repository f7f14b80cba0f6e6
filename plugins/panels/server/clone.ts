import { and, eq } from 'drizzle-orm';
import { HttpError, courseTextDialects, grants, notFound, readTexts, writeTexts, type Db, type SessionUser } from '../../../sdk/server';
import { PANELS } from '../public';
import { titleKey } from './panel-store';
import { copyInflects } from './inflect-store';
import { copyStructure } from './structure-store';
import { panels } from './tables';

export interface CloneBody {
  id: number;
  title: string;
  concept: number | null;
  item: number | null;
  inflectWord: string;
}

/** A panel the body names: one of the course's (a declared reference, which the host checks). */
async function panelOf(db: Db, id: number) {
  const [p] = await db.select().from(panels).where(eq(panels.id, id));
  if (!p) throw notFound('Panel');
  return p;
}

/**
 * A clone (spec 2 §4, §5): a new panel of the same course with its own title, concept, item and
 * inflect word; k-lines, lists, level, word class, lesson, titles, the whole structure and the
 * per-dialect inflect words and forms are copied (forms that inflect the old inflect word stay behind). One request per clone: the screen saves several in parallel, a tick per answer.
 */
export async function clonePanel(db: Db, courseId: number, b: CloneBody): Promise<number> {
  const p = await panelOf(db, b.id);
  return db.transaction(async (tx) => {
    const { id: _id, version: _v, ...rest } = p;
    const [c] = await tx
      .insert(panels)
      .values({ ...rest, title: b.title, conceptId: b.concept, itemId: b.item, inflectWord: b.inflectWord })
      .returning({ id: panels.id });
    const { targets } = await readTexts(tx, titleKey(p.id), courseId);
    await writeTexts(tx, { ...titleKey(c.id), courseId }, { targets: targets.filter((t) => t.text) });
    await copyStructure(tx, p.id, c.id);
    const dialects = (await courseTextDialects(tx, courseId)).targets.map((d) => d.dialectId);
    await copyInflects(tx, p.id, c.id, dialects, b.inflectWord);
    return c.id;
  });
}

const mayUsePanels = async (db: Db, user: SessionUser, courseId: number) =>
  user.admin ||
  (
    await db
      .select()
      .from(grants)
      .where(and(eq(grants.userId, user.id), eq(grants.courseId, courseId), eq(grants.moduleId, PANELS)))
  ).length > 0;

/**
 * A copy to another course (spec 2 §5): title, level, word class, inflect word, the structure and
 * the per-dialect inflect words and forms of the target dialects both courses have.
 * What names the source course's records stays behind (k-lines, lesson, concept, item, sentence,
 * segment and compound lists, inflect template); sentence and quote elements go only with
 * copySentences. Titles go in the target dialects both courses have. The user needs Panels on both.
 */
export async function copyPanel(db: Db, user: SessionUser, courseId: number, panelId: number, toCourseId: number, copySentences: boolean): Promise<number> {
  const p = await panelOf(db, panelId);
  if (toCourseId === courseId) throw new HttpError(400, 'Invalid body: toCourseId', { toCourseId: 'Choose another course' });
  if (!(await mayUsePanels(db, user, toCourseId))) throw new HttpError(403, 'You may not use the Panels of the target course');
  const toTargets = (await courseTextDialects(db, toCourseId)).targets;
  return db.transaction(async (tx) => {
    const [c] = await tx
      .insert(panels)
      .values({
        courseId: toCourseId,
        title: p.title,
        level: p.level,
        wordClass: p.wordClass,
        inflectWord: p.inflectWord,
      })
      .returning({ id: panels.id });
    const { targets } = await readTexts(tx, titleKey(p.id), courseId);
    const kept = targets.filter((t) => t.text && toTargets.some((d) => d.dialectId === t.dialectId));
    await writeTexts(tx, { ...titleKey(c.id), courseId: toCourseId }, { targets: kept });
    await copyStructure(tx, p.id, c.id, (kind) => copySentences || (kind !== 'sentences' && kind !== 'quote_sentence'), false);
    const fromTargets = (await courseTextDialects(tx, courseId)).targets;
    await copyInflects(
      tx,
      p.id,
      c.id,
      toTargets.filter((d) => fromTargets.some((f) => f.dialectId === d.dialectId)).map((d) => d.dialectId),
      p.inflectWord,
    );
    return c.id;
  });
}
