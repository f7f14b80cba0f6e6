import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audioFileProblem, HttpError, readUpload, recordingTools, route, sendStoredFile, type Db } from '../../../sdk/server';
import { AUDIO, audioApi, audioSpecApi } from '../public';
import { listArtists } from './artists';
import { assertTargetDialect, countWords, dashboard, pendingItems, setSource } from './dashboard';
import { enqueueSetTts } from './set-tts';
import {
  assertStatus,
  createSets,
  deleteSet,
  deliverClips,
  DOING,
  getItem,
  getSet,
  itemCourse,
  listSets,
  rejectSet,
  reviewItem,
  setCourse,
  setItems,
} from './sets';
import { audioArtists, audioSetInfo, audioSetItems } from './tables';

/** Spec 3 §8: what the upload's answer says. */
export const UPLOAD_MESSAGES = {
  ready: 'Set is ready to be reviewed by the provider',
  errors: 'Set with errors',
  failed: 'Something went wrong, try again or report the provider.',
} as const;

const firstSet = async (db: Db, courseId: number) => {
  const [s] = await db
    .select({ id: audioSetInfo.setId })
    .from(audioSetInfo)
    .where(eq(audioSetInfo.courseId, courseId))
    .orderBy(asc(audioSetInfo.setId))
    .limit(1);
  return s ? { id: s.id } : null;
};
/** A set with its items, as the set's detail shows it: what a write on a set answers. */
const setWithItems = async (db: Db, id: number) => ({ ...(await getSet(db, id)), items: await setItems(db, id) });

const setAccess = { module: AUDIO, courseOf: ({ params, db }: { params: { id: string }; db: Db }) => setCourse(db, Number(params.id)), sample: firstSet };
const itemAccess = {
  module: AUDIO,
  courseOf: ({ params, db }: { params: { id: string }; db: Db }) => itemCourse(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [i] = await db
      .select({ id: audioSetItems.id })
      .from(audioSetItems)
      .innerJoin(audioSetInfo, eq(audioSetInfo.setId, audioSetItems.setId))
      .where(eq(audioSetInfo.courseId, courseId))
      .orderBy(asc(audioSetItems.id))
      .limit(1);
    return i ? { id: i.id } : null;
  },
};

/**
 * The WAV of the upload's field 'audio' (up to the host's upload limit), its header decoded and
 * checked as every audio upload's is (audioFileProblem): a file that lies about its format or size
 * is a 400 saying what is wrong, before it is split.
 */
async function readRecording(req: FastifyRequest) {
  if (!req.isMultipart()) throw new HttpError(400, 'Send the recording as a WAV file', { audio: 'Required' });
  const { files } = await readUpload(req, {
    files: { audio: { tooBig: 'The recording is too big' } },
    expected: 'the recording as the audio file',
    tooMany: 'Send one recording only.',
  });
  if (!files.audio) throw new HttpError(400, 'Send the recording as a WAV file', { audio: 'Required' });
  const damaged = audioFileProblem(files.audio.data, 'wav');
  if (damaged) throw new HttpError(400, damaged, { audio: damaged });
  return files.audio.data;
}

export const setRoutes = [
  route(audioApi.dashboard, {
    access: { module: AUDIO },
    handler: async ({ db, params, query }) => ({ ...query, rows: await dashboard(db, params.courseId, params.dialectId, query) }),
  }),
  route(audioApi.wordsCount, {
    access: { module: AUDIO },
    handler: async ({ db, params, query }) => {
      await assertTargetDialect(db, params.courseId, params.dialectId);
      const items = await pendingItems(db, params.courseId, params.dialectId, params.ref, query);
      return { wordCounts: countWords(items), ids: items.map((i) => i.refId) };
    },
  }),
  route(audioApi.createSets, {
    access: { module: AUDIO },
    handler: async ({ db, params, body }) => {
      await assertTargetDialect(db, params.courseId, params.dialectId);
      setSource(params.ref);
      return { sets: await createSets(db, params.courseId, params.dialectId, params.ref, body) };
    },
  }),
  route(audioApi.sets, {
    access: { module: AUDIO },
    handler: async ({ db, params, query }) => listSets(db, params.courseId, query.dialect),
  }),
  route(audioApi.set, {
    access: setAccess,
    handler: ({ db, params }) => setWithItems(db, params.id),
  }),
  route(audioApi.setItems, {
    access: setAccess,
    handler: async ({ db, params }) => {
      await getSet(db, params.id);
      return setItems(db, params.id);
    },
  }),
  route(audioApi.deleteSet, {
    access: setAccess,
    handler: async ({ db, params }) => {
      await deleteSet(db, params.id);
      return { id: params.id };
    },
  }),
  route(audioApi.download, {
    access: setAccess,
    handler: async ({ db, params, reply }) => {
      const set = await getSet(db, params.id);
      const items = await setItems(db, params.id);
      reply.header('content-disposition', `attachment; filename="audio-set-${set.id}.txt"`).type('text/plain; charset=utf-8');
      return recordingTools().recordingScript(items.map((i) => i.text));
    },
  }),
  route(audioApi.upload, {
    access: setAccess,
    handler: async ({ db, files, params, req, user }) => {
      const set = await getSet(db, params.id);
      assertStatus(set, DOING, 'take a recording');
      if (set.ttsProgress !== null) throw new HttpError(409, 'The set is being synthesised.');
      const wav = await readRecording(req);
      const items = await setItems(db, params.id);
      let split;
      try {
        split = recordingTools().splitRecording(wav, items.length);
      } catch (e) {
        return { status: 2, message: UPLOAD_MESSAGES.errors, error: (e as Error).message, set: await setWithItems(db, params.id) };
      }
      if (!split.ok) return { status: 2, message: UPLOAD_MESSAGES.errors, error: split.error, set: await setWithItems(db, params.id) };
      await deliverClips(
        db,
        files,
        set,
        split.clips.map((c, n) => ({ itemId: items[n].id, wav: c })),
        user.id,
      );
      return { status: 1, message: UPLOAD_MESSAGES.ready, set: await setWithItems(db, params.id) };
    },
  }),
  route(audioApi.tts, {
    access: setAccess,
    handler: async ({ db, speech, tasks, params, body }) => {
      const taskId = await enqueueSetTts(db, speech, tasks, params.id, body);
      return { taskId, set: await setWithItems(db, params.id) };
    },
  }),
  route(audioApi.reject, {
    access: setAccess,
    handler: async ({ db, params }) => {
      await rejectSet(db, params.id);
      return setWithItems(db, params.id);
    },
  }),
  route(audioApi.item, {
    access: itemAccess,
    handler: async ({ db, params }) => {
      const i = await getItem(db, params.id);
      return {
        id: i.id,
        setId: i.setId,
        position: i.position,
        refId: i.refId,
        text: i.text,
        gender: i.gender,
        hasAudio: i.audioPath !== null,
        status: i.status,
        note: i.note,
      };
    },
  }),
  route(audioApi.itemFile, {
    access: itemAccess,
    handler: async ({ db, files, params, req, reply }) => {
      const i = await getItem(db, params.id);
      const data = i.audioPath ? await sendStoredFile(files, i.audioPath, { req, reply }, 'audio/wav') : null;
      if (!data) throw new HttpError(404, 'This item has no audio yet.');
      reply.header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff');
      return data;
    },
  }),
  route(audioApi.review, {
    access: itemAccess,
    handler: async ({ db, params, body }) => {
      const { setId } = await getItem(db, params.id);
      const reviewed = await reviewItem(db, params.id, body.ok, body.note);
      return { ...reviewed, set: await setWithItems(db, setId), newSet: reviewed.newSetId === null ? null : await getSet(db, reviewed.newSetId) };
    },
  }),
  // The spec's spellings (audioSpecApi), beside the product's own.
  route(audioSpecApi.artists, {
    access: { module: AUDIO, anyCourse: true },
    handler: async ({ db, courseId, query }) => (courseId ? listArtists(db, courseId, { text: query.text?.trim() || undefined }) : []),
  }),
  route(audioSpecApi.createSets, {
    access: { module: AUDIO },
    handler: async ({ db, params, query }) => {
      // The query's artists are not declared references (a body's are): check them here.
      const own = query.artists.length
        ? await db
            .select({ id: audioArtists.id })
            .from(audioArtists)
            .where(and(eq(audioArtists.courseId, params.courseId), inArray(audioArtists.id, query.artists)))
        : [];
      if (!query.artists.length || own.length !== query.artists.length) {
        throw new HttpError(400, 'Choose artists of this course', {
          artists: query.artists.length ? 'Not an artist of this course' : 'Choose at least one artist',
        });
      }
      await assertTargetDialect(db, params.courseId, params.dialectId);
      setSource(params.ref);
      return { sets: await createSets(db, params.courseId, params.dialectId, params.ref, { ...query, artistIds: query.artists.slice(0, 20) }) };
    },
  }),
  route(audioSpecApi.set, { access: setAccess, handler: ({ db, params }) => setWithItems(db, params.id) }),
];
