import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { BOOK_CHAPTER_TEXTS } from '../books/public';
import { DIALOG_SEGMENTS } from '../dialogs/public';
import { READING_TEXTS } from '../readings/public';
import { TRAINER_SEGMENTS } from '../trainers/public';
import type { Translation } from './public';

/**
 * Issue 42: part texts (dialog segments, reading texts, chapter texts, trainer segments) carry the
 * name their owner declares (as Health names them) wherever translations are listed, and open on
 * their parent record with the part selected, never as a module of their own.
 */
let t: LoggedInServer;
beforeAll(async () => {
  t = await loggedInServer();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.call('GET', `/api/${path}`, { cookie: t.admin });
  expect(res.status, path).toBe(200);
  return res.body;
};
const PARTS: [number, string][] = [
  [DIALOG_SEGMENTS, 'Dialog segments'],
  [READING_TEXTS, 'Reading texts'],
  [BOOK_CHAPTER_TEXTS, 'Chapter texts'],
  [TRAINER_SEGMENTS, 'Trainer segments'],
];

/** A translation of the ref in course 1 with a done text in es-ES, and that text. */
async function partText(ref: number) {
  const [row] = rowsOf<{ id: number; ref_id: number; text: string }>(
    await t.server.database.db.execute(sql`select t.id, t.ref_id, tt.text from translations t
      join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = 2 and tt.status = 2 and tt.text <> ''
      where t.course_id = 1 and t.ref = ${ref} order by t.id limit 1`),
  );
  return { id: Number(row.id), refId: Number(row.ref_id), text: row.text };
}

describe('part texts are named by their owners', () => {
  it('in the Texts search, its ref options, the Dashboard and translations/{id}', async () => {
    const options = (await get('courses/1/translations-search-options')).refs as { ref: number; title: string }[];
    const dashboard = (await get('translations/dashboard?course=1')).rows as { ref: number; refName: string }[];
    for (const [ref, name] of PARTS) {
      expect(options.find((o) => o.ref === ref)?.title, String(ref)).toBe(name);
      const rows = (await get(`courses/1/translations?ref=${ref}`)) as { refName: string }[];
      expect(rows.length, String(ref)).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.refName))).toEqual(new Set([name]));
      const seen = dashboard.find((r) => r.ref === ref);
      if (seen) expect(seen.refName).toBe(name);
      const one = (await get(`translations/${(await partText(ref)).id}`)) as Translation;
      expect(one.refName).toBe(name);
      expect(JSON.stringify(one)).not.toContain('Module ');
    }
    expect(dashboard.some((r) => r.ref === DIALOG_SEGMENTS)).toBe(true);
  });

  it("opens a dialog segment's translation on its dialog with the segment selected", async () => {
    const segment = await partText(DIALOG_SEGMENTS);
    const [{ dialog_id }] = rowsOf<{ dialog_id: number }>(
      await t.server.database.db.execute(sql`select dialog_id from dialog_segments where id = ${segment.refId}`),
    );
    const one = (await get(`translations/${segment.id}`)) as Translation;
    expect(one).toMatchObject({
      openRef: MODULE.dialog,
      openItemId: Number(dialog_id),
      openRefName: 'Dialogs',
      open: { module: MODULE.dialog, recordId: Number(dialog_id), params: { id: Number(dialog_id), segment: segment.refId } },
    });
  });

  it('in the Memory search results', async () => {
    for (const [ref, name] of PARTS) {
      const { text, refId } = await partText(ref);
      const hits = (await get(`memory?dialect=2&text=${encodeURIComponent(text)}`)) as { ref: number; refId: number; refName: string }[];
      const hit = hits.find((h) => h.ref === ref && h.refId === refId);
      expect(hit?.refName, String(ref)).toBe(name);
    }
  });
});
