import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { recordLocations, translations } from '../../sdk/server';
import { memoryServer, writeTexts } from '../../tests/support/memory';
import type { LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';
import { DIALOG_SEGMENTS } from '../dialogs/public';
import type { ConsistencyGroup, FrequencyRow, ReportRun } from './pattern-config';

const EN_US = 3;
const ES_ES = 2;
const FR_FR = 5;
let t: LoggedInServer;
let user: string;
let admin: string;
let wombat: number;
let gap: number;
const db = () => t.server.database.db;
const TEXTS = [
  ['I see a purple wombat.', 'Je vois un wombat violet.'],
  ['The purple wombat sleeps.', 'Le wombat violet dort.'],
  ['A purple wombat, again!', 'Encore un wombat violette !'],
  ['Nothing here.', 'Rien ici.'],
];
const REF_ID = 970_001;
/** An entry the phrasebook does not translate into French: the courses' own translation of the phrase alone is its rendering. */
const KANGAROO_TEXTS = [
  ['green kangaroo', 'kangourou vert'],
  ['The green kangaroo jumps.', 'Le kangourou vert saute.'],
  ['A green kangaroo, again!', 'Encore un kangourou verte !'],
];
let kangaroo: number;

beforeAll(async () => {
  ({ t, user } = await memoryServer('pat@example.com'));
  admin = t.admin;
  wombat = (
    await t.call('POST', '/api/memory-phrasebook', {
      cookie: admin,
      body: { phrase: 'purple wombat', translations: [{ dialectId: FR_FR, text: 'wombat violet' }] },
    })
  ).body.data.id;
  gap = (await t.call('POST', '/api/memory-phrasebook', { cookie: admin, body: { phrase: 'the ___ wombat' } })).body.data.id;
  kangaroo = (await t.call('POST', '/api/memory-phrasebook', { cookie: admin, body: { phrase: 'green kangaroo' } })).body.data.id;
  await writeTexts(
    db(),
    { courseId: 1, ref: MODULE.klines, refId: REF_ID, field: 'text' },
    [...TEXTS, ...KANGAROO_TEXTS].map(([us, fr], i) => [
      { dialectId: EN_US, text: us, status: 2 },
      { dialectId: FR_FR, text: fr, status: i === TEXTS.length ? 2 : 1 },
    ]),
  );
}, 300_000);
afterAll(() => t.close());

const config = (dialect: number) => ({ filtering: { courses: [{ course_id: 1 }] }, dialect, refs: [MODULE.klines] });

async function report<R>(path: string, body: unknown): Promise<ReportRun<R>> {
  const res = await t.call('POST', `/api/${path}`, { cookie: user, body });
  expect(res.status).toBe(200);
  for (let i = 0; i < 300; i++) {
    const run = (await t.call('GET', `/api/memory/patterns/runs/${res.body.data.id}`, { cookie: user })).body as ReportRun<R>;
    if (run.status === 'done' || run.status === 'failed') return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the report did not finish');
}

describe('pattern reports', () => {
  it("Pattern Frequency counts each phrasebook pattern in the dialect's texts, a gap template too, with where it was found", async () => {
    const run = await report<FrequencyRow>('memory/patterns', config(EN_US));
    expect(run).toMatchObject({ kind: 'frequency', status: 'done' });
    expect(run.done).toBe(run.total);
    const row = run.result.find((r) => r.id === wombat)!;
    expect(row).toMatchObject({ pattern: 'purple wombat', count: 3 });
    expect(row.id_map.map((e) => e.ref_id).sort()).toEqual([REF_ID, REF_ID + 1, REF_ID + 2]);
    expect(row.id_map[0]).toMatchObject({ course_id: 1, ref: MODULE.klines, panel_id: null, translation_id: expect.any(Number) });
    expect(run.result.find((r) => r.id === gap)).toMatchObject({ pattern: 'the ___ wombat', count: 1 });
    // In French the pattern is the entry's translation.
    const fr = await report<FrequencyRow>('memory/patterns', config(FR_FR));
    expect(fr.result.find((r) => r.id === wombat)).toMatchObject({ pattern: 'wombat violet', count: 2 });
  });

  it('Pattern Consistency groups the renderings of a US pattern, and Change Pattern applies a change, reports it and undoes it', async () => {
    const run = await report<ConsistencyGroup>('memory/patterns/consistency', config(FR_FR));
    // Every text compared is counted: done reaches total.
    expect(run).toMatchObject({ status: 'done', total: TEXTS.length + KANGAROO_TEXTS.length });
    expect(run.done).toBe(run.total);
    const group = run.result.find((g) => g.id === wombat)!;
    expect(group).toMatchObject({ us_pattern: 'purple wombat', pattern: 'wombat violet' });
    expect(group.members.map(({ pattern, count, canonical }) => ({ pattern, count, canonical }))).toEqual([
      { pattern: 'wombat violet', count: 2, canonical: true },
      { pattern: 'wombat violette', count: 1, canonical: false },
    ]);
    const [odd] = group.members[1].translation_ids;
    const [fine] = group.members[0].translation_ids;
    const change = await t.call('POST', '/api/translations/pattern/apply-change', {
      cookie: user,
      body: {
        dialect_id: FR_FR,
        translation_ids: [odd, fine],
        old_pattern: 'wombat violette',
        new_pattern: 'wombat violet',
      },
    });
    expect(change.status).toBe(200);
    expect(change.body.data).toMatchObject({
      status: 'partial',
      message: '1 of 2 translations changed',
      results: [
        { translation_id: odd, status: 'ok', message: 'Changed to: Encore un wombat violet !' },
        { translation_id: fine, status: 'error', message: 'The text does not hold "wombat violette"' },
      ],
    });
    // Each result names its course and where its record opens, for the 'open (course N)' links.
    expect(change.body.data.results[0]).toMatchObject({
      course_id: 1,
      open: { module: MODULE.klines, recordId: REF_ID + 2, params: { search: String(REF_ID + 2) } },
    });
    const memoryText = async () =>
      (await t.call('GET', `/api/memory/translation/${odd}`, { cookie: user })).body.dialects.find((x: { dialectId: number }) => x.dialectId === FR_FR);
    expect(await memoryText()).toMatchObject({ text: 'Encore un wombat violet !', status: 1 }); // the status is kept
    const again = await report<ConsistencyGroup>('memory/patterns/consistency', config(FR_FR));
    expect(again.result.some((g) => g.id === wombat)).toBe(false); // consistent now
    const undo = await t.call('POST', `/api/translations/pattern/undo/${change.body.data.change_id}`, { cookie: user });
    expect(undo.body.data).toMatchObject({ status: 'ok', results: [{ translation_id: odd, status: 'ok' }] });
    expect((await memoryText()).text).toBe('Encore un wombat violette !');
    expect((await t.call('POST', `/api/translations/pattern/undo/${change.body.data.change_id}`, { cookie: user })).status).toBe(409);
    expect((await t.call('POST', '/api/translations/pattern/undo/999999', { cookie: user })).status).toBe(404);
  });

  it('Pattern Consistency renders an entry the phrasebook does not translate as the courses translate the phrase alone', async () => {
    const run = await report<ConsistencyGroup>('memory/patterns/consistency', config(FR_FR));
    const group = run.result.find((g) => g.id === kangaroo)!;
    expect(group).toMatchObject({ us_pattern: 'green kangaroo', pattern: 'kangourou vert' });
    expect(group.members.map(({ pattern, count, canonical }) => ({ pattern, count, canonical }))).toEqual([
      { pattern: 'kangourou vert', count: 2, canonical: true },
      { pattern: 'kangourou verte', count: 1, canonical: false },
    ]);
    // Against en-US itself there is nothing to compare: 400, not a report of nothing.
    const us = await t.call('POST', '/api/memory/patterns/consistency', { cookie: user, body: config(EN_US) });
    expect(us.status).toBe(400);
    expect(us.body.fields).toEqual({ dialect: 'Pattern Consistency compares a dialect with en-US: choose another dialect' });
  });

  it('Change Pattern on a part text (a dialog segment) says where it opens: on its dialog with the segment selected', async () => {
    const [segment] = await db()
      .select({ id: translations.id, refId: translations.refId })
      .from(translations)
      .where(and(eq(translations.courseId, 1), eq(translations.ref, DIALOG_SEGMENTS)))
      .orderBy(asc(translations.id))
      .limit(1);
    const text = (await t.call('GET', `/api/memory/translation/${segment.id}`, { cookie: user })).body.dialects.find(
      (x: { dialectId: number }) => x.dialectId === ES_ES,
    ).text as string;
    const word = text.replace(/<[^>]*>/g, ' ').match(/\p{L}{3,}/u)![0];
    const change = await t.call('POST', '/api/translations/pattern/apply-change', {
      cookie: user,
      body: { dialect_id: ES_ES, translation_ids: [segment.id], old_pattern: word, new_pattern: `${word}x` },
    });
    const where = (await recordLocations(db(), DIALOG_SEGMENTS, [segment.refId])).get(segment.refId)!;
    expect(where.module).toBe(MODULE.dialog);
    expect(change.body.data.results).toEqual([{ translation_id: segment.id, status: 'ok', message: expect.any(String), course_id: 1, open: where }]);
    const undo = await t.call('POST', `/api/translations/pattern/undo/${change.body.data.change_id}`, { cookie: user });
    expect(undo.body.data.results).toEqual([{ translation_id: segment.id, status: 'ok', message: `Restored: ${text}`, course_id: 1, open: where }]);
  });

  it('refuses bad input with 400 naming the fields, and needs a dialect and a course for a report', async () => {
    const apply = async (body: unknown) => t.call('POST', '/api/translations/pattern/apply-change', { cookie: user, body });
    const missing = await apply({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['dialect_id', 'new_pattern', 'old_pattern', 'translation_ids']);
    expect((await apply({ dialect_id: FR_FR, translation_ids: [], old_pattern: 'a', new_pattern: 'b' })).body.fields).toEqual({
      translation_ids: 'Choose at least one translation',
    });
    expect((await apply({ dialect_id: FR_FR, translation_ids: [1], old_pattern: 'Same', new_pattern: ' same ' })).body.fields).toEqual({
      new_pattern: 'The new pattern is the old one',
    });
    expect((await apply({ dialect_id: 999_999, translation_ids: [1], old_pattern: 'a', new_pattern: 'b' })).body.fields).toEqual({
      dialect_id: 'No such dialect',
    });
    expect((await apply({ dialect_id: FR_FR, translation_ids: [0, 'x'], old_pattern: 'a', new_pattern: 'b' })).status).toBe(400);
    const nothing = await apply({ dialect_id: FR_FR, translation_ids: [999_999], old_pattern: 'a', new_pattern: 'b' });
    expect(nothing.body.data).toMatchObject({
      status: 'error',
      results: [{ translation_id: 999_999, status: 'error', message: 'No such translation', course_id: null, open: null }],
    });
    const noReport = await t.call('POST', '/api/memory/patterns', { cookie: user, body: { filtering: { courses: [] }, dialect: 0, refs: [MODULE.klines] } });
    expect(noReport.body.fields).toEqual({ 'filtering.courses': 'Choose at least one course', dialect: 'Choose a dialect' });
    expect((await t.call('POST', '/api/memory/patterns/consistency', { cookie: user, body: { ...config(999_999) } })).body.fields).toEqual({
      dialect: 'No such dialect',
    });
    expect((await t.call('GET', '/api/memory/patterns/runs/999999', { cookie: user })).status).toBe(404);
  });
});
