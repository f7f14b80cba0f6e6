import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTranslation } from '../../sdk/server';
import { MODULE, TranslationStatus } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import type { CatRow, SegmentTerm } from './public';

/**
 * Issue 43: the terms of a CAT row (the linker's guess over its source, with the vocabulary's done
 * texts in the project's dialect), the format check's 'Term missing' warning, and the spelling check.
 */
const ES_ES = 2;
let t: LoggedInServer;
let rows: CatRow[];
let projectId: number;
beforeAll(async () => {
  t = await loggedInServer();
  const projects = (await call('GET', 'translations/projects?course=1')).body as { id: number; name: string }[];
  projectId = projects.find((p) => p.name === 'Demo: es-ES into en-US')!.id;
  rows = (await call('GET', `translations/projects/${projectId}/translations`)).body;
});
afterAll(() => t.close());
const call = (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) => t.call(method, `/api/${path}`, { cookie: t.admin, body });
const rowOf = (fromText: string) => rows.find((r) => r.fromText === fromText)!;
const termsOf = async (row: CatRow) => (await call('GET', `translations/projects/translations/${row.id}/terms`)).body as SegmentTerm[];

describe('terms of a CAT row', () => {
  it('answers the concepts of the source in source order, with their done translation and whether the saved target has it', async () => {
    const terms = await termsOf(rowOf('Una mesa para dos personas.'));
    expect(terms.map((x) => [x.source, x.translation, x.missing])).toEqual([
      ['Una', 'a', false],
      ['mesa', 'table', false],
      ['para', 'for', false],
    ]);
    expect(terms[1]).toMatchObject({ ref: MODULE.vocsCourse, start: 4, end: 8 });
    // A row not translated yet leaves them out.
    expect((await termsOf(rowOf('Una mesa para tres personas.'))).find((x) => x.source === 'mesa')?.missing).toBe(true);
  });

  it('warns of a term the target leaves out on save and in Check Format All, without refusing the save', async () => {
    const row = rowOf('Una mesa para tres personas.');
    const saved = await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'A desk for three people.', status: TranslationStatus.DONE });
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe(TranslationStatus.DONE);
    expect(saved.body.data.warnings).toEqual(['Term missing: table (mesa)']);
    const format = (await call('PUT', `translations/projects/${projectId}/check-format-all`)).body.data as { id: number; problems: string[] }[];
    expect(format.find((f) => f.id === row.id)?.problems).toEqual(['Term missing: table (mesa)']);
    // A target with every term warns of nothing.
    const fixed = await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'A table for three people.' });
    expect(fixed.body.data.warnings).toEqual([]);
  });

  it("stores them as the row's warnings, found again by Validate All, without making the done row an error", async () => {
    const row = rowOf('Una mesa para dos personas.');
    const stored = async () => ((await call('GET', `translations/projects/${projectId}/translations`)).body as CatRow[]).find((r) => r.id === row.id)!;
    const saved = await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'A desk for two people.', status: TranslationStatus.DONE });
    expect(saved.body.data.warnings).toEqual(['Term missing: table (mesa)']);
    expect(await stored()).toMatchObject({ status: TranslationStatus.DONE, error: null, warnings: ['Term missing: table (mesa)'] });
    // The row's target changed by another path (an XLIFF import, a replace): Validate All checks it again.
    await t.server.database.db.execute(sql`update translation_project_items set to_text = 'A table for two people.' where id = ${row.id}`);
    const validated = await call('PUT', `translations/projects/${projectId}/validate-all`);
    expect(validated.status).toBe(200);
    expect(validated.body.data.projectRows.find((r: CatRow) => r.id === row.id)).toMatchObject({ error: null, warnings: [] });
    await t.server.database.db.execute(sql`update translation_project_items set to_text = 'A desk for two people.' where id = ${row.id}`);
    const again = (await call('PUT', `translations/projects/${projectId}/validate-all`)).body.data;
    expect(again.withWarning).toBeGreaterThanOrEqual(1);
    expect(again.projectRows.find((r: CatRow) => r.id === row.id)).toMatchObject({
      status: TranslationStatus.DONE,
      error: null,
      warnings: ['Term missing: table (mesa)'],
    });
    expect(await stored()).toMatchObject({ warnings: ['Term missing: table (mesa)'] });
  });
});

describe('spelling', () => {
  const spell = (dialect: string, texts: string[]) => call('POST', 'courses/1/translations/spelling', { dialect, texts });

  it('finds a planted typo in es-ES with the word among its suggestions', async () => {
    const res = await spell('es-ES', ['Una mesa para dos persnas.', '¿Dónde está la farmacia?']);
    expect(res.status).toBe(200);
    expect(res.body.data.checked).toBe(true);
    const [typos, none] = res.body.data.texts;
    expect(typos).toHaveLength(1);
    expect(typos[0]).toMatchObject({ word: 'persnas', start: 18, end: 25 });
    expect(typos[0].suggestions).toContain('personas');
    expect(none).toEqual([]);
  });

  it("takes the words of the course's vocabulary in the dialect as right", async () => {
    const text = 'Un zarandajillo.';
    expect((await spell('es-ES', [text])).body.data.texts[0].map((m: { word: string }) => m.word)).toEqual(['zarandajillo']);
    await writeTranslation(t.server.database.db, { courseId: 1, ref: MODULE.vocsCourse, refId: 99_431, field: 'word' }, [
      { dialectId: ES_ES, text: 'zarandajillo', status: TranslationStatus.DONE },
    ]);
    expect((await spell('es-ES', [text])).body.data.texts).toEqual([[]]);
  });

  it('does not check Chinese, and refuses an unknown dialect', async () => {
    const zh = await spell('zh-CN', ['我哥哥住在北京。']);
    expect(zh.status).toBe(200);
    expect(zh.body.data).toEqual({ checked: false, texts: [[]] });
    const bad = await spell('xx-XX', ['Hello']);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ dialect: 'Unknown dialect' });
  });
});
