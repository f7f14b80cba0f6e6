import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { rowsOf } from '../../sdk/server';
import { databaseBefore, fromTagOn } from '../../tests/support/migrations';
import { startTestServer } from '../../tests/support/server';

/**
 * Migration 0003_per_language on a database made before it: two Spanish courses and an Italian
 * one, each with its own rules and root changes. After the upgrade the courses of a language share
 * its rows: equal rules (all but name and order) and equal root changes merge into the first
 * course's; a rule that clashes with another course's (same class and ending to apply, other
 * endings) stays, named after its course; an empty ending becomes '~' (the stem itself).
 */
const ADMIN = { login: 'old-admin@example.com', password: 'old-password' };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

it("moves each course's rules and root changes to its language, merging the duplicates", async () => {
  const before = await databaseBefore(fromTagOn('conjugation', '0003_per_language'), ADMIN);
  cleanups.push(before.drop);
  const { db } = before;
  await db.execute(sql`INSERT INTO languages (id, code, name) VALUES (11, 'es', 'Spanish'), (12, 'it', 'Italian')`);
  await db.execute(sql`INSERT INTO dialects (id, language_id, code, name) VALUES (21, 11, 'es-ES', 'Spanish (Spain)'), (22, 12, 'it-IT', 'Italian')`);
  await db.execute(sql`INSERT INTO courses (id, language_id, code, name) VALUES
    (1, 11, 'ES-EN', 'Spanish for English speakers'), (2, 11, 'ES-FR', 'Spanish for French speakers'), (3, 12, 'IT-EN', 'Italian for English speakers')`);
  // Course 1: -ar, -er and nouns; course 2: the same -ar (another name and order: merged), nouns with the same endings
  // (merged), and an -er with other endings (kept, renamed); course 3: Italian -are.
  await db.execute(sql`INSERT INTO conj_rules (id, course_id, name, "order", word_class, ending_to_apply, ending_to_remove) VALUES
    (1, 1, 'verb -ar', 0, 'verb', 'ar', 'ar'), (2, 1, 'verb -er', 1, 'verb', 'er', 'er'), (3, 1, 'noun', 2, 'noun', '', ''),
    (4, 2, 'ar verbs', 5, 'verb', 'ar', 'ar'), (5, 2, 'noun', 0, 'noun', '', ''), (6, 2, 'verb -er', 1, 'verb', 'er', 'er'),
    (7, 3, 'verb -are', 0, 'verb', 'are', 'are')`);
  await db.execute(sql`INSERT INTO conj_rule_endings (rule_id, inflect_id, ending) VALUES
    (1, 201, 'o'), (1, 202, 'as'), (2, 201, 'o'), (2, 202, 'es'), (3, 101, ''), (3, 102, 's'),
    (4, 201, 'o'), (4, 202, 'as'), (5, 101, ''), (5, 102, 's'), (6, 201, 'o'), (6, 202, 'és'),
    (7, 201, 'o'), (7, 202, 'i')`);
  await db.execute(sql`INSERT INTO conj_root_changes (id, course_id, word_class, from_text, to_text, context_next_ending_starts_with, priority) VALUES
    (1, 1, 'noun', 'ión', 'ion', 'e', 0), (2, 2, 'noun', 'ión', 'ion', 'e', 0), (3, 2, 'verb', 'e', 'ie', 'o', 0),
    (4, 2, 'noun', 'ión', 'ion', 'e', 1), (5, 3, 'verb', 'c', 'ch', 'i', 0)`);
  // The ids above were given: the identities go on after them, as they would have.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('conj_rules', 'id'), 7), setval(pg_get_serial_sequence('conj_root_changes', 'id'), 5)`);
  await before.close();

  const t = await startTestServer({ databaseUrl: before.upgradeUrl, taskConcurrency: 0 });
  cleanups.push(() => t.close());
  const cookie = await t.login(ADMIN.login, ADMIN.password);
  const get = async (path: string) => {
    const res = await t.call('GET', `/api/${path}`, { cookie });
    expect(res.status, path).toBe(200);
    return res.body;
  };
  const e = (inflectId: number, ending: string) => ({ inflectId, ending, group: 1, panelId: null });

  const spanish = await get('languages/11/conj-rules');
  expect(spanish).toEqual([
    {
      id: 3,
      name: 'noun',
      order: 2,
      wordClass: 'noun',
      gender: 'mf',
      endingToApply: '',
      endingToRemove: '',
      prefixToRemove: '',
      endings: [e(101, '~'), e(102, 's')],
    },
    {
      id: 1,
      name: 'verb -ar',
      order: 0,
      wordClass: 'verb',
      gender: 'mf',
      endingToApply: 'ar',
      endingToRemove: 'ar',
      prefixToRemove: '',
      endings: [e(201, 'o'), e(202, 'as')],
    },
    {
      id: 2,
      name: 'verb -er',
      order: 1,
      wordClass: 'verb',
      gender: 'mf',
      endingToApply: 'er',
      endingToRemove: 'er',
      prefixToRemove: '',
      endings: [e(201, 'o'), e(202, 'es')],
    },
    {
      id: 6,
      name: 'verb -er (ES-FR)',
      order: 1,
      wordClass: 'verb',
      gender: 'mf',
      endingToApply: 'er',
      endingToRemove: 'er',
      prefixToRemove: '',
      endings: [e(201, 'o'), e(202, 'és')],
    },
  ]);
  // Both Spanish courses read the same rows; Italian keeps its own.
  expect(await get('languages/11/conj-rules?course=2')).toEqual(spanish);
  expect((await get('languages/12/conj-rules')).map((r: { id: number }) => r.id)).toEqual([7]);
  expect(await get('languages/11/conjugation-root-changes')).toEqual([
    { id: 1, wordClass: 'noun', fromText: 'ión', toText: 'ion', contextNextEndingStartsWith: 'e', priority: 0 },
    { id: 4, wordClass: 'noun', fromText: 'ión', toText: 'ion', contextNextEndingStartsWith: 'e', priority: 1 },
    { id: 3, wordClass: 'verb', fromText: 'e', toText: 'ie', contextNextEndingStartsWith: 'o', priority: 0 },
  ]);
  expect(await get('languages/12/conjugation-root-changes')).toEqual([
    { id: 5, wordClass: 'verb', fromText: 'c', toText: 'ch', contextNextEndingStartsWith: 'i', priority: 0 },
  ]);
  expect(await get('courses/2/conjugation-language')).toEqual({ languageId: 11, code: 'es', name: 'Spanish' });

  // The rows left name no course; a new rule goes to the language.
  const columns = rowsOf(
    await t.server.database.db.execute(
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('conj_rules', 'conj_root_changes') AND column_name = 'course_id'`,
    ),
  );
  expect(columns).toEqual([]);
  const added = await t.call('POST', '/api/languages/11/conj-rules?course=2', {
    cookie,
    body: { name: 'verb -ir', wordClass: 'verb', endingToApply: 'ir', endingToRemove: 'ir' },
  });
  expect(added.status).toBe(200);
  expect((await get('languages/11/conj-rules?course=1')).map((r: { name: string }) => r.name)).toContain('verb -ir');
}, 240_000);
