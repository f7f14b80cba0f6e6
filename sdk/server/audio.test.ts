import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioReferences, audioSets } from './tables';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { AUDIO_MAX_BYTES, AUDIO_MESSAGES, type AudioState } from '../shared/audio';
import { audioKindOf } from '../../core/server/audio/routes';
import { speechProviderFor } from '../../core/server/speech/providers';
import { id3Tag, mp3Frames, wavOf } from '../../tests/unit/fixtures/media';

/*
 * The audio routes (spec 2 §7 Audio) against the real database and file store, through the
 * sentences' registration (ref 16) and the vocabulary's (21 main, 22 course).
 */

const SENTENCES = 16;
const ITEMS = 14;
const VOCS_MAIN = 21;
const ES_ES = 2; // a target dialect of course 1
const EN_US = 3; // a source dialect of course 1

let t: LoggedInServer;
let admin: string;
let editor: string; // Sentences on course 1 only
let outsider: string; // Items on course 1, no Sentences
const filesDir = mkdtempSync(join(tmpdir(), 'cm-audio-'));

beforeAll(async () => {
  t = await loggedInServer({ filesDir });
  admin = t.admin;
  editor = await t.signIn('voice@example.com', [[1, SENTENCES]]);
  outsider = await t.signIn('items@example.com', [[1, ITEMS]]);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** A short valid WAV: RIFF header, fmt chunk (PCM, mono, 8 kHz, 16 bit) and a data chunk. */
function wav(samples = 800): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(8000 * Math.sin(i / 4)), i * 2);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8, 'latin1');
  h.write('fmt ', 12, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(8000, 24);
  h.writeUInt32LE(16000, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
/** An ID3v2 tag followed by an MPEG-1 layer III frame header and silence. */
const MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

type Part = { data: string | Buffer; type?: string; name?: string } | string;

/** Posts a multipart body the way the browser's FormData does. */
async function upload(path: string, parts: Record<string, Part>, cookie = editor) {
  const form = new FormData();
  for (const [field, p] of Object.entries(parts)) {
    if (typeof p === 'string') form.append(field, p);
    else
      form.append(
        field,
        new Blob([typeof p.data === 'string' ? p.data : new Uint8Array(p.data)], { type: p.type ?? 'application/octet-stream' }),
        p.name ?? 'take.wav',
      );
  }
  const encoded = new Response(form);
  const res = await t.server.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': encoded.headers.get('content-type')! },
  });
  return { status: res.statusCode, body: res.json() };
}

const newSentence = async (courseId = 1, cookie = editor) => {
  const res = await t.call('POST', `/api/groups/${courseId}/sentences`, { cookie, body: { targets: [{ dialectId: ES_ES, text: 'Hay un coche rojo.' }] } });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const audioOf = (id: number, dialect = ES_ES) => `audio/${SENTENCES}/${id}/dialect/${dialect}`;
const wavPart = (data = wav(), type = 'audio/wav', name = 'take.wav') => ({ audio: { data, type, name } });

describe('audio upload', () => {
  it('stores a WAV: answers the state, the file is in the store, the sentence carries it per target', async () => {
    const id = await newSentence();
    const res = await upload(`${audioOf(id)}/upload`, { ...wavPart(wav(), 'audio/wav', 'C:\\takes\\hay-un-coche.wav'), artistName: ' Lucía ' });
    expect(res.status).toBe(200);
    const state: AudioState = res.body.data;
    expect(state).toEqual({
      ref: SENTENCES,
      refId: id,
      dialectId: ES_ES,
      path: `${SENTENCES}/${id}/audio/${ES_ES}.wav`,
      canRecover: false,
      artistName: 'Lucía',
      audioSet: null,
      mimeType: 'audio/wav',
      fileName: 'hay-un-coche.wav',
      size: wav().length,
    });
    expect(readFileSync(join(filesDir, state.path!))).toEqual(wav());
    const sentence = (await t.call('GET', `/api/sentences/${id}`, { cookie: editor })).body;
    expect(sentence.targets.find((x: { dialectId: number }) => x.dialectId === ES_ES).audio).toEqual(state);
    const other = sentence.targets.find((x: { dialectId: number }) => x.dialectId !== ES_ES);
    expect(other.audio).toMatchObject({ path: null, canRecover: false });
    expect((await t.call('GET', `/api/${audioOf(id)}`, { cookie: editor })).body).toEqual(state);
    expect((await t.call('GET', `/api/audio/${SENTENCES}/${id}`, { cookie: editor })).body).toEqual([state]);
  });

  it.each(['audio/mpeg', 'audio/mp3'])('stores an MP3 sent as %s, replacing a WAV (the old file goes)', async (type) => {
    const id = await newSentence();
    await upload(`${audioOf(id)}/upload`, wavPart());
    const res = await upload(`${audioOf(id)}/upload`, { audio: { data: MP3, type, name: 'take.mp3' } });
    expect(res.body.data).toMatchObject({ path: `${SENTENCES}/${id}/audio/${ES_ES}.mp3`, mimeType: 'audio/mpeg', fileName: 'take.mp3', artistName: null });
    expect(existsSync(join(filesDir, `${SENTENCES}/${id}/audio/${ES_ES}.wav`))).toBe(false);
    expect(readFileSync(join(filesDir, `${SENTENCES}/${id}/audio/${ES_ES}.mp3`))).toEqual(MP3);
  });

  it("refuses another type with the spec's message (declared type, or bytes that are not WAV or MP3)", async () => {
    const id = await newSentence();
    const wrong = { status: 400, body: { error: AUDIO_MESSAGES.wrongType, fields: { audio: AUDIO_MESSAGES.wrongType } } };
    expect(await upload(`${audioOf(id)}/upload`, { audio: { data: 'OggS…', type: 'audio/ogg', name: 'take.ogg' } })).toEqual(wrong);
    expect(await upload(`${audioOf(id)}/upload`, wavPart(wav(), 'application/octet-stream'))).toEqual(wrong);
    expect(await upload(`${audioOf(id)}/upload`, wavPart(Buffer.from('<html>not audio</html>'), 'audio/wav'))).toEqual(wrong);
    expect((await t.call('GET', `/api/${audioOf(id)}`, { cookie: editor })).body).toMatchObject({ path: null, canRecover: false });
  });

  it("refuses a file of 10 MB or more with the spec's message", async () => {
    const id = await newSentence();
    const tooBig = { status: 400, body: { error: AUDIO_MESSAGES.tooBig, fields: { audio: AUDIO_MESSAGES.tooBig } } };
    // Exactly 10 MB passes the host's upload limit and fails the audio rule; one byte more, the limit.
    const exactly = Buffer.concat([wav(), Buffer.alloc(AUDIO_MAX_BYTES - wav().length)]);
    expect(await upload(`${audioOf(id)}/upload`, wavPart(exactly))).toEqual(tooBig);
    expect(await upload(`${audioOf(id)}/upload`, wavPart(Buffer.concat([exactly, Buffer.alloc(1)])))).toEqual(tooBig);
    expect(existsSync(join(filesDir, `${SENTENCES}/${id}`))).toBe(false);
  });

  it('needs a file in the field "audio": 400 "Please select an audio file"', async () => {
    const id = await newSentence();
    const none = { status: 400, body: { error: AUDIO_MESSAGES.noFile, fields: { audio: AUDIO_MESSAGES.noFile } } };
    expect(await upload(`${audioOf(id)}/upload`, { file: { data: wav(), type: 'audio/wav' } })).toEqual({
      status: 400,
      body: { error: "Unexpected file 'file': send the audio file only.", fields: { file: 'Not expected' } },
    });
    expect(await upload(`${audioOf(id)}/upload`, { artistName: 'Lucía' })).toEqual(none);
    expect(await upload(`${audioOf(id)}/upload`, wavPart(Buffer.alloc(0)))).toEqual(none);
    expect(await t.call('POST', `/api/${audioOf(id)}/upload`, { cookie: editor, body: {} })).toEqual(none);
  });

  it('refuses any other file before reading it, so junk parts are never buffered, and stores nothing', async () => {
    const id = await newSentence();
    const junk = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`junk${i}`, { data: Buffer.alloc(1024 * 1024, 1) }]));
    const res = await upload(`${audioOf(id)}/upload`, { ...junk, ...wavPart(wav()) });
    expect(res).toEqual({ status: 400, body: { error: "Unexpected file 'junk0': send the audio file only.", fields: { junk0: 'Not expected' } } });
    expect(existsSync(join(filesDir, `${SENTENCES}/${id}`))).toBe(false);
  });

  it('decodes the headers: a WAV or MP3 that lies about itself is refused with 400 saying what is wrong; a synthesized recording passes', async () => {
    const id = await newSentence();
    const refusedWith = (reason: string) => ({ status: 400, body: { error: reason, fields: { audio: reason } } });
    expect(await upload(`${audioOf(id)}/upload`, wavPart(wavOf({ channels: 0, sampleRate: 0 })))).toEqual(
      refusedWith('The WAV file is damaged: it declares 0 channels.'),
    );
    expect(await upload(`${audioOf(id)}/upload`, wavPart(wavOf({ sampleRate: 0 })))).toEqual(
      refusedWith('The WAV file is damaged: it declares a sample rate of 0 Hz.'),
    );
    expect(await upload(`${audioOf(id)}/upload`, wavPart(wavOf({ riffSize: 0xffffffff, dataSize: 0xffffffff - 36 })))).toEqual(
      refusedWith('The WAV file is damaged: its header claims 4096 MB but the file has 4 KB.'),
    );
    const junk = Buffer.concat([id3Tag(), Buffer.from('junk after a tag, and no audio frame at all')]);
    expect(await upload(`${audioOf(id)}/upload`, { audio: { data: junk, type: 'audio/mpeg', name: 'take.mp3' } })).toEqual(
      refusedWith('The MP3 file is damaged: no MPEG audio frame follows its ID3 tag.'),
    );
    expect(existsSync(join(filesDir, `${SENTENCES}/${id}`))).toBe(false);

    const speech = speechProviderFor('local');
    const spoken = await speech.synthesize({ text: 'Hay un coche rojo.', voice: (await speech.voices('es'))[0].id });
    expect((await upload(`${audioOf(id)}/upload`, wavPart(spoken))).status).toBe(200);
    expect(
      (await upload(`${audioOf(id)}/upload`, { audio: { data: Buffer.concat([id3Tag(64), mp3Frames(20)]), type: 'audio/mpeg', name: 'take.mp3' } })).status,
    ).toBe(200);
  });

  it('refuses a dialect the record has no text in: 400 fields.dialectId', async () => {
    const id = await newSentence();
    const res = await upload(`${audioOf(id, EN_US)}/upload`, wavPart());
    expect(res).toMatchObject({ status: 400, body: { fields: { dialectId: 'Not a dialect of this sentence' } } });
  });
});

describe('download, delete and recover', () => {
  it('downloads the file as base64 with its type and name, and serves it for playing', async () => {
    const id = await newSentence();
    await upload(`${audioOf(id)}/upload`, { audio: { data: MP3, type: 'audio/mpeg', name: 'coche.mp3' } });
    const res = await t.call('GET', `/api/${audioOf(id)}/download`, { cookie: editor });
    expect(res).toEqual({ status: 200, body: { result: 'OK', fileData: MP3.toString('base64'), mimeType: 'audio/mpeg', fileName: 'coche.mp3' } });
    expect(Buffer.from(res.body.fileData, 'base64')).toEqual(MP3);
    const file = await t.server.app.inject({ method: 'GET', url: `/api/${audioOf(id)}/file`, headers: { cookie: editor } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload).toEqual(MP3);
    expect(file.headers['accept-ranges']).toBe('bytes');
    // An <audio> element seeking asks for a range: 206 with its bytes; past the end, 416.
    const part = await t.server.app.inject({ method: 'GET', url: `/api/${audioOf(id)}/file`, headers: { cookie: editor, range: 'bytes=10-' } });
    expect([part.statusCode, part.headers['content-range'], part.headers['content-type']]).toEqual([
      206,
      `bytes 10-${MP3.length - 1}/${MP3.length}`,
      'audio/mpeg',
    ]);
    expect(part.rawPayload).toEqual(MP3.subarray(10));
    const past = await t.server.app.inject({ method: 'GET', url: `/api/${audioOf(id)}/file`, headers: { cookie: editor, range: `bytes=${MP3.length}-` } });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${MP3.length}`]);
  });

  it('answers 404 "No audio file to download" when there is none', async () => {
    const id = await newSentence();
    expect(await t.call('GET', `/api/${audioOf(id)}/download`, { cookie: editor })).toEqual({ status: 404, body: { error: AUDIO_MESSAGES.noDownload } });
  });

  it('deletes the reference (keeping the file), then recovers it', async () => {
    const id = await newSentence();
    await upload(`${audioOf(id)}/upload`, wavPart());
    const deleted = await t.call('DELETE', `/api/${audioOf(id)}`, { cookie: editor });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ result: 'OK', data: { path: null, canRecover: true, fileName: null } });
    expect(existsSync(join(filesDir, `${SENTENCES}/${id}/audio/${ES_ES}.wav`))).toBe(true);
    expect((await t.call('GET', `/api/${audioOf(id)}/download`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/sentences/${id}`, { cookie: editor })).body.targets[0].audio).toMatchObject({ path: null, canRecover: true });
    expect((await t.call('DELETE', `/api/${audioOf(id)}`, { cookie: editor })).status).toBe(404);

    const recovered = await t.call('POST', `/api/${audioOf(id)}/recover`, { cookie: editor });
    expect(recovered.body.data).toMatchObject({ path: `${SENTENCES}/${id}/audio/${ES_ES}.wav`, canRecover: false, fileName: 'take.wav' });
    expect(Buffer.from((await t.call('GET', `/api/${audioOf(id)}/download`, { cookie: editor })).body.fileData, 'base64')).toEqual(wav());
    expect((await t.call('POST', `/api/${audioOf(id)}/recover`, { cookie: editor })).status).toBe(404);
  });

  it('a recover whose file is gone answers 410 and leaves no audio', async () => {
    const id = await newSentence();
    await upload(`${audioOf(id)}/upload`, wavPart());
    await t.call('DELETE', `/api/${audioOf(id)}`, { cookie: editor });
    rmSync(join(filesDir, `${SENTENCES}/${id}/audio/${ES_ES}.wav`));
    expect((await t.call('POST', `/api/${audioOf(id)}/recover`, { cookie: editor })).status).toBe(410);
    expect((await t.call('GET', `/api/${audioOf(id)}`, { cookie: editor })).body).toMatchObject({ path: null, canRecover: false });
  });

  it('deleting the sentence removes its audio references', async () => {
    const id = await newSentence();
    await upload(`${audioOf(id)}/upload`, wavPart());
    expect((await t.call('DELETE', `/api/sentences/${id}`, { cookie: editor })).status).toBe(200);
    const { db } = t.server.database;
    expect(
      await db
        .select()
        .from(audioReferences)
        .where(and(eq(audioReferences.ref, SENTENCES), eq(audioReferences.refId, id))),
    ).toEqual([]);
  });
});

describe('an audio in an active audio set', () => {
  it("cannot be uploaded over, deleted or recovered (409 with the set's name); once the set is inactive it can", async () => {
    const id = await newSentence();
    await upload(`${audioOf(id)}/upload`, wavPart());
    const { db } = t.server.database;
    const [set] = await db.insert(audioSets).values({ courseId: 1, name: 'Spring recordings', active: true }).returning({ id: audioSets.id });
    const row = and(eq(audioReferences.ref, SENTENCES), eq(audioReferences.refId, id), eq(audioReferences.dialectId, ES_ES));
    await db.update(audioReferences).set({ audioSetId: set.id }).where(row);
    const locked = { status: 409, body: { error: AUDIO_MESSAGES.locked('Spring recordings') } };
    expect(locked.body.error).toBe('This audio belongs to the active audio set "Spring recordings" and cannot be modified.');

    expect((await t.call('GET', `/api/${audioOf(id)}`, { cookie: editor })).body.audioSet).toEqual({ id: set.id, name: 'Spring recordings', active: true });
    expect(await upload(`${audioOf(id)}/upload`, { audio: { data: MP3, type: 'audio/mpeg' } })).toEqual(locked);
    expect(await t.call('DELETE', `/api/${audioOf(id)}`, { cookie: editor })).toEqual(locked);
    await db.update(audioReferences).set({ deletedAt: new Date() }).where(row);
    expect(await t.call('POST', `/api/${audioOf(id)}/recover`, { cookie: editor })).toEqual(locked);
    // Reading stays allowed.
    await db.update(audioReferences).set({ deletedAt: null }).where(row);
    expect((await t.call('GET', `/api/${audioOf(id)}/download`, { cookie: editor })).status).toBe(200);
    expect(readFileSync(join(filesDir, `${SENTENCES}/${id}/audio/${ES_ES}.wav`))).toEqual(wav());

    await db.update(audioSets).set({ active: false }).where(eq(audioSets.id, set.id));
    expect((await t.call('DELETE', `/api/${audioOf(id)}`, { cookie: editor })).status).toBe(200);
  });
});

describe('who may', () => {
  it("refuses another course's record (403) and a user without the module (403), before anything is read", async () => {
    const other = await newSentence(2, admin);
    await upload(`${audioOf(other)}/upload`, wavPart(), admin);
    const refused = { status: 403, body: { error: expect.any(String) } };
    expect(await upload(`${audioOf(other)}/upload`, wavPart())).toEqual(refused);
    expect(await t.call('GET', `/api/${audioOf(other)}/download`, { cookie: editor })).toEqual(refused);
    expect(await t.call('DELETE', `/api/${audioOf(other)}`, { cookie: editor })).toEqual(refused);

    const own = await newSentence();
    await upload(`${audioOf(own)}/upload`, wavPart());
    expect(await upload(`${audioOf(own)}/upload`, wavPart(), outsider)).toEqual(refused);
    expect(await t.call('GET', `/api/${audioOf(own)}/download`, { cookie: outsider })).toEqual(refused);
    expect(await t.call('DELETE', `/api/${audioOf(own)}`, { cookie: outsider })).toEqual(refused);
    expect(await t.call('POST', `/api/${audioOf(own)}/recover`, { cookie: outsider })).toEqual(refused);
    expect((await t.call('GET', `/api/${audioOf(own)}`, { cookie: editor })).body.path).not.toBeNull();
    expect((await t.call('GET', `/api/${audioOf(own)}`)).status).toBe(401);
  });

  it('answers 404 for an unknown record and for a ref that has no audio', async () => {
    expect((await t.call('GET', `/api/${audioOf(2_147_000_001)}`, { cookie: editor })).status).toBe(404);
    expect((await upload(`audio/99/1/dialect/${ES_ES}/upload`, wavPart(), admin)).status).toBe(404);
    expect((await t.call('GET', `/api/audio/10/1/dialect/${ES_ES}/download`, { cookie: admin })).status).toBe(404);
  });

  it('the main vocabulary (21, global) serves only its own entries under its ref', async () => {
    const { db } = t.server.database;
    const { vocs } = await import('../../plugins/vocabulary/server/tables');
    const [main] = await db.select({ id: vocs.id }).from(vocs).where(eq(vocs.courseId, 0)).limit(1);
    const [course] = await db.select({ id: vocs.id }).from(vocs).where(eq(vocs.courseId, 1)).limit(1);
    const res = await upload(`audio/${VOCS_MAIN}/${main.id}/dialect/${ES_ES}/upload`, wavPart(), admin);
    expect(res.body.data).toMatchObject({ ref: VOCS_MAIN, refId: main.id, path: `${VOCS_MAIN}/${main.id}/audio/${ES_ES}.wav` });
    expect((await t.call('GET', `/api/audio/${VOCS_MAIN}/${course.id}`, { cookie: admin })).status).toBe(404);
    expect((await t.call('GET', `/api/audio/${VOCS_MAIN}/${main.id}`, { cookie: editor })).status).toBe(403);
  });
});

describe('the API document', () => {
  it('lists the audio routes of each registered ref', async () => {
    const doc = (await t.call('GET', '/api/docs/json', { cookie: admin })).body;
    for (const ref of [SENTENCES, VOCS_MAIN, 22]) {
      expect(Object.keys(doc.paths[`/api/audio/${ref}/{refId}/dialect/{dialectId}`]).sort()).toEqual(['delete', 'get']);
      expect(doc.paths[`/api/audio/${ref}/{refId}/dialect/{dialectId}/upload`]).toHaveProperty('post');
    }
  });
});

describe('what the bytes are', () => {
  it('knows WAV and MP3 (ID3 or a bare frame), not AAC or text', () => {
    expect(audioKindOf(wav())).toBe('wav');
    expect(audioKindOf(MP3)).toBe('mp3');
    expect(audioKindOf(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0]))).toBe('mp3');
    expect(audioKindOf(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0]))).toBeUndefined();
    expect(audioKindOf(Buffer.from('RIFF0000AVI '))).toBeUndefined();
  });
});
