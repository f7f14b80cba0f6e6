import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/server';
import { matchPhrase } from '../../sdk/server';
import { tokenize } from '../../sdk/shared';
import { vocConceptType } from './server/concept-type';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ taskConcurrency: 0 });
});
afterAll(() => t.close());

const ES_ES = 2;
const matched = async (phrase: string) => (await matchPhrase(vocConceptType, t.server.database.db, 1, ES_ES, tokenize(phrase, 'es'), 'es')).map((c) => c.refId);

// On PostgreSQL, where other processes write, the dictionary is read again at most 5 s late (see concept-type.ts).
describe.runIf(!process.env.TEST_DATABASE_URL)("the vocabulary's form dictionary on PGlite", () => {
  it('follows a write to any table it is read from at once, whoever makes it (here plain SQL)', async () => {
    const db = t.server.database.db;
    const [voc] = ((await db.execute(sql`select id from vocs where course_id = 1 order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows;
    expect(await matched('zzforma')).toEqual([]);
    await db.execute(sql`insert into voc_inflects (voc_id, dialect_id, inflect_id, word) values (${voc.id}, ${ES_ES}, 9999, 'zzforma')`);
    expect(await matched('zzforma')).toEqual([voc.id]);
    await db.execute(sql`insert into voc_dialects (voc_id, dialect_id, target_enabled) values (${voc.id}, ${ES_ES}, false)
      on conflict (voc_id, dialect_id) do update set target_enabled = false`);
    expect(await matched('zzforma')).toEqual([]);
    await db.execute(sql`update voc_dialects set target_enabled = true where voc_id = ${voc.id} and dialect_id = ${ES_ES}`);
    await db.execute(sql`delete from voc_inflects where voc_id = ${voc.id} and inflect_id = 9999`);
    expect(await matched('zzforma')).toEqual([]);
  });
});
