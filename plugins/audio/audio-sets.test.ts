import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../sdk/shared';
import { recordingTools } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { wavOf } from '../../tests/unit/fixtures/media';
import { AUDIO } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Audio on course 1 only

const ES = 2; // es-ES, course 1's target
const REF = MODULE.sentences;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('sets@example.com', [[1, AUDIO]]);
}, 300_000);
afterAll(() => t.close());

type SetRow = { id: number; name: string; status: number; statusName: string; active: boolean; courseId: number; ttsProgress: number | null };
type Item = { id: number; refId: number; text: string; hasAudio: boolean; status: number | null; note: string | null };
const sets = async (courseId = 1, cookie = editor) => (await t.call('GET', `/api/courses/${courseId}/sets?dialect=${ES}`, { cookie })).body as SetRow[];
const set = async (id: number) => (await t.call('GET', `/api/audio-sets/${id}`, { cookie: editor })).body as SetRow & { items: Item[] };
const audioOf = async (refId: number) => (await t.call('GET', `/api/audio/${REF}/${refId}/dialect/${ES}`, { cookie: admin })).body;

async function upload(id: number, data: Buffer, type = 'audio/wav') {
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(data)], { type }), 'recording.wav');
  const encoded = new Response(form);
  const res = await t.server.app.inject({
    method: 'POST',
    url: `/api/audio-sets/${id}/upload`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie: editor, 'x-requested-with': 'XMLHttpRequest', 'content-type': encoded.headers.get('content-type')! },
  });
  return { status: res.statusCode, body: res.json() };
}
async function clip(itemId: number) {
  const res = await t.server.app.inject({
    method: 'GET',
    url: `/api/audio-sets/items/${itemId}/file`,
    headers: { cookie: editor, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}
async function settled(id: number) {
  for (let i = 0; i < 300; i++) {
    const s = await set(id);
    if (s.status !== 1 || s.ttsProgress === null) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the TTS did not end');
}

describe('audio dashboard', () => {
  it('lists the sentences with pending items and their word counts; refuses a dialect that is not a target', async () => {
    const res = await t.call('GET', `/api/courses/1/target-dialects/${ES}/audio-dashboard?startLesson=0&endLesson=5000`, { cookie: editor });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ startLesson: 1, endLesson: 1000 });
    const row = res.body.rows.find((r: { ref: number }) => r.ref === REF);
    expect(row).toMatchObject({ name: 'Sentences', pending: expect.any(Number) });
    expect(row.pending).toBeGreaterThan(0);
    expect(row.wordCounts.any).toBeGreaterThan(row.pending);
    // Sentences say who reads them (m or f): their words split between the two.
    expect(row.wordCounts.m + row.wordCounts.f).toBe(row.wordCounts.any);
    expect(row.wordCounts.m).toBeGreaterThan(0);
    expect(row.wordCounts.mf).toBe(0);
    const bad = await t.call('GET', '/api/courses/1/target-dialects/999999/audio-dashboard', { cookie: editor });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('dialectId');
    expect((await t.call('GET', `/api/courses/2/target-dialects/${ES}/audio-dashboard`, { cookie: editor })).status).toBe(403);
  });

  it('creates a set of the pending items for a chosen artist, downloads its script, and deletes it while DOING', async () => {
    const before = (await t.call('GET', `/api/courses/1/target-dialects/${ES}/refs/${REF}/audio-words-count`, { cookie: editor })).body;
    const url = `/api/courses/1/target-dialects/${ES}/refs/${REF}/audio-create-sets`;
    expect((await t.call('POST', url, { cookie: editor, body: { artistIds: [] } })).body.fields).toHaveProperty('artistIds');
    const course2Artist = (await t.call('GET', '/api/courses/2/audio-artists', { cookie: admin })).body[0].id;
    const other = await t.call('POST', url, { cookie: editor, body: { artistIds: [course2Artist] } });
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ 'artistIds.0': 'Belongs to another course' });
    expect(
      (await t.call('POST', `/api/courses/1/target-dialects/${ES}/refs/999999/audio-create-sets`, { cookie: editor, body: { artistIds: [1] } })).status,
    ).toBe(404);

    const artist = (await t.call('GET', '/api/courses/1/audio-artists', { cookie: editor })).body.find((a: { gender: string }) => a.gender === 'm');
    const res = await t.call('POST', url, { cookie: editor, body: { startLesson: 1, endLesson: 10, artistIds: [artist.id] } });
    expect(res.status).toBe(200);
    const [made] = res.body.data.sets;
    const s = await set(made.id);
    expect(s).toMatchObject({ status: 1, statusName: 'DOING', active: true, readBy: 'm', artistName: artist.name });
    expect(s.items.map((i) => i.refId)).toEqual(before.ids);
    const after = (await t.call('GET', `/api/courses/1/target-dialects/${ES}/refs/${REF}/audio-words-count`, { cookie: editor })).body;
    expect(after).toEqual({ wordCounts: { any: 0, m: 0, f: 0, mf: 0 }, ids: [] });

    const script = await t.server.app.inject({
      method: 'GET',
      url: `/api/audio-sets/${made.id}/download`,
      headers: { cookie: editor, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(script.body).toContain(`1. ${s.items[0].text}`);
    expect(script.body).toContain(`${s.items.length}. ${s.items.at(-1)!.text}`);

    expect((await t.call('DELETE', `/api/audio-sets/${made.id}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('GET', `/api/audio-sets/${made.id}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/courses/1/target-dialects/${ES}/refs/${REF}/audio-words-count`, { cookie: editor })).body.ids).toEqual(before.ids);
  });
});

describe('audio set lifecycle', () => {
  it('has demo sets in each state', async () => {
    expect(new Set((await sets()).map((s) => s.statusName))).toEqual(new Set(['DOING', 'PENDING REVIEW', 'DONE']));
    expect((await sets(2, admin)).length).toBeGreaterThan(0);
  });

  it('synthesises a DOING set as a task, locks its audio while active, reviews it and makes a revised set of the bad item', async () => {
    const doing = (await sets()).find((s) => s.statusName === 'DOING')!;
    const missing = await t.call('PUT', `/api/audio-sets/${doing.id}/tts`, { cookie: editor, body: {} });
    expect(missing.status).toBe(400);
    const s0 = await set(doing.id);
    const field = (s0 as unknown as { readBy: string }).readBy === 'm' ? 'voiceM' : 'voiceF';
    expect(missing.body.fields).toEqual({ [field]: 'Required' });
    expect((await t.call('PUT', `/api/audio-sets/${doing.id}/tts`, { cookie: editor, body: { [field]: 'no-such-voice' } })).body.fields).toHaveProperty(field);
    const voices = (await t.call('GET', `/api/ttsLab/voices?language=es-ES&gender=${field === 'voiceM' ? 'm' : 'f'}`, { cookie: editor })).body.voices;

    const item0 = s0.items[0];
    expect((await t.call('PUT', `/api/audio-sets/items/${item0.id}/review`, { cookie: editor, body: { ok: true } })).status).toBe(409);
    const queued = await t.call('PUT', `/api/audio-sets/${doing.id}/tts`, { cookie: editor, body: { [field]: voices[0].id } });
    expect(queued.status).toBe(200);
    expect(queued.body.data.taskId).toEqual(expect.any(Number));
    // The answer is the set as its detail shows it: with its items and the TTS under way.
    expect(queued.body.data.set).toMatchObject({ id: doing.id, items: expect.any(Array) });
    expect(queued.body.data.set.items).toHaveLength(s0.items.length);
    const s = await settled(doing.id);
    expect(s).toMatchObject({ statusName: 'PENDING REVIEW', active: true });
    expect(s.items.every((i) => i.hasAudio)).toBe(true);
    expect((await clip(s.items[0].id)).subarray(0, 4).toString()).toBe('RIFF');
    expect((await t.call('PUT', `/api/audio-sets/${doing.id}/tts`, { cookie: editor, body: { [field]: voices[0].id } })).status).toBe(409);

    // The per-item audio dialog's routes respect the active set.
    expect(await audioOf(item0.refId)).toMatchObject({ path: expect.any(String), audioSet: { id: doing.id, active: true } });
    const del = await t.call('DELETE', `/api/audio/${REF}/${item0.refId}/dialect/${ES}`, { cookie: admin });
    expect(del.status).toBe(409);
    expect(del.body.error).toContain('active audio set');

    const noNote = await t.call('PUT', `/api/audio-sets/items/${s.items[1].id}/review`, { cookie: editor, body: { ok: false, note: '  ' } });
    expect(noNote.status).toBe(400);
    expect(noNote.body.fields).toEqual({ note: 'Required' });
    const first = (await t.call('PUT', `/api/audio-sets/items/${s.items[0].id}/review`, { cookie: editor, body: { ok: true } })).body.data;
    expect(first).toMatchObject({ allReviewed: false, newSetId: null, newSetName: null, newSet: null });
    // The answer is the set with its items as the detail shows them, the review in it.
    expect(first.set).toEqual(await set(doing.id));
    expect(first.set.items[0]).toMatchObject({ id: s.items[0].id, status: expect.any(Number) });
    await t.call('PUT', `/api/audio-sets/items/${s.items[1].id}/review`, { cookie: editor, body: { ok: false, note: 'Too fast' } });
    let last;
    for (const i of s.items.slice(2)) last = (await t.call('PUT', `/api/audio-sets/items/${i.id}/review`, { cookie: editor, body: { ok: true } })).body.data;
    expect(last).toMatchObject({ allReviewed: true, newSetId: expect.any(Number), newSetName: `${s.name} (revised)` });
    // The set, done, and the revised set's row, as the list shows them.
    expect(last.set).toMatchObject({ id: doing.id, statusName: 'DONE' });
    const revisedId = last.newSetId;
    expect(last.newSet).toEqual((await sets()).find((x) => x.id === revisedId));

    expect(await set(doing.id)).toMatchObject({ statusName: 'DONE', active: false });
    const revised = await set(last.newSetId);
    expect(revised).toMatchObject({ statusName: 'DOING', active: true, revisionOf: doing.id });
    expect(revised.items.map((i) => i.refId)).toEqual([s.items[1].refId]);
    expect(await audioOf(s.items[0].refId)).toMatchObject({ path: expect.any(String), audioSet: { id: doing.id, active: false } });
    expect(await audioOf(s.items[1].refId)).toMatchObject({ path: null, audioSet: null });
    expect((await t.call('PUT', `/api/audio-sets/items/${s.items[0].id}/review`, { cookie: editor, body: { ok: true } })).status).toBe(409);

    // A recording of the wrong number of items is refused with the reason.
    const wrong = await upload(revised.id, recordingTools().joinWavs([await clip(s.items[0].id), await clip(s.items[2].id)], 2));
    expect(wrong.body.data).toMatchObject({ status: 2, message: 'Set with errors', error: 'Found 2 clips at the pauses, expected 1' });
  });

  it("rejects a set pending review back to DOING, then takes the artist's recording split into one clip per item", async () => {
    const pending = (await sets()).find((s) => s.statusName === 'PENDING REVIEW' && !s.name.includes('revised'))!;
    const before = await set(pending.id);
    const clips = await Promise.all(before.items.map((i) => clip(i.id)));
    const rejected = await t.call('PUT', `/api/audio-sets/${pending.id}/reject`, { cookie: editor });
    expect(rejected.body.data).toMatchObject({ statusName: 'DOING' });
    expect(rejected.body.data.items.every((i: Item) => !i.hasAudio)).toBe(true);
    expect((await set(pending.id)).items.every((i) => !i.hasAudio)).toBe(true);
    expect(await audioOf(before.items[0].refId)).toMatchObject({ path: null });
    expect((await t.call('PUT', `/api/audio-sets/${pending.id}/reject`, { cookie: editor })).status).toBe(409);

    const notWav = await upload(pending.id, Buffer.from('not a wav at all'));
    expect(notWav).toEqual({ status: 400, body: { error: 'The WAV file is damaged: it is not a RIFF/WAVE file.', fields: { audio: expect.any(String) } } });
    expect((await t.call('POST', `/api/audio-sets/${pending.id}/upload`, { cookie: editor, body: {} })).status).toBe(400);

    const ok = await upload(pending.id, recordingTools().joinWavs(clips, 2));
    const after = await set(pending.id);
    // The outcome, and the set as its detail now shows it.
    expect(ok.body.data).toEqual({ status: 1, message: 'Set is ready to be reviewed by the provider', set: after });
    expect(after.statusName).toBe('PENDING REVIEW');
    expect(after.items.every((i) => i.hasAudio)).toBe(true);
    expect(await audioOf(before.items[0].refId)).toMatchObject({ audioSet: { id: pending.id, active: true } });
  });

  it.each([
    ['0 channels', wavOf({ channels: 0, byteRate: 0 }), 'it declares 0 channels'],
    ['0 Hz', wavOf({ sampleRate: 0 }), 'it declares a sample rate of 0 Hz'],
    ['a data size beyond the file', wavOf({ dataSize: 1_000_000 }), "its 'data' chunk claims 977 KB, more than the file holds"],
    ['4 GB in its RIFF header', wavOf({ riffSize: 0xffffffff }), 'its header claims 4096 MB but the file has 4 KB'],
  ])('refuses a recording whose WAV header lies (%s) with 400 saying what is wrong, before splitting it', async (_, wav, reason) => {
    const doing = (await sets()).find((s) => s.statusName === 'DOING' && s.ttsProgress === null)!;
    const before = await set(doing.id);
    const message = `The WAV file is damaged: ${reason}.`;
    expect(await upload(doing.id, wav)).toEqual({ status: 400, body: { error: message, fields: { audio: message } } });
    expect(await set(doing.id)).toEqual(before);
  });

  it("answers 404 for an unknown set or item and refuses another course's", async () => {
    expect((await t.call('GET', '/api/audio-sets/999999', { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', '/api/audio-sets/items/999999', { cookie: editor })).status).toBe(404);
    const theirs = (await sets(2, admin))[0];
    expect((await t.call('GET', `/api/audio-sets/${theirs.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('PUT', `/api/audio-sets/${theirs.id}/reject`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', '/api/audio-sets/abc', { cookie: editor })).status).toBe(400);
  });
});
