import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, STALE_MESSAGE, byIdAccess, notFound, route, translationTextsBody, type Db } from '../../../sdk/server';
import { SENTENCES, SOURCE_ADAPTATION } from '../plugin';
import { NOTE_MAX } from '../rules';
import { sentenceKey } from './sentence-store';
import { sentences } from './tables';
import { defaultDialects, readTexts, writeTexts } from '../../../sdk/server';
import { listSentenceRows } from './texts';

/**
 * Source Adaptation (module 20): the course's sentences that have a source adaptation note, with
 * the note and the sentence's source texts editable here. It edits the same sentence record (and
 * version) as the Sentences module, so a save over the other's change gets 409.
 */

const idParams = z.object({ id: z.coerce.number().int().positive() });
const courseParams = z.object({ courseId: z.coerce.number().int().positive() });
const body = z.object({
  sourceAdaptationNote: z.string().max(NOTE_MAX),
  sources: translationTextsBody.default([]),
  version: z.number().int(),
});

async function rows(db: Db, courseId: number, text?: string, id?: number) {
  const [list, d] = await Promise.all([listSentenceRows(db, { ref: SENTENCES, courseId, text, withNote: true, id }), defaultDialects(db, courseId)]);
  return list.map((r) => ({ id: r.id, target: r.texts[String(d.target)] ?? '', source: r.texts[String(d.source)] ?? '', sourceAdaptationNote: r.sourceAdaptationNote }));
}

/** The sentence as this screen edits it: the note and the sources; the targets for reading. */
export async function getAdaptation(db: Db, id: number) {
  const [s] = await db.select({ id: sentences.id, courseId: sentences.courseId, version: sentences.version, sourceAdaptationNote: sentences.sourceAdaptationNote })
    .from(sentences).where(eq(sentences.id, id));
  if (!s) return null;
  return { ...s, ...(await readTexts(db, sentenceKey(id), s.courseId)) };
}

const access = byIdAccess(SOURCE_ADAPTATION, sentences);

export const sourceAdaptationRoutes = [
  route({
    method: 'GET', url: 'groups/:courseId/source-adaptation', access: { module: SOURCE_ADAPTATION }, params: courseParams,
    query: z.object({ text: z.string().optional() }),
    summary: 'Sentences of the course with a source adaptation note (?text searches texts and notes)',
    handler: ({ db, params, query }) => rows(db, params.courseId, query.text?.trim() || undefined),
  }),
  route({
    method: 'GET', url: 'groups/:courseId/source-adaptation/:id', access: { module: SOURCE_ADAPTATION }, params: courseParams.extend(idParams.shape),
    summary: 'One row of the list (404 when the sentence is not in the course or has no note)',
    handler: async ({ db, params }) => {
      const [row] = await rows(db, params.courseId, undefined, params.id);
      if (!row) throw notFound('Sentence');
      return row;
    },
  }),
  route({
    method: 'GET', url: 'source-adaptation/:id', access, params: idParams,
    summary: 'A sentence as Source Adaptation edits it: note, sources, targets (read-only) and version',
    handler: async ({ db, params }) => {
      const rec = await getAdaptation(db, params.id);
      if (!rec) throw notFound('Sentence');
      return rec;
    },
  }),
  route({
    method: 'PUT', url: 'source-adaptation/:id', access, params: idParams, body,
    summary: 'Saves the note and the source texts of a sentence; 409 when the version is stale; answers the sentence as GET does and its grid row (row: null once it has no note)',
    handler: async ({ db, params, body: b, courseId }) => {
      await db.transaction(async (tx) => {
        const bumped = await tx.update(sentences)
          .set({ version: sql`${sentences.version} + 1`, sourceAdaptationNote: b.sourceAdaptationNote.trim() })
          .where(and(eq(sentences.id, params.id), eq(sentences.version, b.version))).returning({ id: sentences.id });
        if (!bumped.length) throw new HttpError(409, STALE_MESSAGE);
        await writeTexts(tx as unknown as Db, { ...sentenceKey(params.id), courseId }, { sources: b.sources });
      });
      const [row] = await rows(db, courseId, undefined, params.id);
      return { ...(await getAdaptation(db, params.id)), row: row ?? null };
    },
  }),
];
