import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, STALE_MESSAGE, byIdAccess, defineResource, defineServerPlugin, route, translationTextsBody } from '../../../sdk/server';
import { GENDER_CODES, NOTE_MAX, READERS } from '../rules';
import { sentenceAudio } from './audio';
import { illustrationRoutes } from './illustration';
import { beforeDeleteSentence, blankSentence, getSentence, insertSentence, listSentences, sentenceKey, writeSentence } from './sentence-store';
import { sourceAdaptationRoutes } from './source-adaptation';
import { sentences } from './tables';
import { blankTexts, courseTextDialects, readTexts, writeTexts } from '../../../sdk/server';
import { sentenceHealth } from './health';
import { sentenceContributions } from './contributions';
import { SENTENCES, sentenceResource, sentencesApi } from '../public';

const body = z.object({
  genderCode: z.enum(GENDER_CODES).default('-'),
  readBy: z.enum(READERS).optional(),
  sourceAdaptationNote: z.string().max(NOTE_MAX, `At most ${NOTE_MAX} characters`).default(''),
  targets: translationTextsBody.default([]),
  sources: translationTextsBody.default([]),
});

export default defineServerPlugin({
  healthChecks: [sentenceHealth],
  contributes: sentenceContributions,
  resources: [
    defineResource({
      module: SENTENCES,
      label: 'Sentence',
      table: sentences,
      body,
      // GET groups/{course}/sentences (?text; ?dialect is accepted, rows carry every dialect's text) and /{id};
      // GET sentences/new?course=; POST groups/{course}/sentences; GET|PUT|DELETE sentences/{id}
      contract: sentenceResource,
      list: listSentences,
      get: getSentence,
      blank: blankSentence,
      insert: insertSentence,
      write: writeSentence,
      beforeDelete: beforeDeleteSentence,
    }),
  ],
  routes: [
    route(sentencesApi.blankTargets, {
      access: { module: SENTENCES },
      handler: async ({ db, params }) => blankTexts((await courseTextDialects(db, params.courseId)).targets),
    }),
    route(sentencesApi.targets, {
      access: byIdAccess(SENTENCES, sentences),
      handler: async ({ db, params, courseId }) => (await readTexts(db, sentenceKey(params.id), courseId)).targets,
    }),
    route(sentencesApi.setTarget, {
      access: byIdAccess(SENTENCES, sentences),
      handler: async ({ db, params, body: b, courseId }) => {
        const { targets } = await courseTextDialects(db, courseId);
        if (!targets.some((d) => d.dialectId === params.dialectId)) {
          throw new HttpError(400, 'Invalid params: dialectId', { dialectId: 'Not a target dialect of this course' });
        }
        await db.transaction(async (tx) => {
          const bumped = await tx
            .update(sentences)
            .set({ version: sql`${sentences.version} + 1` })
            .where(and(eq(sentences.id, params.id), b.version === undefined ? undefined : eq(sentences.version, b.version)))
            .returning({ id: sentences.id });
          if (!bumped.length) throw new HttpError(409, STALE_MESSAGE);
          await writeTexts(tx, { ...sentenceKey(params.id), courseId }, { targets: [{ dialectId: params.dialectId, text: b.text, status: b.status }] });
        });
        return getSentence(db, params.id);
      },
    }),
    ...illustrationRoutes,
    ...sourceAdaptationRoutes,
  ],
  audioRefs: [sentenceAudio],
});
