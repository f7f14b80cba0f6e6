import { and, eq, inArray, sql } from 'drizzle-orm';
import { conceptLinks, notFound, route, rowsOf, type Db, type RouteDef } from '../../../sdk/server';
import { placedRecords } from '../../lesson-outline/public';
import { MODULE } from '../../../sdk/shared';
import { VOCS_COURSE, vocabularyApi } from '../public';
import { vocConceptType, vocTooltips } from './concept-type';
import { vocs } from './tables';
import { getVoc } from './voc-store';

/**
 * The vocabulary's routes for the concept linker (spec 1 §2 Concept cards, §3 Tooltip data; spec 3
 * §2 Uses / lesson utilities): served here, by the owner of the concepts, under the linker's
 * modules' permissions. The linker's editor finds them through the vocabulary's concept card.
 */

/**
 * How many texts of the course link each entry (all entries, or those given); with lessonPos, only
 * the texts of lessons up to it, and of no lesson (the concept linker's lesson utilities count so).
 */
async function useCounts(db: Db, courseId: number, ids?: number[], lessonPos?: number): Promise<Map<number, number>> {
  const placed = lessonPos === undefined ? null : placedRecords(courseId);
  const rows = await db
    .select({ id: conceptLinks.conceptRefId, n: sql<number>`count(distinct (${conceptLinks.ref}, ${conceptLinks.refId}))::int` })
    .from(conceptLinks)
    .where(
      and(
        eq(conceptLinks.courseId, courseId),
        eq(conceptLinks.conceptRef, VOCS_COURSE),
        ids ? inArray(conceptLinks.conceptRefId, ids.length ? ids : [-1]) : undefined,
        placed
          ? sql`not exists (select 1 from (${placed}) p where p.ref = ${conceptLinks.ref} and p.id = ${conceptLinks.refId} and p.position > ${lessonPos})`
          : undefined,
      ),
    )
    .groupBy(conceptLinks.conceptRefId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

const sampleVoc = async (db: Db, courseId: number) => {
  const [r] = await db.select({ id: vocs.id }).from(vocs).where(eq(vocs.courseId, courseId)).orderBy(vocs.id).limit(1);
  return r ? { id: r.id } : null;
};

export const conceptRoutes: RouteDef[] = [
  route(vocabularyApi.tooltips, {
    access: { module: MODULE.conceptLinker },
    handler: async ({ db, params, query }) => {
      const own = await db
        .select({ id: vocs.id })
        .from(vocs)
        .where(and(eq(vocs.courseId, params.courseId), inArray(vocs.id, [...query.text, -1])));
      const ids = own.map((r) => r.id);
      const uses = await useCounts(db, params.courseId, ids);
      return (await vocTooltips(db, ids, query.dialect)).map((t) => ({ ...t, nUses: uses.get(t.id) ?? 0 }));
    },
  }),
  route(vocabularyApi.card, {
    access: { module: MODULE.conceptLinker, courseOf: ({ params, db }) => vocConceptType.courseOf(db, Number(params.id)), sample: sampleVoc },
    handler: async ({ db, params }) => {
      // The concept type's card (getVoc).
      const card = await getVoc(db, params.id);
      if (!card) throw notFound('Entry');
      return card;
    },
  }),
  route(vocabularyApi.clUtils, {
    access: { module: MODULE.clUtils },
    handler: async ({ db, params, query }) => {
      const rows = rowsOf<{ id: number; title: string; word: string | null }>(
        await db.execute(sql`select v.id, v.title,
          (select tt.text from translations t join translation_texts tt on tt.translation_id = t.id
            join courses c on c.id = v.course_id
            where t.ref = ${VOCS_COURSE} and t.ref_id = v.id and t.field = 'word' and tt.dialect_id = c.target_dialect_default_id) as word
        from ${vocs} v where v.course_id = ${params.courseId} order by v.title, v.id`),
      );
      const uses = await useCounts(db, params.courseId, undefined, query.lessonPos);
      return rows.map((r) => ({ id: Number(r.id), title: r.title, word: r.word ?? '', nUses: uses.get(Number(r.id)) ?? 0 }));
    },
  }),
];
