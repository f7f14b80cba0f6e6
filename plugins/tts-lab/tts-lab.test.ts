import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncTaskStatus } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { TTS_LAB } from './plugin';
import { GENERATE_TASK } from './server/generate';

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

describe('a TTS generation whose process was killed', () => {
  // No workers in this server: the test claims the task as the killed process did, then runs it as a live one.
  let k: LoggedInServer;
  beforeAll(async () => {
    k = await loggedInServer({ taskConcurrency: 0 });
  }, 300_000);
  afterAll(() => k.close());

  const rows = (res: unknown) => ((res as { rows?: unknown[] }).rows ?? res) as Record<string, unknown>[];
  const exec = async (query: ReturnType<typeof sql>) => rows(await k.server.database.db.execute(query));
  /** pg-boss supervises a queue at most once per interval (10 s): clear its claim stamps to run the pass due now. */
  const supervise = async () => {
    await exec(sql`UPDATE pgboss.queue SET monitor_claim_on = NULL, monitor_on = NULL, maintain_on = NULL WHERE name = ${GENERATE_TASK}`);
    await k.server.tasks.supervise(GENERATE_TASK);
  };

  it('runs again within 30 s and ends with its audio; its task answers on async-tasks/:id all along', async () => {
    expect(await exec(sql`SELECT heartbeat_seconds FROM pgboss.queue WHERE name = ${GENERATE_TASK}`)).toEqual([{ heartbeat_seconds: 10 }]);
    const id = (await k.call('POST', '/api/ttsLab', { cookie: k.admin, body: { name: 'Killed', dialectId: ES, script: 'Buenos días a todos.' } })).body.data.id;
    const taskId = (await k.call('POST', `/api/ttsLab/${id}/generate`, { cookie: k.admin })).body.data.taskId as number;
    const task = async () => (await k.call('GET', `/api/async-tasks/${taskId}`, { cookie: k.admin })).body;
    expect(await task()).toMatchObject({ id: taskId, entityType: 'ttsLab', entityId: id, status: AsyncTaskStatus.PENDING });

    // The process that claimed it had written 'generating 10' when it was killed (kill -9: no failure written, no more heartbeats).
    const [job] = await k.server.tasks.boss.fetch(GENERATE_TASK, { batchSize: 1 });
    await exec(sql`UPDATE async_tasks SET status = ${AsyncTaskStatus.DOING}, attempts = 1 WHERE id = ${taskId}`);
    await exec(sql`UPDATE tts_lab SET status = 'generating', progress = 10 WHERE id = ${id}`);
    expect(await task()).toMatchObject({ status: AsyncTaskStatus.DOING });
    // 11 s later: its last heartbeat is older than the queue's 10 s, and the next supervision (every 10 s) retries it.
    await exec(sql`UPDATE pgboss.job SET heartbeat_on = now() - interval '11 seconds', started_on = now() - interval '11 seconds' WHERE id = ${job.id}::uuid`);
    await supervise();
    expect(await task()).toMatchObject({ status: AsyncTaskStatus.FAILED, lastError: 'job heartbeat timeout' });

    // A live worker claims the retry once it is due (a second later) and finishes the generation.
    for (let ran = 0; ran === 0; ) {
      ran = await k.server.tasks.runOnce(GENERATE_TASK);
      if (ran === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(await task()).toMatchObject({ status: AsyncTaskStatus.DONE, attempts: 2 });
    expect((await k.call('GET', `/api/ttsLab/${id}`, { cookie: k.admin })).body).toMatchObject({ status: 'done', progress: 100, hasAudio: true });
  });
});
