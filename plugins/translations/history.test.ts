import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations, writeTranslation } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import type { CatRow, TextVersion } from './public';
import { TRANSLATIONS } from './plugin';

const ES_ES = 2;
const EN_US = 3;
const GLOSSARIES = MODULE.glossaries;

let t: LoggedInServer;
let ana: string;
let bruno: string;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await loggedInServer();
  ana = await t.signIn('history-ana@example.com', [[1, TRANSLATIONS]]);
  bruno = await t.signIn('history-bruno@example.com', [[1, TRANSLATIONS]]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, cookie = ana) => t.call(method, `/api/${path}`, { cookie, body });

async function text(refId: number, texts: { dialectId: number; text: string; status?: number }[]): Promise<number> {
  await writeTranslation(db(), { courseId: 1, ref: GLOSSARIES, refId, field: 'tooltip' }, texts);
  const [row] = await db()
    .select({ id: translations.id })
    .from(translations)
    .where(and(eq(translations.ref, GLOSSARIES), eq(translations.refId, refId), eq(translations.field, 'tooltip')));
  return row.id;
}

const history = async (id: number, dialect = EN_US) => (await call('GET', `translations/${id}/dialects/${dialect}/history`)).body as TextVersion[];

/** A project of the course's pending glossary rows into en-US; the rows of the given translations. */
async function projectWith(ids: number[]): Promise<{ projectId: number; rows: CatRow[] }> {
  const created = await call('POST', 'courses/1/translations/projects', {
    ref: GLOSSARIES,
    dialectId: EN_US,
    freelanceId: await t.userId('history-ana@example.com'),
  });
  const all = (await call('GET', `translations/projects/${created.body.data.id}/translations`)).body as CatRow[];
  return { projectId: created.body.data.id, rows: ids.map((id) => all.find((r) => r.translationId === id)!) };
}

describe('segment history', () => {
  it('keeps every write with its user, status and source text, whichever path made it', async () => {
    const id = await text(96001, [{ dialectId: ES_ES, text: 'La casa roja.' }]);
    // The SDK's write path (another module's editor, the system): no user.
    await writeTranslation(db(), { courseId: 1, ref: GLOSSARIES, refId: 96001, field: 'tooltip' }, [{ dialectId: EN_US, text: 'The red house' }]);
    // The editor's one-dialect save, its several-dialect save, the spec's record call, the invalidation.
    expect((await call('PUT', `translations/${id}/refs/${GLOSSARIES}/dialects/${EN_US}`, { text: 'The red home.', status: 2 })).status).toBe(200);
    expect((await call('PUT', `translations/${id}`, { dialects: [{ dialectId: EN_US, text: 'The red house.' }] }, bruno)).status).toBe(200);
    expect(
      (await call('PUT', `translations/refs/${TRANSLATIONS}/refs/${GLOSSARIES}/items/96001/dialects/${EN_US}?field=tooltip`, { text: 'The red house!' }))
        .status,
    ).toBe(200);
    expect((await call('PUT', `translations/${id}/dialects/${EN_US}/invalidate`)).status).toBe(200);
    const list = await history(id);
    expect(list.map((v) => [v.text, v.status, v.userName])).toEqual([
      ['The red house!', 0, 'history-ana@example.com'],
      ['The red house!', 2, 'history-ana@example.com'],
      ['The red house.', 2, 'history-bruno@example.com'],
      ['The red home.', 2, 'history-ana@example.com'],
      ['The red house', 2, null],
    ]);
    expect(list.every((v) => v.sourceText === 'La casa roja.')).toBe(true);
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    // A save leaving the text and status as they are writes nothing, so no version either.
    await call('PUT', `translations/${id}`, { dialects: [{ dialectId: EN_US, text: 'The red house!', status: 0 }] });
    expect(await history(id)).toHaveLength(5);
  });

  it('keeps the CAT done saves, and restores a version as a new one', async () => {
    const id = await text(96002, [{ dialectId: ES_ES, text: 'El perro azul.' }]);
    const { rows } = await projectWith([id]);
    const row = rows[0];
    const first = await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'The blue dog.', status: 2, version: row.version });
    expect(first.status).toBe(200);
    const second = await call(
      'PUT',
      `translations/projects/translations/${row.id}`,
      { toText: 'The blue hound.', status: 2, version: first.body.data.version },
      bruno,
    );
    expect(second.status).toBe(200);
    const [newest, oldest] = await history(id);
    expect([newest.text, newest.userName, oldest.text, oldest.userName]).toEqual([
      'The blue hound.',
      'history-bruno@example.com',
      'The blue dog.',
      'history-ana@example.com',
    ]);

    // In the CAT: the row takes the first text back, a new version by the one restoring.
    const restored = await call('PUT', `translations/projects/translations/${row.id}/history/${oldest.id}/restore`, { version: second.body.data.version });
    expect(restored.body.data).toMatchObject({ toText: 'The blue dog.', currentText: 'The blue dog.', status: 2, version: second.body.data.version + 1 });
    expect((await history(id)).map((v) => [v.text, v.userName])[0]).toEqual(['The blue dog.', 'history-ana@example.com']);
    // With a stale version the restore is refused like a save.
    expect((await call('PUT', `translations/projects/translations/${row.id}/history/${newest.id}/restore`, { version: 0 })).status).toBe(409);

    // In the translation editor: the same, through the write path.
    const again = await call('PUT', `translations/${id}/history/${newest.id}/restore`, {}, bruno);
    expect(again.status).toBe(200);
    expect(again.body.data.dialects.find((d: { dialectId: number }) => d.dialectId === EN_US)).toMatchObject({ text: 'The blue hound.', status: 2 });
    expect((await history(id))[0]).toMatchObject({ text: 'The blue hound.', userName: 'history-bruno@example.com' });
    // A version of another translation is not found.
    const otherId = await text(96003, [{ dialectId: ES_ES, text: 'Otro.' }]);
    expect((await call('PUT', `translations/${otherId}/history/${newest.id}/restore`, {})).status).toBe(404);
  });

  it('restores under the status rule: a done version over a text the system set to doing is a 400 naming status', async () => {
    const id = await text(96004, [{ dialectId: ES_ES, text: 'Gato.' }]);
    const { rows } = await projectWith([id]);
    const done = await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: 'Cat.', status: 2 });
    // Set back from done: the translation's text becomes doing, the system's status.
    await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: 'Cat.', status: 1, version: done.body.data.version });
    const [doing, doneVersion] = await history(id);
    expect([doing.status, doneVersion.status]).toEqual([1, 2]);
    const refused = await call('PUT', `translations/${id}/history/${doneVersion.id}/restore`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ status: expect.any(String) });
    expect(await history(id)).toHaveLength(2);
  });
});

describe('concurrent CAT saves', () => {
  it('answers a stale save 409 with the other text, who saved it and when; a save over it then goes through', async () => {
    const id = await text(96101, [{ dialectId: ES_ES, text: 'La mesa.' }]);
    const { rows } = await projectWith([id]);
    const read = rows[0].version;
    const a = await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: 'The table.', status: 1, version: read });
    expect(a.body.data.version).toBe(read + 1);
    const b = await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: 'The desk.', status: 1, version: read }, bruno);
    expect(b.status).toBe(409);
    expect(b.body.error).toBe('history-ana@example.com saved this row since you opened it');
    expect(b.body.fields).toEqual({
      toText: 'The table.',
      status: '1',
      version: String(read + 1),
      savedBy: 'history-ana@example.com',
      savedAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(b.body.fields.savedAt))).toBe(false);
    // Nothing was written by the refused save.
    expect((await call('GET', `translations/projects/translations/${rows[0].id}`)).body).toMatchObject({ toText: 'The table.', version: read + 1 });
    const kept = await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: 'The desk.', status: 1, version: read + 1 }, bruno);
    expect(kept.body.data).toMatchObject({ toText: 'The desk.', version: read + 2 });
  });
});

describe('search and replace', () => {
  it('previews a regular expression with its count, applies it in one step and undoes exactly those rows', async () => {
    const ids = [
      await text(96201, [{ dialectId: ES_ES, text: 'Uno.' }]),
      await text(96202, [{ dialectId: ES_ES, text: 'Dos.' }]),
      await text(96203, [{ dialectId: ES_ES, text: 'Tres.' }]),
    ];
    const { projectId, rows } = await projectWith(ids);
    const targets = ['colour and colour', 'a colour', 'no match'];
    const saved: CatRow[] = [];
    for (const [i, r] of rows.entries())
      saved.push((await call('PUT', `translations/projects/translations/${r.id}`, { toText: targets[i], status: 1 })).body.data);
    const body = { search: 'colo(u)r', replace: 'colo$1r-ish', regex: true };
    const preview = (await call('PUT', `translations/projects/${projectId}/search-replace`, body)).body.data;
    expect(preview).toMatchObject({ applied: false, replaceId: null });
    const mine = (p: { rows: { id: number; after: string }[] }) => p.rows.filter((r) => saved.some((s) => s.id === r.id));
    expect(mine(preview)).toEqual([
      { id: saved[0].id, before: 'colour and colour', after: 'colour-ish and colour-ish' },
      { id: saved[1].id, before: 'a colour', after: 'a colour-ish' },
    ]);
    expect(preview.count).toBeGreaterThanOrEqual(3);
    // Nothing changed by the preview.
    expect((await call('GET', `translations/projects/translations/${saved[0].id}`)).body.toText).toBe('colour and colour');

    const applied = (await call('PUT', `translations/projects/${projectId}/search-replace`, { ...body, apply: true })).body.data;
    expect(applied).toMatchObject({ applied: true, count: preview.count, replaceId: expect.any(Number) });
    const after = (id: number) => (applied.projectRows as CatRow[]).find((r) => r.id === id)!;
    expect(after(saved[0].id).toText).toBe('colour-ish and colour-ish');
    expect(after(saved[2].id).toText).toBe('no match');
    // A row changed since is left as it is by the undo.
    await call('PUT', `translations/projects/translations/${saved[1].id}`, { toText: 'mine now', version: after(saved[1].id).version });
    const undone = await call('PUT', `translations/projects/${projectId}/search-replace/${applied.replaceId}/undo`);
    expect(undone.body.data.restored).toContain(saved[0].id);
    expect(undone.body.data.skipped).toEqual([saved[1].id]);
    const rowsNow = undone.body.data.projectRows as CatRow[];
    expect(saved.map((s) => rowsNow.find((r) => r.id === s.id)!.toText)).toEqual(['colour and colour', 'mine now', 'no match']);
    expect((await call('PUT', `translations/projects/${projectId}/search-replace/${applied.replaceId}/undo`)).status).toBe(409);
  });

  it('replaces source texts through the write path (a version each) and undoes them; case-insensitive on request', async () => {
    const id = await text(96301, [{ dialectId: ES_ES, text: 'Hola MUNDO cruel.' }]);
    const { projectId } = await projectWith([id]);
    const applied = (
      await call('PUT', `translations/projects/${projectId}/search-replace`, {
        search: 'mundo',
        replace: 'planeta',
        side: 'source',
        caseSensitive: false,
        apply: true,
      })
    ).body.data;
    expect(applied.rows.find((r: { before: string }) => r.before === 'Hola MUNDO cruel.')).toMatchObject({ after: 'Hola planeta cruel.' });
    expect((await history(id, ES_ES))[0]).toMatchObject({ text: 'Hola planeta cruel.', userName: 'history-ana@example.com' });
    await call('PUT', `translations/projects/${projectId}/search-replace/${applied.replaceId}/undo`);
    expect((await history(id, ES_ES)).map((v) => v.text).slice(0, 2)).toEqual(['Hola MUNDO cruel.', 'Hola planeta cruel.']);
  });

  it('takes a literal search literally and refuses a bad regular expression with a 400 naming search', async () => {
    const id = await text(96401, [{ dialectId: ES_ES, text: 'Precio.' }]);
    const { projectId, rows } = await projectWith([id]);
    await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: 'Costs $5 (approx.)', status: 1 });
    const literal = (await call('PUT', `translations/projects/${projectId}/search-replace`, { search: '$5 (approx.)', replace: '$1' })).body.data;
    expect(literal.rows.find((r: { id: number }) => r.id === rows[0].id)).toMatchObject({ after: 'Costs $1' });
    const bad = await call('PUT', `translations/projects/${projectId}/search-replace`, { search: 'colo(u', replace: 'x', regex: true });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ search: expect.stringContaining('Not a valid regular expression') });
  });

  it('matches in linear time: a pattern that makes a backtracking engine run for minutes answers at once', async () => {
    const id = await text(96501, [{ dialectId: ES_ES, text: 'Largo.' }]);
    const { projectId, rows } = await projectWith([id]);
    const long = `${'a'.repeat(40)}!`;
    await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: long, status: 1 });
    // (a|a)+$ over 40 a's then '!' takes 2^40 steps in JavaScript's RegExp; RE2 finds no match in one pass.
    const res = await call('PUT', `translations/projects/${projectId}/search-replace`, { search: '(a|a)+$', replace: 'x', regex: true });
    expect(res.status).toBe(200);
    expect(res.body.data.rows.find((r: { id: number }) => r.id === rows[0].id)).toBeUndefined();
  });
});
