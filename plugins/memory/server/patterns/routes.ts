import { z } from 'zod';
import { dbIdParam, route } from '../../../../sdk/server';
import { MEMORY } from '../../plugin';
import { applyPatternChange, undoPatternChange } from './apply-change';
import { reportRun, startReport } from './reports';

const access = { module: MEMORY };
const id = dbIdParam;
/** Spec 4 §3 and §5: filtering, dialect and refs; Generate Report needs a dialect above 0 and at least one course. */
const reportConfig = z.object({
  filtering: z.object({ courses: z.array(z.object({ course_id: z.number().int().positive() })).min(1, 'Choose at least one course').max(1000) }),
  dialect: z.number({ message: 'Choose a dialect' }).int().positive('Choose a dialect'),
  refs: z.array(z.number().int().positive()).min(1, 'Choose at least one translation source').max(50),
});
const pattern = z.string().trim().min(1, 'Required').max(500);

export const patternRoutes = [
  route({
    method: 'POST', url: 'memory/patterns', access, body: reportConfig,
    summary: 'Queues a Pattern Frequency report (body: the report configuration): each phrasebook pattern in the dialect with its count in the selected courses\' texts and id_map entries { translation_id, course_id, panel_id, ref, ref_id }; answers the run',
    handler: ({ db, tasks, body }) => startReport(db, tasks, 'frequency', body),
  }),
  route({
    method: 'POST', url: 'memory/patterns/consistency', access, body: reportConfig,
    summary: 'Queues a Pattern Consistency report: per phrasebook entry (us_pattern), the renderings found in the dialect\'s texts whose US text holds it { id, pattern, count, canonical, translation_ids }, listed when some differ from the phrasebook; answers the run',
    handler: ({ db, tasks, body }) => startReport(db, tasks, 'consistency', body),
  }),
  route({
    method: 'GET', url: 'memory/patterns/runs/:id', access, params: z.object({ id }),
    summary: 'A pattern report run: status (queued, running, done, failed), progress (done of total texts) and, once done, its result (frequency rows or consistency groups)',
    handler: ({ db, params }) => reportRun(db, params.id),
  }),
  route({
    method: 'POST', url: 'translations/pattern/apply-change', access,
    summary: 'Change Pattern: in each translation\'s text of the dialect, the old pattern (case aside, whole words) becomes the new one; answers { change_id, status ok|partial|error, message, results { translation_id, status ok|error, message } }',
    body: z.object({
      dialect_id: z.number().int().positive(),
      translation_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'Choose at least one translation').max(1000),
      old_pattern: pattern,
      new_pattern: pattern,
    }).refine((b) => b.old_pattern.toLowerCase() !== b.new_pattern.toLowerCase(), { path: ['new_pattern'], message: 'The new pattern is the old one' }),
    handler: ({ db, body }) => applyPatternChange(db, body),
  }),
  route({
    method: 'POST', url: 'translations/pattern/undo/:id', access, params: z.object({ id }),
    summary: 'Undoes a Change Pattern: each text it changed is put back unless edited since; once only (409)',
    handler: ({ db, params }) => undoPatternChange(db, params.id),
  }),
];
