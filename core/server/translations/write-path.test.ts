import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { readTranslation, writeTranslation } from '../../../sdk/server';
import { MODULE, TranslationStatus, type DialectRef } from '../../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { translations } from '../db/schema';

/**
 * Issue 42: one write path for translation texts. Every route that writes a text refuses a status
 * only the system sets (spec 2 §4), and every save runs the format check and stores it on the
 * translation (`error`), as Validate All and Check Format All read it.
 */
let t: LoggedInServer;
const ITEM = 17;
const db = () => t.server.database.db;
const call = (method: 'GET' | 'PUT', path: string, body?: unknown) => t.call(method, `/api/${path}`, { cookie: t.admin, body });

beforeAll(async () => {
  t = await loggedInServer();
});
afterAll(() => t.close());

type Texts = (DialectRef & { text: string; status: number })[];

describe('the status rule holds on every route that writes a text', () => {
  it("refuses doing, from target and legacy on an item's source and target texts, and writes nothing", async () => {
    const item = (await call('GET', `items/${ITEM}`)).body as { version: number; sources: Texts; targets: Texts };
    const [source] = item.sources;
    const [target] = item.targets;
    const doing = await call('PUT', `items/${ITEM}/source-dialect/${source.dialectId}`, { text: 'Written by a user', status: TranslationStatus.DOING });
    expect(doing).toMatchObject({ status: 400, body: { fields: { status: 'A user cannot set the status doing, from target or legacy' } } });
    const fromTarget = await call('PUT', `items/${ITEM}/target-dialect/${target.dialectId}`, {
      text: 'Written by a user',
      status: TranslationStatus.FROM_TARGET,
    });
    expect(fromTarget).toMatchObject({ status: 400, body: { fields: { status: expect.stringContaining('cannot set') } } });
    const whole = await call('PUT', `items/${ITEM}`, { ...item, targets: [{ ...target, status: TranslationStatus.LEGACY }] });
    expect(whole).toMatchObject({ status: 400, body: { fields: { 'targets.0.status': expect.stringContaining('cannot set') } } });
    const after = (await call('GET', `items/${ITEM}`)).body as { sources: Texts; targets: Texts };
    expect(after.sources[0]).toMatchObject({ text: source.text, status: source.status });
    expect(after.targets[0]).toMatchObject({ text: target.text, status: target.status });
    // A status a user may set is stored.
    expect((await call('PUT', `items/${ITEM}/target-dialect/${target.dialectId}`, { text: target.text, status: TranslationStatus.PENDING })).status).toBe(200);
  });

  it("refuses a glossary tooltip's legacy status, naming the tooltip", async () => {
    const [row] = (await call('GET', 'courses/1/glossaries')).body as { id: number }[];
    const g = (await call('GET', `glossaries/${row.id}`)).body as { tooltips: Texts };
    const res = await call('PUT', `glossaries/${row.id}`, { ...g, tooltips: [{ ...g.tooltips[0], text: 'A tip', status: TranslationStatus.LEGACY }] });
    expect(res).toMatchObject({ status: 400, body: { fields: { 'tooltips.0.status': expect.stringContaining('cannot set') } } });
  });

  it('lets the system set any status, and a user send it again or leave it unsent', async () => {
    const key = { courseId: 1, ref: 10, refId: 97_001, field: 'tooltip' };
    await writeTranslation(db(), key, [{ dialectId: 3, text: 'Proposed', status: TranslationStatus.DOING }], { system: true });
    await expect(writeTranslation(db(), key, [{ dialectId: 3, text: 'Proposed', status: TranslationStatus.DONE }])).rejects.toThrow(/set by the system/);
    await writeTranslation(db(), key, [{ dialectId: 3, text: 'Proposed again', status: TranslationStatus.DOING }]);
    expect(await readTranslation(db(), key, [{ dialectId: 3, dialectCode: 'en-US' }])).toMatchObject([
      { text: 'Proposed again', status: TranslationStatus.DOING },
    ]);
  });
});

describe('the format check runs on every save and is stored on the translation', () => {
  it("stores what a done text lost (a gap, a number) against the default target's text, and clears it once fixed", async () => {
    const key = { courseId: 1, ref: 10, refId: 97_002, field: 'tooltip' };
    const es = '<p>Nosotros <span data-gap="1">somos</span> de Madrid.</p>';
    await writeTranslation(db(), key, [{ dialectId: 2, text: es }]);
    const [{ id }] = await db().select({ id: translations.id }).from(translations).where(eq(translations.refId, key.refId));
    const saved = await call('PUT', `translations/${id}/refs/10/dialects/3`, { text: 'We are 5 from Madrid.', status: TranslationStatus.DONE });
    expect(saved.status).toBe(200);
    const error = (await call('GET', `translations/${id}`)).body.error as string;
    expect(error).toContain('en-US: gaps differ from es-ES');
    expect(error).toContain('en-US: numbers differ from es-ES');
    expect(error).not.toContain('tags');
    // Any writer, not only the Translations editor: the row's error follows the save.
    await writeTranslation(db(), key, [{ dialectId: 3, text: 'We <span data-gap="1">are</span> from Madrid.' }]);
    expect((await call('GET', `translations/${id}`)).body).toMatchObject({ error: null, checkedAt: expect.any(String) });
  });

  it("flags an item's done text that lost its number, saved from the item's own route", async () => {
    const item = (await call('GET', `items/${ITEM}`)).body as { targets: Texts };
    const target = item.targets.find((x) => x.text)!;
    await call('PUT', `items/${ITEM}/target-dialect/${target.dialectId}`, { text: `${target.text} 12`, status: TranslationStatus.DONE });
    const error = async () =>
      (
        await db()
          .select({ error: translations.error })
          .from(translations)
          .where(and(eq(translations.ref, MODULE.items), eq(translations.refId, ITEM)))
      )[0].error;
    expect(await error()).toMatch(/numbers differ/);
    await call('PUT', `items/${ITEM}/target-dialect/${target.dialectId}`, { text: target.text, status: TranslationStatus.DONE });
    expect(await error()).toBeNull();
  });
});
