import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteTranslations, writeTranslation } from '../../../sdk/server';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { MemoryService } from './memory-service';

const ES = 2;
const US = 3;
let t: TestServer;
const db = () => t.server.database.db;
const write = (refId: number, es: string, us: string) =>
  writeTranslation(db(), { courseId: 1, ref: 16, refId, field: 'text' }, [
    { dialectId: ES, text: es },
    { dialectId: US, text: us },
  ]);

beforeAll(async () => {
  t = await startTestServer();
  await write(9001, 'Me gustaría un café, por favor.', 'I would like a coffee, please.');
  await write(9002, 'Me gustaría un té, por favor.', 'I would like a tea, please.');
  await write(9003, '¿Dónde está la estación de tren?', 'Where is the train station?');
});
afterAll(() => t.close());

describe('the translation memory', () => {
  it('suggests translations of similar texts, best first, exact matches at 101', async () => {
    const res = await t.server.memory.suggest({ text: 'Me gustaría un café, por favor.', fromDialectId: ES, toDialectId: US });
    expect(res[0]).toMatchObject({
      fromText: 'Me gustaría un café, por favor.',
      text: 'I would like a coffee, please.',
      similarity: 101,
      courseId: 1,
      ref: 16,
      refId: 9001,
    });
    expect(res[1]).toMatchObject({ text: 'I would like a tea, please.' });
    expect(res[1].similarity).toBeLessThan(100);
    expect(res[1].similarity).toBeGreaterThan(80);
  });

  it('suggests a translation found in several records once, with its best similarity', async () => {
    await write(9011, 'Buenas noches, hasta mañana.', 'Good night, see you tomorrow.');
    await write(9012, 'Buenas noches, hasta mañana', 'Good night, see you tomorrow.');
    const res = await t.server.memory.suggest({ text: 'Buenas noches, hasta mañana.', fromDialectId: ES, toDialectId: US });
    expect(res.filter((s) => s.text === 'Good night, see you tomorrow.')).toEqual([expect.objectContaining({ refId: 9011, similarity: 101 })]);
  });

  it('follows texts written after it was built, without a restart', async () => {
    await write(9004, 'Quiero un billete de tren.', 'I want a train ticket.');
    const res = await t.server.memory.suggest({ text: 'quiero un billete de tren', fromDialectId: ES, toDialectId: US });
    expect(res[0]).toMatchObject({ text: 'I want a train ticket.', similarity: 100 });
    await write(9004, 'Quiero un billete de tren.', 'I would like a train ticket.');
    expect((await t.server.memory.suggest({ text: 'Quiero un billete de tren.', fromDialectId: ES, toDialectId: US }))[0].text).toBe(
      'I would like a train ticket.',
    );
  });

  it('forgets deleted translations and texts that are no longer done', async () => {
    await deleteTranslations(db(), 16, [9003]);
    expect((await t.server.memory.search({ text: 'Where is the train station?', dialectId: US })).map((h) => h.refId)).not.toContain(9003);
    await writeTranslation(db(), { courseId: 1, ref: 16, refId: 9002, field: 'text' }, [{ dialectId: US, text: 'I would like a tea, please.', status: 1 }], {
      system: true,
    });
    const res = await t.server.memory.suggest({ text: 'Me gustaría un té, por favor.', fromDialectId: ES, toDialectId: US });
    expect(res.map((s) => s.refId)).not.toContain(9002);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'on PGlite catches up as soon as a translation table is written, by anyone (here plain SQL), and reads nothing otherwise',
    async () => {
      const q = { text: 'Me gustaría un café, por favor.', fromDialectId: ES, toDialectId: US };
      await t.server.memory.suggest(q);
      const client = t.server.database.pgliteClient!;
      const query = client.query;
      const reads: string[] = [];
      client.query = ((text: string, ...rest: unknown[]) => {
        if (/translation_texts|now\(\) as now/.test(text)) reads.push(text);
        return (query as (...a: unknown[]) => unknown)(text, ...rest);
      }) as typeof query;
      try {
        for (let k = 0; k < 3; k++) await t.server.memory.suggest(q);
        expect(reads).toEqual([]);
        await db().execute(sql`WITH t AS (INSERT INTO translations (course_id, ref, ref_id, field) VALUES (1, 16, 9006, 'text') RETURNING id)
        INSERT INTO translation_texts (translation_id, dialect_id, text, status) SELECT id, d, x, 2 FROM t,
          (VALUES (${ES}::int, 'Me gustaría un zumo, por favor.'), (${US}::int, 'I would like a juice, please.')) v(d, x)`);
        expect((await t.server.memory.suggest({ ...q, text: 'Me gustaría un zumo, por favor.' }))[0]).toMatchObject({ refId: 9006, similarity: 101 });
      } finally {
        client.query = query;
      }
    },
  );

  it('searches the texts of one dialect', async () => {
    const hits = await t.server.memory.search({ text: 'would like a coffee please', dialectId: US });
    expect(hits[0]).toMatchObject({ text: 'I would like a coffee, please.', refId: 9001 });
    expect(await t.server.memory.search({ text: 'coffee', dialectId: 9 })).toEqual([]);
  });

  it('loads what the database holds when it starts (another process, or a restart)', async () => {
    const fresh = new MemoryService(db());
    await fresh.start();
    expect(fresh.stats.segments).toBeGreaterThanOrEqual(6);
    expect((await fresh.suggest({ text: 'me gustaria un cafe por favor', fromDialectId: ES, toDialectId: US }))[0].text).toBe('I would like a coffee, please.');
    // Texts done after the load (its index compacted) enter at once.
    await write(9005, 'El tren sale a las cinco.', 'The train leaves at five.');
    expect((await fresh.suggest({ text: 'el tren sale a las cinco', fromDialectId: ES, toDialectId: US }))[0]).toMatchObject({
      text: 'The train leaves at five.',
      similarity: 100,
      courseId: 1,
      ref: 16,
      refId: 9005,
    });
  });
});
