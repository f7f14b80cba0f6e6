import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { READING_TEXTS, READINGS } from './plugin';
import readingsServer from './server/index';

/**
 * Reading texts under their own ref (2801): the concept linker, notes and audio reach a text by
 * (2801, id) with the Readings grant on its course, and migration 0001 moved the rows an older
 * database kept under the readings' ref 28.
 */
let t: LoggedInServer;
let db: Db;
let admin: string;
let editor: string; // granted Readings on course 1 only
const ES_ES = 2;

beforeAll(async () => {
  t = await loggedInServer();
  db = t.server.database.db;
  admin = t.admin;
  editor = await t.signIn('texts@example.com', [[1, READINGS]]);
}, 300_000);
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method as 'GET', `/api/${url}`, { cookie, body });
const rows = async <T>(query: string) => ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** A demo reading of a course (course 1: 'En el mercado') and its texts' ids. */
async function demoReading(courseId: number) {
  const [reading] = (await call('GET', `courses/${courseId}/readings${courseId === 1 ? '?text=mercado' : ''}`, undefined, admin)).body as { id: number }[];
  const texts = (await call('GET', `readings/${reading.id}/texts`, undefined, admin)).body as { id: number }[];
  return { readingId: reading.id, textIds: texts.map((x) => x.id) };
}

describe('a reading text through the (ref, refId) routes', () => {
  it('is linked by the concept linker as the text (its words, not a reading), and its clDetails show in the Text tab', async () => {
    const {
      readingId,
      textIds: [text],
    } = await demoReading(1);
    const base = `concepts-linker/ref/${READING_TEXTS}/refId/${text}`;
    const guess = await call('GET', `${base}/target-dialect/${ES_ES}/guess`);
    expect(guess.status).toBe(200);
    expect(guess.body.phrase.plain).toBe('Ana va al mercado por la mañana. Compra pan y fruta.');
    const concepts = (guess.body.concepts as { ref: number; refId: number; positions: number[] }[]).map(({ ref, refId, positions }) => ({
      ref,
      refId,
      positions,
    }));
    expect(concepts.length).toBeGreaterThan(0);
    const saved = await call('PUT', `${base}/target-dialect/${ES_ES}/links`, { concepts });
    expect(saved.status).toBe(200);
    const details = saved.body.data.clDetails as { dialectId: number; conceptLinkerCoverage: number }[];
    expect(details.find((d) => d.dialectId === ES_ES)!.conceptLinkerCoverage).toBeGreaterThan(0);
    const listed = (await call('GET', `readings/${readingId}/texts`)).body as { id: number; clDetails: unknown }[];
    expect(listed.find((x) => x.id === text)!.clDetails).toEqual(details);
  });

  it('takes notes and serves its audio states as the text of its course', async () => {
    const {
      textIds: [text],
    } = await demoReading(1);
    const added = await call('POST', `ref/${READING_TEXTS}/refId/${text}/notes`, { note: 'Check the last sentence' });
    expect(added.status).toBe(200);
    const notes = (await call('GET', `ref/${READING_TEXTS}/refId/${text}/notes`)).body as { note: string }[];
    expect(notes.map((n) => n.note)).toEqual(['Check the last sentence']);
    expect((await call('GET', `audio/${READING_TEXTS}/${text}`)).status).toBe(200);
    expect((await call('GET', `audio/${READING_TEXTS}/${text}/dialect/${ES_ES}`)).status).toBe(200);
  });

  it("refuses another course's reading text (403) and answers 404 for an unknown one", async () => {
    const {
      textIds: [other],
    } = await demoReading(2);
    for (const url of [
      `concepts-linker/ref/${READING_TEXTS}/refId/${other}/cl-details`,
      `ref/${READING_TEXTS}/refId/${other}/notes`,
      `audio/${READING_TEXTS}/${other}`,
    ]) {
      expect((await call('GET', url)).status).toBe(403);
      expect((await call('GET', url, undefined, admin)).status).toBe(200);
    }
    expect((await call('GET', `concepts-linker/ref/${READING_TEXTS}/refId/2147000001/cl-details`)).status).toBe(404);
    expect((await call('GET', `audio/${READING_TEXTS}/2147000001`)).status).toBe(404);
  });
});

describe('migration 0001_reading_text_ref', () => {
  it("moves a text's translations, concept links, audio, AI reviews and audio sets from ref 28 to 2801, and leaves the readings' own rows", async () => {
    const {
      readingId,
      textIds: [text],
    } = await demoReading(1);
    const [exercise] = (await call('GET', `readings/${readingId}/exercises`)).body as { id: number }[];
    // The rows as an older database kept them: the text under ref 28, beside its reading's own.
    await db.execute(sql.raw(`DELETE FROM concept_links WHERE ref = ${READING_TEXTS} AND ref_id = ${text}`));
    await db.execute(sql.raw(`UPDATE translations SET ref = ${READINGS} WHERE ref = ${READING_TEXTS} AND ref_id = ${text}`));
    await db.execute(
      sql.raw(`INSERT INTO concept_links (course_id, ref, ref_id, dialect_id, concept_ref, concept_ref_id, positions)
      VALUES (1, ${READINGS}, ${text}, ${ES_ES}, 22, 1, '{0}')`),
    );
    await db.execute(
      sql.raw(`INSERT INTO audio_references (ref, ref_id, dialect_id, path, mime_type, file_name, size)
      VALUES (${READINGS}, ${text}, ${ES_ES}, 'old/text.wav', 'audio/wav', 'text.wav', 44)`),
    );
    await db.execute(
      sql.raw(`INSERT INTO ai_reviews (course_id, kind, ref, ref_id, dialect_id, status, response)
      VALUES (1, 'targets', ${READINGS}, ${text}, ${ES_ES}, 1, 'Numbers changed')`),
    );
    const [set] = await rows<{ id: number }>(`INSERT INTO audio_sets (course_id, name, active) VALUES (1, 'Old reading set', true) RETURNING id`);
    await db.execute(sql.raw(`INSERT INTO audio_set_info (set_id, course_id, dialect_id, ref, read_by) VALUES (${set.id}, 1, ${ES_ES}, ${READINGS}, 'f')`));
    await db.execute(sql.raw(`INSERT INTO audio_set_items (set_id, position, ref_id, text, gender) VALUES (${set.id}, 1, ${text}, 'Ana va', 'f')`));
    await call('POST', `ref/${READINGS}/refId/${readingId}/notes`, { note: 'A note on the reading' }, admin);

    const migration = readFileSync(new URL('./server/migrations/0001_reading_text_ref.sql', import.meta.url), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
      await readingsServer.dataMigrations!['0001_reading_text_ref'](tx);
    });

    const got = (await call('GET', `readings/texts/${text}`)).body as { targets: { dialectId: number; text: string; audio: { path: string | null } }[] };
    const target = got.targets.find((x) => x.dialectId === ES_ES)!;
    expect(target.text).toBe('<p>Ana va al mercado por la mañana. Compra pan y fruta.</p>');
    expect(target.audio.path).toBe('old/text.wav');
    const links = await rows<{ ref: number }>(
      `SELECT ref FROM concept_links WHERE ref_id = ${text} AND concept_ref = 22 AND concept_ref_id = 1 AND positions = '{0}'`,
    );
    expect(links).toEqual([{ ref: READING_TEXTS }]);
    const reviews = (await call('GET', `ai/courses/1/reviews?ref=${READING_TEXTS}&refId=${text}`, undefined, admin)).body as { response: string }[];
    expect(reviews.map((r) => r.response)).toEqual(['Numbers changed']);
    expect(await rows(`SELECT ref FROM audio_set_info WHERE set_id = ${set.id}`)).toEqual([{ ref: READING_TEXTS }]);
    // Nothing of the text is left under 28; the reading's note and its exercise's HTML stay there.
    for (const table of ['translations', 'concept_links', 'audio_references', 'ai_reviews']) {
      expect(
        await rows(`SELECT 1 FROM ${table} WHERE ref = ${READINGS} AND ref_id = ${text}${table === 'translations' ? ` AND field = 'reading-text'` : ''}`),
      ).toEqual([]);
    }
    expect((await call('GET', `ref/${READINGS}/refId/${readingId}/notes`, undefined, admin)).body.map((n: { note: string }) => n.note)).toContain(
      'A note on the reading',
    );
    expect(await rows(`SELECT ref FROM translations WHERE ref_id = ${exercise.id} AND field = 'reading-exercise'`)).toEqual([{ ref: READINGS }]);
  });
});
