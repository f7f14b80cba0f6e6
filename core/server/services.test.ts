import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTranslation, textWritesVersion, writeTranslation } from '../../sdk/server';
import { startTestServer, type TestServer } from '../../tests/support/server';
import { TranslationStatus } from '../../sdk/shared';
import { dialects, languages } from './db/schema';

/*
 * The SDK's plugin-facing functions delegate to core's machinery through the server container;
 * it holds no per-server state, so two servers in one process each keep to their own database.
 */

let a: TestServer;
let b: TestServer;
const key = { ref: 9_999, refId: 1, field: 'title', courseId: 1 };
let esEs: { dialectId: number; dialectCode: string }[];

beforeAll(async () => {
  [a, b] = await Promise.all([startTestServer({ demoData: false }), startTestServer({ demoData: false })]);
  for (const t of [a, b]) {
    const [l] = await t.server.database.db.insert(languages).values({ code: 'es', name: 'Spanish' }).returning();
    const [d] = await t.server.database.db.insert(dialects).values({ languageId: l.id, code: 'es-ES', name: 'Spanish (Spain)' }).returning();
    esEs = [{ dialectId: d.id, dialectCode: d.code }];
  }
});
afterAll(async () => {
  await a?.close();
});

describe('server services', () => {
  it('two servers in one process each read and write their own database through the SDK', async () => {
    const version = textWritesVersion();
    await writeTranslation(a.server.database.db, key, [{ dialectId: esEs[0].dialectId, text: 'hola' }]);
    expect(textWritesVersion()).toBeGreaterThan(version);
    expect(await readTranslation(a.server.database.db, key, esEs)).toEqual([{ ...esEs[0], text: 'hola', status: TranslationStatus.DONE }]);
    expect(await readTranslation(b.server.database.db, key, esEs)).toEqual([{ ...esEs[0], text: '', status: TranslationStatus.PENDING }]);

    await b.close();
    await writeTranslation(a.server.database.db, key, [{ dialectId: esEs[0].dialectId, text: 'adiós' }]);
    expect((await readTranslation(a.server.database.db, key, esEs))[0].text).toBe('adiós');
  });
});
