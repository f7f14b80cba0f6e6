import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTranslation, writeTranslation } from '../../../sdk/server';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { TranslationStatus } from '../../../sdk/shared';
import { and, eq } from 'drizzle-orm';
import { dialects, languages, translationTexts, translations } from '../db/schema';

let t: TestServer;
let three: { dialectId: number; dialectCode: string }[];
const key = { ref: 9_999, refId: 7, field: 'title', courseId: 1 };

beforeAll(async () => {
  t = await startTestServer({ demoData: false });
  const { db } = t.server.database;
  const [l] = await db.insert(languages).values({ code: 'xx', name: 'Test' }).returning();
  const rows = await db
    .insert(dialects)
    .values(['xx-A', 'xx-B', 'xx-C'].map((code) => ({ languageId: l.id, code, name: code })))
    .returning();
  three = rows.map((d) => ({ dialectId: d.id, dialectCode: d.code }));
});
afterAll(async () => {
  await t?.close();
});

describe('writeTranslation', () => {
  const read = () => readTranslation(t.server.database.db, key, three);
  const write = (texts: { dialectId: number; text: string; status?: TranslationStatus }[]) => writeTranslation(t.server.database.db, key, texts);

  it('stores every dialect sent, composed; a text without a status is done, or pending when empty', async () => {
    const [a, b, c] = three.map((d) => d.dialectId);
    await write([
      { dialectId: a, text: 'cafe\u0301' },
      { dialectId: b, text: '' },
      { dialectId: c, text: 'tres', status: TranslationStatus.PENDING },
    ]);
    expect((await read()).map((x) => [x.text, x.status])).toEqual([
      ['café', TranslationStatus.DONE],
      ['', TranslationStatus.PENDING],
      ['tres', TranslationStatus.PENDING],
    ]);
  });

  it('keeps the status of an unchanged text sent without one, sets a status sent, and resets a changed text', async () => {
    const [a, b, c] = three.map((d) => d.dialectId);
    await write([{ dialectId: a, text: 'café', status: TranslationStatus.PENDING }]);
    // a: unchanged, no status → stays pending; c: unchanged, with a status → set; b: changed → done.
    await write([
      { dialectId: a, text: 'café' },
      { dialectId: b, text: 'dos' },
      { dialectId: c, text: 'tres', status: TranslationStatus.DONE },
    ]);
    expect((await read()).map((x) => [x.text, x.status])).toEqual([
      ['café', TranslationStatus.PENDING],
      ['dos', TranslationStatus.DONE],
      ['tres', TranslationStatus.DONE],
    ]);
    await write([{ dialectId: a, text: 'café noir' }]);
    expect((await read())[0]).toMatchObject({ text: 'café noir', status: TranslationStatus.DONE });
  });

  it('takes the last text of a dialect sent twice', async () => {
    const [a] = three.map((d) => d.dialectId);
    await write([
      { dialectId: a, text: 'first' },
      { dialectId: a, text: 'second' },
    ]);
    expect((await read())[0].text).toBe('second');
  });

  it('rewrites only what changed: a text sent as stored keeps its updated_at', async () => {
    const [a, b] = three.map((d) => d.dialectId);
    await write([
      { dialectId: a, text: 'uno' },
      { dialectId: b, text: 'dos' },
    ]);
    const stamps = async () =>
      new Map(
        (
          await t.server.database.db
            .select({ dialectId: translationTexts.dialectId, at: translationTexts.updatedAt })
            .from(translationTexts)
            .innerJoin(translations, eq(translations.id, translationTexts.translationId))
            .where(and(eq(translations.ref, key.ref), eq(translations.refId, key.refId)))
        ).map((r) => [r.dialectId, new Date(r.at).getTime()]),
      );
    const before = await stamps();
    await new Promise((r) => setTimeout(r, 5));
    await write([
      { dialectId: a, text: 'uno' },
      { dialectId: b, text: 'dos y tres' },
    ]);
    const after = await stamps();
    expect(after.get(a)).toBe(before.get(a));
    expect(after.get(b)).not.toBe(before.get(b));
  });
});
