import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations, writeTranslation } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import type { CatRow } from './public';

/**
 * Issue 42: the CAT's save, Validate All and Check Format All use the one format check of the
 * write path (tags a text must keep, gaps, numbers, placeholders, empty), and the save stores it.
 */
const ES_ES = 2;
const EN_US = 3;
let t: LoggedInServer;
let translatorId: number;
beforeAll(async () => {
  t = await loggedInServer();
  translatorId = await t.userId('admin@example.com');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) => t.call(method, `/api/${path}`, { cookie: t.admin, body });

async function tooltip(refId: number, text: string): Promise<number> {
  await writeTranslation(t.server.database.db, { courseId: 1, ref: MODULE.glossaries, refId, field: 'tooltip' }, [{ dialectId: ES_ES, text }]);
  const [row] = await t.server.database.db
    .select({ id: translations.id })
    .from(translations)
    .where(and(eq(translations.ref, MODULE.glossaries), eq(translations.refId, refId)));
  return row.id;
}

describe('one format check for the save, Validate All and Check Format All', () => {
  it('stores what a done CAT text lost, and both project checks agree on it; a wrapper paragraph is no difference', async () => {
    const gap = await tooltip(95_701, '<p>Nosotros <span data-gap="1">somos</span> de Madrid.</p>');
    const wrapped = await tooltip(95_702, '<p>Una mesa.</p>');
    const project = (await call('POST', 'courses/1/translations/projects', { ref: MODULE.glossaries, dialectId: EN_US, freelanceId: translatorId })).body.data;
    const rows = (await call('GET', `translations/projects/${project.id}/translations`)).body as CatRow[];
    const rowOf = (id: number) => rows.find((r) => r.translationId === id)!;
    const saved = await call('PUT', `translations/projects/translations/${rowOf(gap).id}`, { toText: 'We are 5 from Madrid.', status: 2 });
    expect(saved.status).toBe(200);
    // The save stored the check: the row shows it at once.
    expect(saved.body.data.error).toContain('en-US: gaps differ from es-ES');
    expect(saved.body.data.error).toContain('en-US: numbers differ from es-ES');
    await call('PUT', `translations/projects/translations/${rowOf(wrapped).id}`, { toText: 'A table.', status: 2 });

    const validated = (await call('PUT', `translations/projects/${project.id}/validate-all`)).body.data as { withError: number; projectRows: CatRow[] };
    const after = new Map(validated.projectRows.map((r) => [r.translationId, r]));
    expect(after.get(gap)!.error).toMatch(/gaps differ/);
    expect(after.get(wrapped)!.error).toBeNull();
    expect(validated.withError).toBe(validated.projectRows.filter((r) => r.error).length);

    const format = (await call('PUT', `translations/projects/${project.id}/check-format-all`)).body.data as { id: number; problems: string[] }[];
    expect(format.find((f) => f.id === rowOf(gap).id)?.problems).toEqual(['gaps differ', 'numbers differ']);
    expect(format.find((f) => f.id === rowOf(wrapped).id)).toBeUndefined();
  });
});
