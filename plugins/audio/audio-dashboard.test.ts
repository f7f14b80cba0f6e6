import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { AUDIO } from './plugin';

/**
 * The audio dashboard over every kind of record with audio and texts (sentences, segments,
 * vocabulary, dialog segments, reading texts), and its lesson range: records placed in a lesson
 * count when it is in the range, records of no lesson count in every range.
 */
let t: LoggedInServer;
let admin: string;
let editor: string; // granted Audio on course 1 only
const ES = 2; // es-ES, course 1's default target

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('dashboard@example.com', [[1, AUDIO]]);
}, 300_000);
afterAll(() => t.close());

interface Row {
  ref: number;
  name: string;
  byLesson: boolean;
  pending: number;
  wordCounts: { any: number; m: number; f: number; mf: number };
  ids: number[];
}
const rows = async (start: number, end: number) => {
  const res = await t.call('GET', `/api/courses/1/target-dialects/${ES}/audio-dashboard?startLesson=${start}&endLesson=${end}`, { cookie: editor });
  expect(res.status).toBe(200);
  return new Map((res.body.rows as Row[]).map((r) => [r.name, r]));
};

describe('the audio dashboard', () => {
  it("has a row per kind of record with audio, the vocabulary, dialog segments and reading texts among them, with their readers' words", async () => {
    const all = await rows(1, 1000);
    expect([...all.keys()]).toEqual(expect.arrayContaining(['Sentences', 'Segments', 'Vocabulary', 'Dialog segments', 'Reading texts']));
    // The outline plays vocabulary entries in lessons: the entries it plays are in their lesson.
    expect(all.get('Vocabulary')).toMatchObject({ ref: MODULE.vocsCourse, byLesson: true });
    for (const name of ['Vocabulary', 'Dialog segments', 'Reading texts']) expect(all.get(name)!.pending).toBeGreaterThan(0);
    // A dialog segment is read by its speaker (the demo's are a man and a woman), a reading text by its reading's reader (f).
    const dialog = all.get('Dialog segments')!.wordCounts;
    expect(dialog.m).toBeGreaterThan(0);
    expect(dialog.f).toBeGreaterThan(0);
    expect(dialog.m + dialog.f).toBe(dialog.any);
    expect(all.get('Reading texts')!.wordCounts).toMatchObject({ f: all.get('Reading texts')!.wordCounts.any, m: 0, mf: 0 });
  });

  it('keeps to the lesson range the records placed in lessons, and counts those of no lesson in every range', async () => {
    const all = await rows(1, 1000);
    // A record's lesson is the first the outline plays it in: the demo's two dialogs and two readings
    // are played first in lessons 1 and 2 (later lessons repeat them), each text in its record's lesson.
    const early = await rows(1, 2);
    const late = await rows(4, 1000);
    expect(all.get('Dialog segments')!.byLesson).toBe(true);
    expect(early.get('Dialog segments')!.ids).toEqual(all.get('Dialog segments')!.ids);
    expect(late.get('Dialog segments')).toMatchObject({ pending: 0, ids: [], wordCounts: { any: 0 } });
    expect(early.get('Reading texts')!.ids).toEqual(all.get('Reading texts')!.ids);
    expect((await rows(3, 3)).get('Reading texts')).toMatchObject({ pending: 0, ids: [] });
    const second = await rows(2, 2);
    expect(second.get('Dialog segments')!.ids.length).toBeGreaterThan(0);
    expect(second.get('Dialog segments')!.ids.length).toBeLessThan(all.get('Dialog segments')!.ids.length);
    // Segments are in their panels' lessons (the demo's in lessons 1 and 2).
    expect(all.get('Segments')!.byLesson).toBe(true);
    expect(early.get('Segments')!.ids).toEqual(all.get('Segments')!.ids);
    expect(late.get('Segments')!.ids).toEqual([]);
    // Sentences are in no lesson: the same in every range.
    expect(all.get('Sentences')!.byLesson).toBe(false);
    expect(late.get('Sentences')!.ids).toEqual(all.get('Sentences')!.ids);
    expect(early.get('Sentences')!.ids).toEqual(all.get('Sentences')!.ids);
    // The words count of one ref keeps to the range as well.
    const words = await t.call(
      'GET',
      `/api/courses/1/target-dialects/${ES}/refs/${all.get('Dialog segments')!.ref}/audio-words-count?startLesson=4&endLesson=1000`,
      { cookie: editor },
    );
    expect(words.body).toEqual({ wordCounts: { any: 0, m: 0, f: 0, mf: 0 }, ids: [] });
  });

  it('creates sets of the pending items of the range only', async () => {
    const ref = (await rows(1, 1000)).get('Dialog segments')!.ref;
    const [artist] = (await t.call('GET', '/api/courses/1/audio-artists', { cookie: editor })).body as { id: number }[];
    const none = await t.call('POST', `/api/courses/1/target-dialects/${ES}/refs/${ref}/audio-create-sets`, {
      cookie: editor,
      body: { startLesson: 4, endLesson: 1000, artistIds: [artist.id] },
    });
    expect(none.status).toBe(409);
    const made = await t.call('POST', `/api/courses/1/target-dialects/${ES}/refs/${ref}/audio-create-sets`, {
      cookie: editor,
      body: { startLesson: 1, endLesson: 2, artistIds: [artist.id] },
    });
    expect(made.status).toBe(200);
    const [set] = made.body.data.sets as { id: number }[];
    const items = (await t.call('GET', `/api/audio-sets/${set.id}`, { cookie: admin })).body.items as { refId: number }[];
    expect(items.length).toBeGreaterThan(0);
    expect((await rows(1, 1000)).get('Dialog segments')!.pending).toBe(0);
  });
});
