import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../sdk/server';
import { DIALOG_SEGMENTS } from '../dialogs/public';
import { READING_TEXTS } from '../readings/public';
import { SEGMENTS } from '../segments/public';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import type { FlaggedReview } from './shared';

/**
 * Issue 42: the Targets checker on the demo's segments and parts (dialog segments, reading texts), whose targets
 * an editor wraps in paragraphs and whose sources are plain: a wrapper is no tag mistake, and an
 * empty target is flagged.
 */
let t: LoggedInServer;
beforeAll(async () => {
  t = await loggedInServer();
});
afterAll(() => t.close());

const COURSE = 1;
const TARGETS = [2, 4]; // es-ES, es-MX
const base = (ref: number, dialect: number) => `/api/ai/content/targets/course/${COURSE}/dialect/${dialect}/refs/${ref}`;

/** Checks every element of the ref in the dialect, ten at a time as the screen does; answers the flagged reviews. */
async function checkAll(ref: number, dialect: number): Promise<{ total: number; flagged: FlaggedReview[] }> {
  const list = (await t.call('GET', `${base(ref, dialect)}/checker-ref-elements`, { cookie: t.admin })).body as { id: number }[];
  for (let i = 0; i < list.length; i += 10) {
    const ids = list.slice(i, i + 10).map((e) => e.id);
    expect((await t.call('GET', `${base(ref, dialect)}/checker-ref-elements-check?ids=${ids.join(',')}`, { cookie: t.admin })).status).toBe(200);
  }
  const flagged = (await t.call('GET', `/api/ai/courses/${COURSE}/reviews?ref=${ref}&dialectId=${dialect}&status=1`, { cookie: t.admin }))
    .body as FlaggedReview[];
  return { total: list.length, flagged: flagged.filter((r) => r.kind === 'targets') };
}

/** The records of the ref whose target in the dialect has no words while their default source has some. */
async function emptyTargets(ref: number, field: string, dialect: number): Promise<number[]> {
  return rowsOf<{ ref_id: number }>(
    await t.server.database.db.execute(sql`
      select t.ref_id from translations t
        join courses c on c.id = t.course_id
        join translation_texts s on s.translation_id = t.id and s.dialect_id = c.source_dialect_default_id and s.text <> ''
        left join translation_texts x on x.translation_id = t.id and x.dialect_id = ${dialect}
       where t.course_id = ${COURSE} and t.ref = ${ref} and t.field = ${field}
         and coalesce(regexp_replace(x.text, '<[^>]*>|\\s', '', 'g'), '') = ''
       order by t.ref_id`),
  ).map((r) => Number(r.ref_id));
}

describe("the Targets checker on the demo's segments, dialog segments and reading texts", () => {
  it.each([
    ['segments', SEGMENTS, 'text'],
    ['dialog segments', DIALOG_SEGMENTS, 'html'],
    ['reading texts', READING_TEXTS, 'reading-text'],
  ] as const)('%s: no wrapper paragraph is flagged, every empty target is', async (_name, ref, field) => {
    for (const dialect of TARGETS) {
      const { total, flagged } = await checkAll(ref, dialect);
      expect(total).toBeGreaterThan(0);
      expect(flagged.filter((r) => /<p>|tags/.test(r.response))).toEqual([]);
      const empty = await emptyTargets(ref, field, dialect);
      const flaggedEmpty = flagged.filter((r) => r.response.includes('is empty')).map((r) => r.refId);
      expect(flaggedEmpty.sort((a, b) => a - b)).toEqual(empty);
    }
  });
});
