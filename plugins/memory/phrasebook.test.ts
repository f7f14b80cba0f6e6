import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTranslation } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { defaultMiningConfig, MINING_BOUNDS, type MiningConfig, type MiningRun } from './mining-config';
import { MEMORY, PHRASEBOOK } from './plugin';

const EN_US = 3;
const FR_FR = 5;
let t: LoggedInServer;
let admin: string;
let memoryUser: string; // granted Memory only
let phraseUser: string; // granted Phrasebook only
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  memoryUser = await t.signIn('mem@example.com', [[0, MEMORY]]);
  phraseUser = await t.signIn('book@example.com', [[0, PHRASEBOOK]]);
  // A hand-made corpus: US k-lines of course 1 (refIds far from the demo's).
  const texts = [
    'The zebra wants a red apple, thanks.',
    'The zebra wants a green apple, thanks.',
    'The zebra wants a big apple, thanks.',
    'Quokka smiles once.',
  ];
  for (const [i, text] of texts.entries())
    await writeTranslation(db(), { courseId: 1, ref: 7, refId: 990_001 + i, field: 'text' }, [{ dialectId: EN_US, text, status: 2 }]);
}, 300_000);
afterAll(() => t.close());

const config = (patch: (c: MiningConfig) => void = () => {}) => {
  const c = defaultMiningConfig();
  c.filtering.courses = [{ course_id: 1, klines: true }];
  c.general.min_count = 3;
  patch(c);
  return c;
};

async function mined(c: MiningConfig): Promise<MiningRun> {
  const res = await t.call('POST', '/api/memory-phrasebook/mining', { cookie: memoryUser, body: c });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ id: expect.any(Number), total: expect.any(Number) });
  for (let i = 0; i < 200; i++) {
    const run = (await t.call('GET', `/api/memory-phrasebook/mining/${res.body.data.id}`, { cookie: memoryUser })).body as MiningRun;
    if (run.status === 'done' || run.status === 'failed') return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('mining did not finish');
}

describe('phrasebook', () => {
  it('creates, reads, searches, updates and deletes an entry with translations per dialect', async () => {
    const created = await t.call('POST', '/api/memory-phrasebook', {
      cookie: phraseUser,
      body: {
        phrase: ' how are you ',
        example: 'How are you today?',
        isInvariable: false,
        translations: [{ dialectId: FR_FR, text: 'comment allez-vous' }],
      },
    });
    expect(created.status).toBe(200);
    const { id, row } = created.body.data;
    expect(row).toEqual({ id, phrase: 'how are you', example: 'How are you today?', isInvariable: false, hasExample: true, translation: '' });
    const got = (await t.call('GET', `/api/memory-phrasebook/${id}`, { cookie: phraseUser })).body;
    expect(got.translations.find((x: { dialectId: number }) => x.dialectId === FR_FR)).toMatchObject({ text: 'comment allez-vous', status: 2 });
    expect((await t.call('GET', '/api/memory-phrasebook?text=ALLEZ', { cookie: phraseUser })).body.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await t.call('GET', `/api/memory-phrasebook?text=allez&dialect=${EN_US}`, { cookie: phraseUser })).body).toEqual([]);
    expect((await t.call('GET', `/api/memory-phrasebook/${id}/grid-row?dialect=${FR_FR}`, { cookie: phraseUser })).body).toMatchObject({
      id,
      translation: 'comment allez-vous',
    });
    const blank = (await t.call('GET', '/api/memory-phrasebook/new', { cookie: phraseUser })).body;
    expect(blank).toMatchObject({ id: -1, phrase: '', example: '', isInvariable: false, version: 0 });
    const put = await t.call('PUT', `/api/memory-phrasebook/${id}`, {
      cookie: phraseUser,
      body: { phrase: 'how are you', example: '', isInvariable: true, version: 1 },
    });
    expect(put.body.data.row).toMatchObject({ isInvariable: true, hasExample: false });
    expect((await t.call('PUT', `/api/memory-phrasebook/${id}`, { cookie: phraseUser, body: { phrase: 'x', version: 1 } })).status).toBe(409);
    expect((await t.call('DELETE', `/api/memory-phrasebook/${id}`, { cookie: phraseUser })).status).toBe(200);
    expect((await t.call('GET', `/api/memory-phrasebook/${id}`, { cookie: phraseUser })).status).toBe(404);
    expect((await t.call('DELETE', `/api/memory-phrasebook/${id}`, { cookie: phraseUser })).status).toBe(404);
  });

  it('refuses a blank phrase and an unknown dialect with 400 naming the field, and users without the module', async () => {
    const blank = await t.call('POST', '/api/memory-phrasebook', { cookie: phraseUser, body: { phrase: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { fields: { phrase: 'Required' } } });
    const dialect = await t.call('POST', '/api/memory-phrasebook', {
      cookie: phraseUser,
      body: { phrase: 'ok', translations: [{ dialectId: 999_999, text: 'x' }] },
    });
    expect(dialect).toMatchObject({ status: 400, body: { fields: { 'translations.0.dialectId': 'No such dialect' } } });
    expect((await t.call('GET', '/api/memory-phrasebook', { cookie: memoryUser })).status).toBe(403);
    expect((await t.call('POST', '/api/memory-phrasebook/mining/omit', { cookie: phraseUser, body: { text: 'x' } })).status).toBe(403);
  });

  it('has the demo phrasebook and omits, mined from the demo courses, and a finished translator job that gave its first bucket German texts', async () => {
    const rows = (await t.call('GET', '/api/memory-phrasebook', { cookie: admin })).body as {
      id: number;
      phrase: string;
      example: string;
      hasExample: boolean;
    }[];
    expect(rows.some((r) => r.hasExample)).toBe(true);
    // An example holds the phrase (a gap template's words before the gap) as whole words.
    const words = (t: string) =>
      ` ${t
        .toLowerCase()
        .replace(/[^\p{L}\p{N}']+/gu, ' ')
        .trim()} `;
    for (const r of rows.filter((x) => x.example)) expect(words(r.example)).toContain(words(r.phrase.split(' ___ ')[0]));
    // Phrases the courses teach on their own, and two gap templates.
    expect(rows.map((r) => r.phrase)).toEqual(expect.arrayContaining(['at home', 'good morning']));
    expect(rows.filter((r) => r.phrase.includes('___'))).toHaveLength(2);
    expect((await t.call('GET', '/api/memory-phrasebook/omits', { cookie: admin })).body.length).toBeGreaterThan(0);

    const jobs = (await t.call('GET', '/api/memory-phrasebook-translator', { cookie: admin })).body as { id: number; name: string }[];
    const job = jobs.find((j) => j.name === 'Demo phrasebook (2 words)')!;
    expect(job).toBeDefined();
    const items = (await t.call('GET', `/api/memory-phrasebook-translator/${job.id}/items`, { cookie: admin })).body as {
      status: number;
      decision: string;
      ai_result: { translation: string | null; reasoning: string };
      item_info: { phrase: string };
    }[];
    expect(items.map((i) => i.item_info.phrase)).toContain('at home');
    expect(items.every((i) => i.status === 2 && i.item_info.phrase.split(' ').length === 2)).toBe(true);
    const home = items.find((i) => i.item_info.phrase === 'at home')!;
    expect(home).toMatchObject({ decision: 'accept', ai_result: { translation: expect.stringMatching(/^zu Hause$/i) } });
    expect(home.ai_result.reasoning).toContain('The memory translates');
    const entry = (await t.call('GET', `/api/memory-phrasebook/${rows.find((r) => r.phrase === 'at home')!.id}`, { cookie: admin })).body;
    expect(entry.translations.find((x: { dialectCode: string }) => x.dialectCode === 'de-DE')).toMatchObject({ text: home.ai_result.translation, status: 2 });
  });
});

describe('phrasebook mining', () => {
  it("mines the selected course's US texts as a task: words, n-grams, a gap template, nothing below min_count", async () => {
    const run = await mined(config());
    expect(run).toMatchObject({ status: 'done', error: null });
    expect(run.done).toBe(run.total);
    const row = (text: string) => run.rows.find((r) => r.phrasebook === text);
    expect(row('zebra')).toMatchObject({ count: 3, type: 'word', status: 'none' });
    expect(row('the zebra wants a')).toMatchObject({ count: 3, type: 'phrase' });
    expect(row('wants a ___ apple thanks')).toMatchObject({ count: 3, type: 'gap' });
    expect(run.rows.some((r) => r.phrasebook.includes('quokka'))).toBe(false);
    expect(run.rows.some((r) => r.phrasebook === 'red')).toBe(false);
    // Another course only: none of these.
    const other = await mined(
      config((c) => {
        c.filtering.courses = [{ course_id: 2, klines: true }];
      }),
    );
    expect(other.rows.some((r) => r.phrasebook === 'zebra')).toBe(false);
    // The course without its k-lines: none of these either.
    const noKlines = await mined(
      config((c) => {
        c.filtering.courses = [{ course_id: 1, klines: false }];
      }),
    );
    expect(noKlines.rows.some((r) => r.phrasebook === 'zebra')).toBe(false);
  });

  it('adds to the syllabus, omits, removes, and lists and deletes omits; the run shows each status', async () => {
    const added = await t.call('POST', '/api/memory-phrasebook/mining/add', { cookie: memoryUser, body: { phrasebook: 'the zebra wants a' } });
    expect(added.body.data).toMatchObject({ id: expect.any(Number), created: true });
    // Each action answers the pattern's status, as its mining row shows it.
    expect(added.body.data.pattern).toEqual({ phrasebook: 'the zebra wants a', status: 'syllabus', statusId: added.body.data.id });
    expect(
      (await t.call('POST', '/api/memory-phrasebook/mining/add', { cookie: memoryUser, body: { phrasebook: 'The Zebra wants a' } })).body.data,
    ).toMatchObject({ id: added.body.data.id, created: false });
    const omitted = await t.call('POST', '/api/memory-phrasebook/mining/omit', { cookie: memoryUser, body: { text: 'zebra' } });
    expect(omitted.body.data.pattern).toEqual({ phrasebook: 'zebra', status: 'omit', statusId: omitted.body.data.id });
    const run = await mined(config());
    expect(run.rows.find((r) => r.phrasebook === 'the zebra wants a')).toMatchObject({ status: 'syllabus', statusId: added.body.data.id });
    expect(run.rows.find((r) => r.phrasebook === 'zebra')).toMatchObject({ status: 'omit', statusId: omitted.body.data.id });
    expect((await t.call('GET', '/api/memory-phrasebook/omits', { cookie: memoryUser })).body).toContainEqual({ id: omitted.body.data.id, text: 'zebra' });
    const unomitted = await t.call('DELETE', `/api/memory-phrasebook/omits/${omitted.body.data.id}`, { cookie: memoryUser });
    expect(unomitted).toMatchObject({
      status: 200,
      body: { data: { id: omitted.body.data.id, pattern: { phrasebook: 'zebra', status: 'none', statusId: null } } },
    });
    expect((await t.call('DELETE', `/api/memory-phrasebook/omits/${omitted.body.data.id}`, { cookie: memoryUser })).status).toBe(404);
    const again = (await t.call('GET', `/api/memory-phrasebook/mining/${run.id}`, { cookie: memoryUser })).body as MiningRun;
    expect(again.rows.find((r) => r.phrasebook === 'zebra')).toMatchObject({ status: 'none', statusId: null });
    expect((await t.call('POST', '/api/memory-phrasebook/mining/add', { cookie: memoryUser, body: { phrasebook: ' ' } })).body.fields).toEqual({
      phrasebook: 'Required',
    });
  });

  it("refuses numbers out of the spec's bounds with 400 naming the field and its range", async () => {
    for (const [field, b] of Object.entries(MINING_BOUNDS)) {
      const [section, key] = field.split('.');
      for (const bad of [b.min - 1, b.max + 1]) {
        const c = config() as unknown as Record<string, Record<string, number>>;
        c[section][key] = bad;
        const res = await t.call('POST', '/api/memory-phrasebook/mining', { cookie: memoryUser, body: c });
        expect(res.status, `${field}=${bad}`).toBe(400);
        expect(res.body.fields[field]).toBe(`${b.label} must be between ${b.min} and ${b.max}`);
      }
    }
    const noCourse = await t.call('POST', '/api/memory-phrasebook/mining', {
      cookie: memoryUser,
      body: config((c) => {
        c.filtering.courses = [];
      }),
    });
    expect(noCourse.body.fields['filtering.courses']).toBe('Choose at least one course');
    const order = await t.call('POST', '/api/memory-phrasebook/mining', {
      cookie: memoryUser,
      body: config((c) => {
        c.short_phrases = { ngram_min: 5, ngram_max: 3 };
      }),
    });
    expect(order.body.fields['short_phrases.ngram_max']).toBe('N-gram Max must not be below N-gram Min');
    expect((await t.call('GET', '/api/memory-phrasebook/mining/999999', { cookie: memoryUser })).status).toBe(404);
    const courses = (await t.call('GET', '/api/memory-phrasebook/mining/courses', { cookie: memoryUser })).body;
    // The demo courses' names carry no level; their vocabulary's levels (11-35: A1-B1) say what they teach.
    expect(courses).toContainEqual({ id: 1, name: 'Spanish for English speakers', levels: expect.arrayContaining(['A1']) });
  });
});
