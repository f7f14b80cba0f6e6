import { z } from 'zod';
import { contract, MODULE, reference, resourceContract } from '../../sdk/shared';

/** The audio plugin's public face: its module keys and the route contracts other plugins call. */
export const AUDIO = MODULE.audio;

/** An audio artist as the editor shows it; the key is the server's (spec 3 §2: read-only). */
const artist = z.object({ id: z.number(), version: z.number(), name: z.string(), gender: z.enum(['m', 'f']), userKey: z.string() });
export type Artist = z.output<typeof artist>;
/** An artist's grid row. */
const artistRow = z.object({ id: z.number(), name: z.string(), gender: z.string(), userKey: z.string() });
export type ArtistRow = z.output<typeof artistRow>;

export const audioArtistResource = resourceContract(
  { list: 'courses/:courseId/audio-artists', create: 'courses/:courseId/audio-artists', createInRecord: 'audio-artists', item: 'audio-artists' },
  { record: artist, row: artistRow },
);

/** Word counts of pending items: any word, and those read by a man, a woman or both. */
export const wordCounts = z.object({ any: z.number(), m: z.number(), f: z.number(), mf: z.number() });
export type WordCounts = z.output<typeof wordCounts>;

/** A dashboard row: a content ref's pending items. byLesson: the ref's records are placed in lessons, so the lesson range applies to them; records of no lesson are in every range. */
export const dashboardRow = z.object({
  ref: z.number(),
  name: z.string(),
  byLesson: z.boolean(),
  pending: z.number(),
  wordCounts,
  ids: z.array(z.number()),
});
export type DashboardRow = z.output<typeof dashboardRow>;

/** An audio set (status 1 DOING, 2 PENDING REVIEW, 3 DONE) as the sets grid and the detail show it. */
export const audioSetRow = z.object({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  courseId: z.number(),
  dialectId: z.number(),
  dialectCode: z.string(),
  ref: z.number(),
  artistId: z.number().nullable(),
  artistName: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  /** m, f or mf. */
  readBy: z.string(),
  ttsEnabled: z.boolean(),
  revisionOf: z.number().nullable(),
  startLesson: z.number(),
  endLesson: z.number(),
  /** null when no TTS ran; 0-100 while queued or running. */
  ttsProgress: z.number().nullable(),
  ttsError: z.string().nullable(),
});
export type AudioSetRow = z.output<typeof audioSetRow>;

/** An item of a set: one record's text to read; status 3 good, 4 bad (with a note), null unreviewed. */
export const audioSetItem = z.object({
  id: z.number(),
  position: z.number(),
  refId: z.number(),
  text: z.string(),
  gender: z.string(),
  hasAudio: z.boolean(),
  status: z.number().nullable(),
  note: z.string().nullable(),
});
export type AudioSetItem = z.output<typeof audioSetItem>;

/** A set with its items, as its detail shows it (and as the writes on it answer it). */
export const audioSetWithItems = audioSetRow.extend({ items: z.array(audioSetItem) });
export type AudioSetWithItems = z.output<typeof audioSetWithItems>;

const id = z.object({ id: z.coerce.number().int().positive() });
const courseDialect = z.object({ courseId: z.coerce.number().int().positive(), dialectId: z.coerce.number().int().positive() });
const courseDialectRef = courseDialect.extend({ ref: z.coerce.number().int().positive() });
/** Spec 3 §5: Start minimum 1, End maximum 1000; invalid values fall back to those. */
const lessonRange = z.object({
  startLesson: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => (n >= 1 && n <= 1000 ? n : 1)),
  endLesson: z.coerce
    .number()
    .int()
    .catch(1000)
    .transform((n) => (n >= 1 && n <= 1000 ? n : 1000)),
});

/** The audio plugin's calls: the dashboard, the sets and their items (spec 3 §2-§8). */
export const audioApi = {
  dashboard: contract({
    method: 'GET',
    path: 'courses/:courseId/target-dialects/:dialectId/audio-dashboard',
    params: courseDialect,
    query: lessonRange,
    answer: z.object({ startLesson: z.number(), endLesson: z.number(), rows: z.array(dashboardRow) }),
    summary:
      'The audio dashboard: per content ref, its pending items in the lesson range (no audio, in no active set; records of no lesson in every range) and their word counts',
  }),
  wordsCount: contract({
    method: 'GET',
    path: 'courses/:courseId/target-dialects/:dialectId/refs/:ref/audio-words-count',
    params: courseDialectRef,
    query: lessonRange,
    answer: z.object({ wordCounts, ids: z.array(z.number()) }),
    summary: "The word counts (any, m, f, mf) and ids of a ref's pending items",
  }),
  createSets: contract({
    method: 'POST',
    path: 'courses/:courseId/target-dialects/:dialectId/refs/:ref/audio-create-sets',
    params: courseDialectRef,
    body: lessonRange.extend({ artistIds: z.array(reference(AUDIO)).min(1, 'Choose at least one artist').max(20) }),
    answer: z.object({ sets: z.array(z.object({ id: z.number(), name: z.string() })) }),
    summary: "Creates sets of a ref's pending items in the lesson range, one per chosen artist; answers them",
  }),
  sets: contract({
    method: 'GET',
    path: 'courses/:courseId/sets',
    params: z.object({ courseId: z.coerce.number().int().positive() }),
    query: z.object({ dialect: z.coerce.number().int().positive().optional() }),
    answer: z.array(audioSetRow),
    summary: 'The audio sets of the course, of a dialect if given (newest first)',
  }),
  set: contract({
    method: 'GET',
    path: 'audio-sets/:id',
    params: id,
    answer: audioSetWithItems,
    summary: 'A set with its items',
  }),
  setItems: contract({
    method: 'GET',
    path: 'audio-sets/:id/items',
    params: id,
    answer: z.array(audioSetItem),
    summary: 'The items of a set',
  }),
  deleteSet: contract({
    method: 'DELETE',
    path: 'audio-sets/:id',
    params: id,
    answer: z.object({ id: z.number() }),
    summary: 'Deletes a DOING set',
  }),
  /** A text/plain attachment, for the Download script link. */
  download: contract({
    method: 'GET',
    path: 'audio-sets/:id/download',
    params: id,
    answer: z.string(),
    summary: "The script to read: the items' texts, numbered",
  }),
  // contract() types `multipart` as boolean; the spread keeps it `true`, so that the call takes { form }.
  upload: {
    ...contract({
      method: 'POST',
      path: 'audio-sets/:id/upload',
      params: id,
      answer: z.object({ status: z.number(), message: z.string(), error: z.string().optional(), set: audioSetWithItems }),
      summary:
        "Uploads the artist's recording of a DOING set (multipart field audio, a WAV): split at the pauses into one clip per item; answers the outcome and the set with its items",
    }),
    multipart: true as const,
  },
  tts: contract({
    method: 'PUT',
    path: 'audio-sets/:id/tts',
    params: id,
    body: z.object({ voiceM: z.string().max(100).optional(), voiceF: z.string().max(100).optional() }),
    answer: z.object({ taskId: z.number(), set: audioSetWithItems }),
    summary:
      'Queues the TTS of a DOING set (a task with progress) with a voice per gender it needs; answers the task id and the set with its items (its progress)',
  }),
  reject: contract({
    method: 'PUT',
    path: 'audio-sets/:id/reject',
    params: id,
    answer: audioSetWithItems,
    summary: 'Rejects a set pending review: back to DOING without its clips; answers the set with its items',
  }),
  item: contract({
    method: 'GET',
    path: 'audio-sets/items/:id',
    params: id,
    answer: audioSetItem.extend({ setId: z.number() }),
    summary: 'A set item',
  }),
  /** The clip itself (audio/wav), for the player's src. */
  itemFile: contract({
    method: 'GET',
    path: 'audio-sets/items/:id/file',
    params: id,
    // Binary, not JSON: nothing for a schema to describe.
    answer: z.custom<Uint8Array>(),
    summary: "The item's clip, for playing",
  }),
  review: contract({
    method: 'PUT',
    path: 'audio-sets/items/:id/review',
    params: id,
    body: z.object({ ok: z.boolean(), note: z.string().trim().max(2000).default('') }),
    answer: z.object({
      allReviewed: z.boolean(),
      newSetId: z.number().nullable(),
      newSetName: z.string().nullable(),
      set: audioSetWithItems,
      newSet: audioSetRow.nullable(),
    }),
    summary:
      'Marks an item good or bad (bad needs a note); answers allReviewed, the set with its items, and the revised set made of the bad items, if any (newSet: its row)',
  }),
};

const artistAnswer = z.object({ id: z.number(), name: z.string(), gender: z.string(), userKey: z.string() });
const idList = z
  .string()
  .max(2000)
  .default('')
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => Number(x.trim()))
        .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31),
    ),
  ]);

/** The calls of spec 3 §7 Audio as it spells them, beside the product's own (POST audio-artists: audioArtistResource.createInRecord). */
export const audioSpecApi = {
  artists: contract({
    method: 'GET',
    path: 'audio-artists',
    query: z.object({ course: z.coerce.number().int().positive().max(2_147_483_647).optional(), text: z.string().max(200).optional() }),
    answer: z.array(artistAnswer),
    summary: 'The audio artists of the course (?course=; none without), as courses/{course}/audio-artists',
  }),
  createSets: contract({
    method: 'GET',
    path: 'courses/:courseId/target-dialects/:dialectId/refs/:ref/audio-create-sets',
    params: courseDialectRef,
    query: lessonRange.extend({ artists: idList }),
    answer: z.object({ sets: z.array(z.object({ id: z.number(), name: z.string() })) }),
    summary: "Creates sets of a ref's pending items in the lesson range, one per artist of ?artists= (the course's); answers them, as the POST",
  }),
  set: contract({
    method: 'GET',
    path: 'sets/:id',
    params: id,
    answer: z.object({ id: z.number(), name: z.string(), items: z.array(z.object({ id: z.number() })) }),
    summary: 'A set with its items, as audio-sets/{id}',
  }),
};
