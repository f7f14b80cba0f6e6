import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { courses, dbIdParam, HttpError, allDialects, defineResource, defineServerPlugin, route, translationTextsBody } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { MEMORY, MISSING_SEARCH, PHRASEBOOK } from '../plugin';
import { boundMessage, MINING_BOUNDS, type BoundedField } from '../mining-config';
import { memoryTranslation, searchMemory, writeMemoryText } from './memory-store';
import { addMinedPhrase, blankPhrase, deletePhraseTexts, getPhrase, insertPhrase, listPhrasebook, writePhrase } from './phrasebook-store';
import { deleteOmit, listOmits, miningRun, miningTask, omit, startMining } from './mining-runs';
import { memoryMeansSets, memoryPhrasebook } from './tables';
import { blankMeansSet, getMeansSet, insertMeansSet, listMeansSets, meansSetBody, phrasebookTemplates, writeMeansSet } from './means-sets';
import { translatorKind } from './translator';
import { unifierRoutes } from './unifier/routes';
import { patternRoutes } from './patterns/routes';
import { reportTask } from './patterns/reports';
import { unifierTask } from './unifier/runs';
import { phrasebookResource, meansSetResource } from '../public';

const phraseBody = z.object({
  phrase: z.string().trim().min(1, 'Required').max(500),
  example: z.string().max(5000).default(''),
  isInvariable: z.boolean().default(false),
  translations: translationTextsBody.default([]),
});

const bounded = (f: BoundedField) => z.number({ message: boundMessage(f) }).int(boundMessage(f)).min(MINING_BOUNDS[f].min, boundMessage(f)).max(MINING_BOUNDS[f].max, boundMessage(f));
/** Spec 4 §3 and §5: the mining configuration with its bounds (the message names the field and its range). */
const miningConfig = z.object({
  general: z.object({ min_count: bounded('general.min_count'), translation_refs: z.array(z.number().int().positive()).min(1, 'Choose at least one translation source').max(50) }),
  enabled_types: z.object({ single_words: z.boolean(), short_phrases: z.boolean(), gap_templates: z.boolean(), full_sentences: z.boolean() }),
  single_words: z.object({ min_word_length: bounded('single_words.min_word_length') }),
  short_phrases: z.object({ ngram_min: bounded('short_phrases.ngram_min'), ngram_max: bounded('short_phrases.ngram_max') }),
  gap_templates: z.object({
    gap_max_span: bounded('gap_templates.gap_max_span'), gap_max_slots: bounded('gap_templates.gap_max_slots'),
    min_fixed_tokens: bounded('gap_templates.min_fixed_tokens'), max_total_tokens: bounded('gap_templates.max_total_tokens'),
  }),
  filtering: z.object({
    courses: z.array(z.object({ course_id: z.number().int().positive(), klines: z.boolean().default(true) })).min(1, 'Choose at least one course').max(1000),
    only_published_lessons: z.boolean().default(false),
  }),
}).superRefine((c, ctx) => {
  if (c.short_phrases.ngram_min > c.short_phrases.ngram_max) {
    ctx.addIssue({ code: 'custom', path: ['short_phrases', 'ngram_max'], message: 'N-gram Max must not be below N-gram Min' });
  }
  if (!Object.values(c.enabled_types).some(Boolean)) ctx.addIssue({ code: 'custom', path: ['enabled_types'], message: 'Choose at least one pattern type' });
});
const pattern = z.string().trim().min(1, 'Required').max(500);

const id = dbIdParam;
const access = { module: MEMORY };

export default defineServerPlugin({
  tasks: [miningTask, unifierTask, reportTask],
  jobKinds: [translatorKind],
  resources: [
    defineResource({
      cacheList: true,
      module: PHRASEBOOK, label: 'Phrasebook entry', table: memoryPhrasebook, body: phraseBody,
      // GET memory-phrasebook, GET memory-phrasebook/{id}/grid-row, GET memory-phrasebook/new, POST, GET|PUT|DELETE memory-phrasebook/{id}
      paths: phrasebookResource.paths,
      listQuery: z.object({ dialect: z.coerce.number().int().positive().optional() }),
      list: listPhrasebook,
      get: getPhrase,
      blank: blankPhrase,
      insert: (tx, _courseId, b) => insertPhrase(tx, b),
      write: writePhrase,
      beforeDelete: deletePhraseTexts,
    }),
    defineResource({
      cacheList: true,
      module: MEMORY, label: 'Means template set', table: memoryMeansSets, body: meansSetBody,
      // GET|POST memory/means-sets, GET|PUT|DELETE memory/means-sets/{id}, GET memory/means-sets/new, GET memory/means-sets/{id}/grid-row
      paths: meansSetResource.paths,
      list: listMeansSets,
      get: getMeansSet,
      blank: blankMeansSet,
      insert: (tx, _courseId, b) => insertMeansSet(tx, b),
      write: writeMeansSet,
    }),
  ],
  routes: [
    ...unifierRoutes,
    ...patternRoutes,
    route({
      method: 'GET', url: 'memory/phrasebook-templates', access,
      summary: 'The phrasebook options of a means template slot (?em=1, 2 or 3): every entry { id, label: \'id – phrase\' }, by phrase',
      query: z.object({ em: z.coerce.number({ message: 'Expected 1, 2 or 3' }).int('Expected 1, 2 or 3').min(1, 'Expected 1, 2 or 3').max(3, 'Expected 1, 2 or 3') }),
      handler: ({ db }) => phrasebookTemplates(db),
    }),
    route({
      method: 'POST', url: 'memory-phrasebook/mining', access,
      summary: 'Queues a mining run over the selected courses\' US translations (body: the mining configuration); answers the run { id, status, total, done, rows }',
      body: miningConfig,
      handler: ({ db, tasks, body }) => startMining(db, tasks, body),
    }),
    route({
      method: 'GET', url: 'memory-phrasebook/mining/courses', access, summary: 'Every course { id, name }, by name, for the mining course selection',
      handler: ({ db }) => db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.name)),
    }),
    route({
      method: 'GET', url: 'memory-phrasebook/mining/:id', access,
      summary: 'A mining run: status (queued, running, done, failed), progress (done of total segments) and, once done, its rows { id, phrasebook, count, type, status, statusId }',
      params: z.object({ id }),
      handler: ({ db, params }) => miningRun(db, params.id),
    }),
    route({
      method: 'POST', url: 'memory-phrasebook/mining/add', access,
      summary: 'Adds a mined pattern to the phrasebook (syllabus) unless it is there; answers { id, created }',
      body: z.object({ phrasebook: pattern }),
      handler: ({ db, body }) => addMinedPhrase(db, body.phrasebook),
    }),
    route({
      method: 'POST', url: 'memory-phrasebook/mining/omit', access, summary: 'Omits a mined pattern; answers the omit { id }',
      body: z.object({ text: pattern }),
      handler: ({ db, body }) => omit(db, body.text),
    }),
    route({
      method: 'GET', url: 'memory-phrasebook/omits', access, summary: 'Every omitted pattern { id, text }, by text',
      handler: ({ db }) => listOmits(db),
    }),
    route({
      method: 'DELETE', url: 'memory-phrasebook/omits/:id', access, summary: 'Removes an omit (the pattern is none again)',
      params: z.object({ id }),
      handler: ({ db, params }) => deleteOmit(db, params.id),
    }),
    route({
      method: 'GET', url: 'memory', access,
      summary: 'Memory search (?dialect=&text=, both required): the done texts of the dialect most similar to the text, best first: { id, courseId, courseName, ref, refName, refId, text, dialectId, similarity }',
      query: z.object({ dialect: z.string().optional(), text: z.string().max(2000).optional() }),
      handler: async ({ db, memory, modules, query }) => {
        const fields: Record<string, string> = {};
        const text = query.text?.trim() ?? '';
        if (!text) fields.text = 'Required';
        if (!query.dialect?.trim()) fields.dialect = 'Required';
        else if (!/^\d{1,9}$/.test(query.dialect.trim()) || Number(query.dialect) <= 0) fields.dialect = 'Expected a dialect id';
        if (Object.keys(fields).length) throw new HttpError(400, `${MISSING_SEARCH} (${Object.keys(fields).join(', ')})`, fields);
        return searchMemory(db, memory, modules, Number(query.dialect), text);
      },
    }),
    route({
      method: 'GET', url: 'memory/dialects', access, summary: 'Every dialect, for the dialect select of the Memory search',
      handler: ({ db }) => allDialects(db),
    }),
    route({
      method: 'GET', url: 'memory/translation/:id', access,
      summary: 'A translation with its text and status in every dialect of its course: { id, courseId, courseName, ref, refName, refId, field, dialects }',
      params: z.object({ id }),
      handler: ({ db, modules, params }) => memoryTranslation(db, modules, params.id),
    }),
    route({
      method: 'PUT', url: 'memory/translation/:id/dialects/:d', access,
      summary: 'Sets the text (and status: pending 0 or done 2) of one dialect of a translation, from the Memory popup; answers the translation',
      params: z.object({ id, d: id }),
      body: z.object({ text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional() }),
      handler: async ({ db, modules, params, body }) => {
        await writeMemoryText(db, params.id, params.d, body);
        return memoryTranslation(db, modules, params.id);
      },
    }),
  ],
});
