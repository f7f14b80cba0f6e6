import { and, eq, sql } from 'drizzle-orm';
import { HttpError, STALE_MESSAGE, byIdAccess, notFound, route, type Db } from '../../../sdk/server';
import { SENTENCES, SOURCE_ADAPTATION, sentencesApi, type AdaptationRow } from '../public';
import { sentenceKey } from './sentence-store';
import { sentences } from './tables';
import { defaultDialects, readTexts, writeTexts } from '../../../sdk/server';
import { listSentenceRows } from './texts';

/**
 * Source Adaptation (module 20): the course's sentences that have a source adaptation note, with
 * the note and the sentence's source texts editable here. It edits the same sentence record (and
 * version) as the Sentences module, so a save over the other's change gets 409.
 */

async function rows(db: Db, courseId: number, text?: string, id?: number): Promise<AdaptationRow[]> {
  const [list, d] = await Promise.all([listSentenceRows(db, { ref: SENTENCES, courseId, text, withNote: true, id }), defaultDialects(db, courseId)]);
  return list.map((r) => ({
    id: r.id,
    target: r.texts[String(d.target)] ?? '',
    source: r.texts[String(d.source)] ?? '',
    sourceAdaptationNote: r.sourceAdaptationNote,
  }));
}

/** The sentence as this screen edits it: the note and the sources; the targets for reading. */
export async function getAdaptation(db: Db, id: number) {
  const [s] = await db
    .select({ id: sentences.id, courseId: sentences.courseId, version: sentences.version, sourceAdaptationNote: sentences.sourceAdaptationNote })
    .from(sentences)
    .where(eq(sentences.id, id));
  if (!s) return null;
  return { ...s, ...(await readTexts(db, sentenceKey(id), s.courseId)) };
}

const access = byIdAccess(SOURCE_ADAPTATION, sentences);

export const sourceAdaptationRoutes = [
  route(sentencesApi.adaptations, {
    access: { module: SOURCE_ADAPTATION },
    handler: ({ db, params, query }) => rows(db, params.courseId, query.text?.trim() || undefined),
  }),
  route(sentencesApi.adaptationRow, {
    access: { module: SOURCE_ADAPTATION },
    handler: async ({ db, params }) => {
      const [row] = await rows(db, params.courseId, undefined, params.id);
      if (!row) throw notFound('Sentence');
      return row;
    },
  }),
  route(sentencesApi.adaptation, {
    access,
    handler: async ({ db, params }) => {
      const rec = await getAdaptation(db, params.id);
      if (!rec) throw notFound('Sentence');
      return rec;
    },
  }),
  route(sentencesApi.saveAdaptation, {
    access,
    handler: async ({ db, params, body: b, courseId }) => {
      await db.transaction(async (tx) => {
        const bumped = await tx
          .update(sentences)
          .set({ version: sql`${sentences.version} + 1`, sourceAdaptationNote: b.sourceAdaptationNote.trim() })
          .where(and(eq(sentences.id, params.id), eq(sentences.version, b.version)))
          .returning({ id: sentences.id });
        if (!bumped.length) throw new HttpError(409, STALE_MESSAGE);
        await writeTexts(tx, { ...sentenceKey(params.id), courseId }, { sources: b.sources });
      });
      const [row] = await rows(db, courseId, undefined, params.id);
      const rec = await getAdaptation(db, params.id);
      // Deleted since the save (by another user): there is no sentence to answer.
      if (!rec) throw notFound('Sentence');
      return { ...rec, row: row ?? null };
    },
  }),
];
