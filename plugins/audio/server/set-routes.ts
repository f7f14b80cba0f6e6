import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, recordingTools, route, type Db } from '../../../sdk/server';
import { AUDIO } from '../plugin';
import { assertTargetDialect, countWords, dashboard, pendingItems, setSource } from './dashboard';
import { enqueueSetTts } from './set-tts';
import {
  assertStatus, createSets, deleteSet, deliverClips, DOING, getItem, getSet, itemCourse, listSets, rejectSet, reviewItem, setCourse, setItems,
} from './sets';
import { audioSetInfo, audioSetItems } from './tables';

/** Spec 3 §8: what the upload's answer says. */
export const UPLOAD_MESSAGES = {
  ready: 'Set is ready to be reviewed by the provider',
  errors: 'Set with errors',
  failed: 'Something went wrong, try again or report the provider.',
} as const;

const id = z.object({ id: z.coerce.number().int().positive() });
const courseDialect = z.object({ courseId: z.coerce.number().int().positive(), dialectId: z.coerce.number().int().positive() });
const courseDialectRef = courseDialect.extend({ ref: z.coerce.number().int().positive() });
/** Spec 3 §5: Start minimum 1, End maximum 1000; invalid values fall back to those. */
const lessonRange = z.object({
  startLesson: z.coerce.number().int().catch(1).transform((n) => (n >= 1 && n <= 1000 ? n : 1)),
  endLesson: z.coerce.number().int().catch(1000).transform((n) => (n >= 1 && n <= 1000 ? n : 1000)),
});

const firstSet = async (db: Db, courseId: number) => {
  const [s] = await db.select({ id: audioSetInfo.setId }).from(audioSetInfo).where(eq(audioSetInfo.courseId, courseId)).orderBy(asc(audioSetInfo.setId)).limit(1);
  return s ? { id: s.id } : null;
};
const setAccess = { module: AUDIO, courseOf: ({ params, db }: { params: { id: string }; db: Db }) => setCourse(db, Number(params.id)), sample: firstSet };
const itemAccess = {
  module: AUDIO,
  courseOf: ({ params, db }: { params: { id: string }; db: Db }) => itemCourse(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [i] = await db.select({ id: audioSetItems.id }).from(audioSetItems).innerJoin(audioSetInfo, eq(audioSetInfo.setId, audioSetItems.setId))
      .where(eq(audioSetInfo.courseId, courseId)).orderBy(asc(audioSetItems.id)).limit(1);
    return i ? { id: i.id } : null;
  },
};

/** The WAV of the upload's field 'audio'. */
async function readRecording(req: { isMultipart(): boolean; file(): Promise<{ fieldname: string; toBuffer(): Promise<Buffer> } | undefined> }) {
  if (!req.isMultipart()) throw new HttpError(400, 'Send the recording as a WAV file', { audio: 'Required' });
  let part;
  try {
    part = await req.file();
    if (!part || part.fieldname !== 'audio') throw new HttpError(400, 'Send the recording as a WAV file', { audio: 'Required' });
    return await part.toBuffer();
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(400, 'The recording is too big', { audio: 'Too big' });
  }
}

export const setRoutes = [
  route({
    method: 'GET', url: 'courses/:courseId/target-dialects/:dialectId/audio-dashboard', access: { module: AUDIO }, params: courseDialect, query: lessonRange,
    summary: 'The audio dashboard: per content ref, its pending items in the lesson range (no audio, in no active set; records of no lesson in every range) and their word counts',
    handler: async ({ db, params, query }) => ({ ...query, rows: await dashboard(db, params.courseId, params.dialectId, query) }),
  }),
  route({
    method: 'GET', url: 'courses/:courseId/target-dialects/:dialectId/refs/:ref/audio-words-count', access: { module: AUDIO }, params: courseDialectRef, query: lessonRange,
    summary: 'The word counts (any, m, f, mf) and ids of a ref\'s pending items',
    handler: async ({ db, params, query }) => {
      await assertTargetDialect(db, params.courseId, params.dialectId);
      const items = await pendingItems(db, params.courseId, params.dialectId, params.ref, query);
      return { wordCounts: countWords(items), ids: items.map((i) => i.refId) };
    },
  }),
  route({
    method: 'POST', url: 'courses/:courseId/target-dialects/:dialectId/refs/:ref/audio-create-sets', access: { module: AUDIO }, params: courseDialectRef,
    body: lessonRange.extend({ artistIds: z.array(z.number().int().positive()).min(1, 'Choose at least one artist').max(20) }),
    summary: 'Creates sets of a ref\'s pending items in the lesson range, one per chosen artist; answers them',
    handler: async ({ db, params, body }) => {
      await assertTargetDialect(db, params.courseId, params.dialectId);
      setSource(params.ref);
      return { sets: await createSets(db, params.courseId, params.dialectId, params.ref, body) };
    },
  }),
  route({
    method: 'GET', url: 'courses/:courseId/sets', access: { module: AUDIO },
    params: z.object({ courseId: z.coerce.number().int().positive() }), query: z.object({ dialect: z.coerce.number().int().positive().optional() }),
    summary: 'The audio sets of the course, of a dialect if given (newest first)',
    handler: async ({ db, params, query }) => listSets(db, params.courseId, query.dialect),
  }),
  route({
    method: 'GET', url: 'audio-sets/:id', access: setAccess, params: id, summary: 'A set with its items',
    handler: async ({ db, params }) => ({ ...(await getSet(db, params.id)), items: await setItems(db, params.id) }),
  }),
  route({
    method: 'GET', url: 'audio-sets/:id/items', access: setAccess, params: id, summary: 'The items of a set',
    handler: async ({ db, params }) => { await getSet(db, params.id); return setItems(db, params.id); },
  }),
  route({
    method: 'DELETE', url: 'audio-sets/:id', access: setAccess, params: id, summary: 'Deletes a DOING set',
    handler: async ({ db, params }) => { await deleteSet(db, params.id); return { id: params.id }; },
  }),
  route({
    method: 'GET', url: 'audio-sets/:id/download', access: setAccess, params: id, summary: 'The script to read: the items\' texts, numbered',
    handler: async ({ db, params, reply }) => {
      const set = await getSet(db, params.id);
      const items = await setItems(db, params.id);
      reply.header('content-disposition', `attachment; filename="audio-set-${set.id}.txt"`).type('text/plain; charset=utf-8');
      return recordingTools().recordingScript(items.map((i) => i.text));
    },
  }),
  route({
    method: 'POST', url: 'audio-sets/:id/upload', access: setAccess, params: id,
    summary: 'Uploads the artist\'s recording of a DOING set (multipart field audio, a WAV): split at the pauses into one clip per item',
    handler: async ({ db, files, params, req, user }) => {
      const set = await getSet(db, params.id);
      assertStatus(set, DOING, 'take a recording');
      if (set.ttsProgress !== null) throw new HttpError(409, 'The set is being synthesised.');
      const wav = await readRecording(req as never);
      const items = await setItems(db, params.id);
      let split;
      try {
        split = recordingTools().splitRecording(wav, items.length);
      } catch (e) {
        return { status: 2, message: UPLOAD_MESSAGES.errors, error: (e as Error).message };
      }
      if (!split.ok) return { status: 2, message: UPLOAD_MESSAGES.errors, error: split.error };
      await deliverClips(db, files, set, split.clips.map((c, n) => ({ itemId: items[n].id, wav: c })), user.id);
      return { status: 1, message: UPLOAD_MESSAGES.ready };
    },
  }),
  route({
    method: 'PUT', url: 'audio-sets/:id/tts', access: setAccess, params: id,
    body: z.object({ voiceM: z.string().max(100).optional(), voiceF: z.string().max(100).optional() }),
    summary: 'Queues the TTS of a DOING set (a task with progress) with a voice per gender it needs; answers the task id',
    handler: async ({ db, speech, tasks, params, body }) => ({ taskId: await enqueueSetTts(db, speech, tasks, params.id, body) }),
  }),
  route({
    method: 'PUT', url: 'audio-sets/:id/reject', access: setAccess, params: id, summary: 'Rejects a set pending review: back to DOING without its clips',
    handler: async ({ db, params }) => { await rejectSet(db, params.id); return getSet(db, params.id); },
  }),
  route({
    method: 'GET', url: 'audio-sets/items/:id', access: itemAccess, params: id, summary: 'A set item',
    handler: async ({ db, params }) => {
      const i = await getItem(db, params.id);
      return { id: i.id, setId: i.setId, position: i.position, refId: i.refId, text: i.text, gender: i.gender, hasAudio: i.audioPath !== null, status: i.status, note: i.note };
    },
  }),
  route({
    method: 'GET', url: 'audio-sets/items/:id/file', access: itemAccess, params: id, summary: 'The item\'s clip, for playing',
    handler: async ({ db, files, params, reply }) => {
      const i = await getItem(db, params.id);
      const data = i.audioPath ? await files.get(i.audioPath) : null;
      if (!data) throw new HttpError(404, 'This item has no audio yet.');
      reply.header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff').type('audio/wav');
      return data;
    },
  }),
  route({
    method: 'PUT', url: 'audio-sets/items/:id/review', access: itemAccess, params: id,
    body: z.object({ ok: z.boolean(), note: z.string().trim().max(2000).default('') }),
    summary: 'Marks an item good or bad (bad needs a note); answers allReviewed and the revised set made of the bad items, if any',
    handler: async ({ db, params, body }) => reviewItem(db, params.id, body.ok, body.note),
  }),
];
