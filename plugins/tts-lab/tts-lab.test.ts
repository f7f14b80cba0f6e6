import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { TTS_LAB } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted TTS Lab (global: course 0)
let outsider: string; // no TTS Lab grant

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('tts@example.com', [[0, TTS_LAB]]);
  outsider = await t.signIn('nobody@example.com');
}, 300_000);
afterAll(() => t.close());

const ES = 2; // es-ES
const wavOf = async (id: number) => {
  const res = await t.server.app.inject({ method: 'GET', url: `/api/ttsLab/${id}/audio`, headers: { cookie: editor, 'x-requested-with': 'XMLHttpRequest' } });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
};
async function settled(id: number) {
  for (let i = 0; i < 200; i++) {
    const e = (await t.call('GET', `/api/ttsLab/${id}`, { cookie: editor })).body;
    if (e.status === 'done' || e.status === 'failed') return e;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the generation did not end');
}

describe('TTS Lab', () => {
  it('has demo entries, two of them with their audio already generated', async () => {
    const rows = (await t.call('GET', '/api/ttsLab', { cookie: editor })).body as { id: number; name: string; audio: string; dialectCode: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.filter((r) => r.audio === 'Yes')).toHaveLength(2);
    const withAudio = rows.find((r) => r.audio === 'Yes')!;
    const wav = await wavOf(withAudio.id);
    expect(wav.status).toBe(200);
    expect(wav.bytes.subarray(0, 4).toString()).toBe('RIFF');
  });

  it('creates an entry, generates its speech as a queued task and serves the WAV', async () => {
    const res = await t.call('POST', '/api/ttsLab', {
      cookie: editor,
      body: { name: 'Mercado', dialectId: ES, script: 'Quiero un kilo de manzanas, por favor.' },
    });
    expect(res.status).toBe(200);
    const { id, record, row } = res.body.data;
    expect(record).toMatchObject({ name: 'Mercado', status: 'none', hasAudio: false });
    expect(row).toMatchObject({ id, name: 'Mercado', dialectCode: 'es-ES', audio: 'No' });
    expect((await wavOf(id)).status).toBe(404);

    const gen = await t.call('POST', `/api/ttsLab/${id}/generate`, { cookie: editor });
    expect(gen.status).toBe(200);
    expect(gen.body.data).toMatchObject({ taskId: expect.any(Number), record: { status: 'queued' } });
    expect((await t.call('POST', `/api/ttsLab/${id}/generate`, { cookie: editor })).status).toBe(409);

    const done = await settled(id);
    expect(done).toMatchObject({ status: 'done', progress: 100, hasAudio: true });
    const wav = await wavOf(id);
    expect(wav.type).toBe('audio/wav');
    expect(wav.bytes.subarray(8, 12).toString()).toBe('WAVE');
    expect(wav.bytes.length).toBeGreaterThan(10_000); // a second of 16-bit speech, not an empty file
    // Its task answers on async-tasks/:id, to the entry's editor (the entity is owned by TTS Lab).
    const task = await t.call('GET', `/api/async-tasks/${gen.body.data.taskId}`, { cookie: editor });
    expect(task).toMatchObject({ status: 200, body: { id: gen.body.data.taskId, entityType: 'ttsLab', entityId: id } });
    expect((await t.call('GET', `/api/ttsLab/${id}/grid-row`, { cookie: editor })).body.audio).toBe('Yes');
    // Audio already there: no second generation.
    expect((await t.call('POST', `/api/ttsLab/${id}/generate`, { cookie: editor })).status).toBe(409);

    // A changed script drops the audio: Generate again.
    const put = await t.call('PUT', `/api/ttsLab/${id}`, {
      cookie: editor,
      body: { name: 'Mercado', dialectId: ES, script: 'Dos kilos.', version: done.version },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.record).toMatchObject({ status: 'none', hasAudio: false });
    expect((await wavOf(id)).status).toBe(404);
  });

  it('refuses bad input with the fields named, keeping nothing', async () => {
    const res = await t.call('POST', '/api/ttsLab', { cookie: editor, body: { name: ' ', dialectId: 0, script: 5 } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['name', 'dialectId', 'script']));
    const unknownDialect = await t.call('POST', '/api/ttsLab', { cookie: editor, body: { name: 'x', dialectId: 9999 } });
    expect(unknownDialect).toMatchObject({ status: 400, body: { fields: { dialectId: 'Unknown dialect' } } });
  });

  it('refuses to generate an empty script or with a voice of another language', async () => {
    const empty = (await t.call('POST', '/api/ttsLab', { cookie: editor, body: { name: 'Vacío', dialectId: ES } })).body.data.id;
    expect(await t.call('POST', `/api/ttsLab/${empty}/generate`, { cookie: editor })).toMatchObject({ status: 400, body: { fields: { script: 'Required' } } });
    const wrong = (await t.call('POST', '/api/ttsLab', { cookie: editor, body: { name: 'Voz', dialectId: ES, script: 'Hola', voice: 'fr+f1' } })).body.data.id;
    expect(await t.call('POST', `/api/ttsLab/${wrong}/generate`, { cookie: editor })).toMatchObject({
      status: 400,
      body: { fields: { voice: 'Not a voice of es-ES' } },
    });
  });

  it('answers 404 for an unknown entry and 403 without the TTS Lab grant', async () => {
    expect((await t.call('GET', '/api/ttsLab/999999', { cookie: editor })).status).toBe(404);
    expect((await t.call('POST', '/api/ttsLab/999999/generate', { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', '/api/ttsLab/999999/audio', { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', '/api/ttsLab', { cookie: outsider })).status).toBe(403);
    const some = (await t.call('GET', '/api/ttsLab', { cookie: admin })).body[0].id;
    expect((await t.call('POST', `/api/ttsLab/${some}/generate`, { cookie: outsider })).status).toBe(403);
  });

  it('lists voices per language and gender, and flags an entry', async () => {
    const f = (await t.call('GET', '/api/ttsLab/voices?language=es-ES&gender=f', { cookie: outsider })).body.voices;
    expect(f.length).toBeGreaterThan(0);
    expect(f.every((v: { gender: string; language: string }) => v.gender === 'f' && v.language === 'es')).toBe(true);
    const ru = (await t.call('GET', '/api/ttsLab/voices?language=ru', { cookie: editor })).body.voices;
    expect(new Set(ru.map((v: { gender: string }) => v.gender))).toEqual(new Set(['m', 'f']));
    const id = (await t.call('GET', '/api/ttsLab', { cookie: editor })).body[0].id;
    expect((await t.call('PUT', `/api/ttsLab/${id}/flag`, { cookie: editor, body: { flag: 4 } })).status).toBe(200);
    expect((await t.call('GET', `/api/ttsLab/${id}`, { cookie: editor })).body.flag).toBe(4);
  });
});
