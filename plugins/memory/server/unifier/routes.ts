import { z } from 'zod';
import { dbIdParam, route } from '../../../../sdk/server';
import { MEMORY } from '../../plugin';
import { EMBED_CHUNK, THRESHOLD, TOP_K } from '../../unifier-config';
import { changePatterns, pauseUnifier, startUnifier, unifierRun, upsertEmbeddings } from './runs';

const access = { module: MEMORY };
const id = dbIdParam;
/** A phrasebook entry's id in a body (no coercion there). */
const entryId = z.number().int().positive().max(2_147_483_647);
const dialectId = z.number({ message: 'Choose a source dialect' }).int().positive('Choose a source dialect');
const threshold = z.number().min(THRESHOLD.min, `Threshold must be between ${THRESHOLD.min} and ${THRESHOLD.max}`).max(THRESHOLD.max, `Threshold must be between ${THRESHOLD.min} and ${THRESHOLD.max}`);
const topK = z.number().int(`topK must be a whole number between ${TOP_K.min} and ${TOP_K.max}`).min(TOP_K.min, `topK must be between ${TOP_K.min} and ${TOP_K.max}`).max(TOP_K.max, `topK must be between ${TOP_K.min} and ${TOP_K.max}`);

/** Spec 4 §3 and §5: the configuration plus dialect_id, threshold and topK (those at the top win; the defaults 0.82 and 50). */
const buildBody = z.object({
  general: z.object({
    translation_refs: z.array(z.number().int().positive()).min(1, 'Choose at least one translation source').max(50),
    source_dialect: dialectId.optional(),
    threshold: threshold.optional(),
    topK: topK.optional(),
  }),
  filtering: z.object({ courses: z.array(z.object({ course_id: z.number().int().positive() })).min(1, 'Choose at least one course').max(1000) }),
  dialect_id: dialectId.optional(),
  threshold: threshold.optional(),
  topK: topK.optional(),
}).superRefine((b, ctx) => {
  if (!b.dialect_id && !b.general.source_dialect) ctx.addIssue({ code: 'custom', path: ['general', 'source_dialect'], message: 'Choose a source dialect' });
});

export const unifierRoutes = [
  route({
    method: 'POST', url: 'memory-semantic-unifier/groups/build', access,
    summary: 'Queues a Semantic Unifier run: the phrasebook patterns of the source dialect found in the selected courses\' texts are embedded (chunks of 100) and grouped by cosine similarity; answers the run { id, status, to_embed, total, done, failed, groups }',
    body: buildBody,
    handler: ({ db, tasks, body }) => {
      const dialect = body.dialect_id ?? body.general.source_dialect!;
      const t = body.threshold ?? body.general.threshold ?? THRESHOLD.default;
      const k = body.topK ?? body.general.topK ?? TOP_K.default;
      return startUnifier(db, tasks, { ...body, general: { ...body.general, source_dialect: dialect, threshold: t, topK: k }, dialect_id: dialect, threshold: t, topK: k });
    },
  }),
  route({
    method: 'GET', url: 'memory-semantic-unifier/runs/:id', access,
    summary: 'A Semantic Unifier run: status (needs_embeddings, paused, ok, failed), the embedding progress (done of total, failed) and, once ok, its groups { id, representative_pattern, members { id, pattern, similarity } }',
    params: z.object({ id }),
    handler: ({ db, params }) => unifierRun(db, params.id),
  }),
  route({
    method: 'POST', url: 'memory-semantic-unifier/runs/:id/pause', access, summary: 'Pauses a run\'s embeddings before the next chunk (409 unless it is embedding)',
    params: z.object({ id }),
    handler: ({ db, tasks, params }) => pauseUnifier(db, tasks, params.id, 'pause'),
  }),
  route({
    method: 'POST', url: 'memory-semantic-unifier/runs/:id/resume', access, summary: 'Resumes a paused run (409 unless it is paused)',
    params: z.object({ id }),
    handler: ({ db, tasks, params }) => pauseUnifier(db, tasks, params.id, 'resume'),
  }),
  route({
    method: 'POST', url: 'memory-semantic-unifier/embeddings/upsert', access,
    summary: `Embeds up to ${EMBED_CHUNK} points { id: phrasebook entry, pattern } of a dialect and stores their vectors; answers { upserted, failed }`,
    body: z.object({ dialect_id: dialectId, points: z.array(z.object({ id: entryId, pattern: z.string().trim().min(1, 'Required').max(500) })).min(1).max(EMBED_CHUNK) }),
    handler: ({ db, body }) => upsertEmbeddings(db, body.dialect_id, body.points),
  }),
  route({
    method: 'POST', url: 'memory-semantic-unifier/change', access,
    summary: 'The change request: each { id, pattern } of glossary becomes the phrasebook entry\'s pattern in the dialect (a pattern empty after trimming is skipped); answers { results { id, status ok|skipped|error, message } }',
    body: z.object({ dialect_id: dialectId, glossary: z.array(z.object({ id: entryId, pattern: z.string().max(500) })).min(1).max(500) }),
    handler: ({ db, body }) => changePatterns(db, body.dialect_id, body.glossary),
  }),
];
