import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConceptTypes, type ConceptType } from '../../../../sdk/server';
import { startTestServer, type TestServer } from '../../../../tests/support/server';
import { MODULE } from '../../../../sdk/shared';
import { textChunks } from './text-chunks';

/**
 * The chunks of a text are kept until a table a concept type matches from is written (each type's
 * tables are the ones its own dictionary follows, tested with it): here the vocabulary's forms,
 * written by SQL (the items plugin reads no other plugin's code). Demo course 1, target es-ES (dialect 2).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ taskConcurrency: 0 });
});
afterAll(() => t?.close());

const ES = 2,
  US = 3;
const run = (q: ReturnType<typeof sql>) => t.server.database.db.execute(q);
const chunksOf = async (text: string) => (await textChunks(t.server.database.db, 1, ES, US, [text], 'es'))[0];
const keys = async (text: string) => (await chunksOf(text)).keys;
const conceptsOf = async (text: string, wording: string) => (await chunksOf(text)).wordings.get(wording)?.concepts ?? [];

describe('textChunks', () => {
  it("cuts a text by the course's concepts and keeps it while nothing is written", async () => {
    expect(await keys('mi taza azul')).toEqual(['mi', 'taza', 'azul']);
    expect(await conceptsOf('mi taza azul', 'taza')).toEqual([{ ref: MODULE.vocsCourse, refId: expect.any(Number), sources: ['cup'], wordClass: 'noun' }]);
    if (t.server.database.kind === 'pglite') expect(await chunksOf('mi taza azul')).toBe(await chunksOf('mi taza azul'));
  });

  // On PostgreSQL the vocabulary's own dictionary follows a write by plain SQL up to 5 s late (its concept-type.ts).
  it.runIf(!process.env.TEST_DATABASE_URL)("follows a write to the vocabulary's forms", async () => {
    const word = (w: string) =>
      sql`dialect_id = ${ES} and text = ${w} and translation_id in (select id from translations where ref = ${MODULE.vocsCourse} and course_id = 1 and field = 'word')`;
    expect(await conceptsOf('mi taza azul', 'mi')).not.toEqual([]);
    await run(sql`update translation_texts set text = 'mí' where ${word('mi')}`);
    try {
      expect(await conceptsOf('mi taza azul', 'mi')).toEqual([]);
    } finally {
      await run(sql`update translation_texts set text = 'mi' where ${word('mí')}`);
    }
    expect(await conceptsOf('mi taza azul', 'mi')).not.toEqual([]);
  });

  it("follows a write to a concept's wording in the source dialect", async () => {
    const [taza] = await conceptsOf('mi taza azul', 'taza');
    const cup = sql`dialect_id = ${US} and translation_id = (select id from translations where ref = ${MODULE.vocsCourse} and ref_id = ${taza.refId} and field = 'word')`;
    await run(sql`update translation_texts set text = 'mug' where ${cup}`);
    try {
      expect((await conceptsOf('mi taza azul', 'taza'))[0].sources).toEqual(['mug']);
    } finally {
      await run(sql`update translation_texts set text = 'cup' where ${cup}`);
    }
    expect((await conceptsOf('mi taza azul', 'taza'))[0].sources).toEqual(['cup']);
  });

  it('asks every time when a concept type does not name its tables', async () => {
    let calls = 0;
    const counting: ConceptType = {
      ref: 99_001,
      name: 'Counting',
      matchMany: async (_db, _course, _dialect, phrases) => phrases.map(() => [{ ref: 99_001, refId: ++calls, positions: [1], inflectStudied: null }]),
      tooltip: async () => [],
      card: async () => null,
      courseOf: async () => null,
    };
    const unregister = registerConceptTypes([counting]);
    try {
      const first = await conceptsOf('mi taza azul', 'taza');
      expect(await conceptsOf('mi taza azul', 'taza')).not.toEqual(first);
    } finally {
      unregister();
    }
  });
});
