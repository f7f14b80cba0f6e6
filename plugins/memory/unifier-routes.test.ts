import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTranslation } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';
import { MEMORY } from './plugin';
import type { UnifierRun } from './unifier-config';

const EN_US = 3;
const FR_FR = 5;
let t: LoggedInServer;
let user: string;
const ids: Record<string, number> = {};
const db = () => t.server.database.db;

const PHRASES = [
  'see you tomorrow',
  'see you tomorrow then',
  'i will see you tomorrow',
  'where is the station',
  'where is the train station',
  'my cat is black',
  'quokka dances alone',
];

beforeAll(async () => {
  t = await loggedInServer();
  user = await t.signIn('unify@example.com', [[0, MEMORY]]);
  for (const phrase of PHRASES) ids[phrase] = (await t.call('POST', '/api/memory-phrasebook', { cookie: t.admin, body: { phrase } })).body.data.id;
  // Course 1's US k-lines hold every phrase but the quokka's.
  const texts = [
    'Bye! See you tomorrow.',
    'OK, see you tomorrow then.',
    'I will see you tomorrow, Ana.',
    'Excuse me, where is the station?',
    'Where is the train station, please?',
    'My cat is black.',
  ];
  for (const [i, text] of texts.entries())
    await writeTranslation(db(), { courseId: 1, ref: MODULE.klines, refId: 980_001 + i, field: 'text' }, [{ dialectId: EN_US, text, status: 2 }]);
}, 300_000);
afterAll(() => t.close());

const config = (patch: Record<string, unknown> = {}) => ({
  general: { translation_refs: [MODULE.klines], source_dialect: EN_US, threshold: 0.82, topK: 50 },
  filtering: { courses: [{ course_id: 1 }] },
  ...patch,
});

async function until(id: number, done: (r: UnifierRun) => boolean): Promise<UnifierRun> {
  for (let i = 0; i < 300; i++) {
    const run = (await t.call('GET', `/api/memory-semantic-unifier/runs/${id}`, { cookie: user })).body as UnifierRun;
    if (done(run)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run did not get there');
}
const membersOf = (run: UnifierRun, id: number) =>
  run.groups
    .find((g) => g.members.some((m) => m.id === id))
    ?.members.map((m) => m.id)
    .sort() ?? [];

describe('the semantic unifier', () => {
  it('builds as a task: embeds the patterns found in the selected texts, then groups paraphrases above the threshold', async () => {
    const res = await t.call('POST', '/api/memory-semantic-unifier/groups/build', { cookie: user, body: config() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'needs_embeddings', threshold: 0.82, topK: 50, dialect_id: EN_US, groups: [] });
    const run = await until(res.body.data.id, (r) => r.status === 'ok' || r.status === 'failed');
    expect(run).toMatchObject({ status: 'ok', failed: 0, to_embed: 0 });
    expect(run.done).toBe(run.total);
    expect(membersOf(run, ids['see you tomorrow'])).toEqual([ids['see you tomorrow'], ids['see you tomorrow then'], ids['i will see you tomorrow']].sort());
    expect(membersOf(run, ids['where is the station'])).toEqual([ids['where is the station'], ids['where is the train station']].sort());
    expect(membersOf(run, ids['my cat is black'])).toEqual([]);
    expect(run.groups.flatMap((g) => g.members).some((m) => m.id === ids['quokka dances alone'])).toBe(false); // not in the texts
    // A stricter threshold at the top of the body wins: nothing of these groups.
    const strict = await t.call('POST', '/api/memory-semantic-unifier/groups/build', { cookie: user, body: config({ threshold: 0.99 }) });
    const strictRun = await until(strict.body.data.id, (r) => r.status === 'ok');
    expect(strictRun.threshold).toBe(0.99);
    expect(membersOf(strictRun, ids['see you tomorrow'])).toEqual([]);
  });

  it('pauses between chunks and resumes', async () => {
    const res = await t.call('POST', '/api/memory-semantic-unifier/groups/build', { cookie: user, body: config({ topK: 10 }) });
    const paused = await t.call('POST', `/api/memory-semantic-unifier/runs/${res.body.data.id}/pause`, { cookie: user });
    expect(paused.status).toBe(200);
    expect(paused.body.data.status).toBe('paused');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await t.call('GET', `/api/memory-semantic-unifier/runs/${res.body.data.id}`, { cookie: user })).body).toMatchObject({
      status: 'paused',
      groups: [],
    });
    expect((await t.call('POST', `/api/memory-semantic-unifier/runs/${res.body.data.id}/pause`, { cookie: user })).status).toBe(409);
    expect((await t.call('POST', `/api/memory-semantic-unifier/runs/${res.body.data.id}/resume`, { cookie: user })).body.data.status).toBe('needs_embeddings');
    const run = await until(res.body.data.id, (r) => r.status === 'ok');
    expect(membersOf(run, ids['where is the station'])).toContain(ids['where is the train station']);
    expect((await t.call('POST', `/api/memory-semantic-unifier/runs/${res.body.data.id}/resume`, { cookie: user })).status).toBe(409);
    expect((await t.call('POST', '/api/memory-semantic-unifier/runs/999999/pause', { cookie: user })).status).toBe(404);
    expect((await t.call('GET', '/api/memory-semantic-unifier/runs/999999', { cookie: user })).status).toBe(404);
  });

  it('refuses bounds, a missing course, source or dialect with 400 naming the field', async () => {
    const bad = async (body: unknown) => (await t.call('POST', '/api/memory-semantic-unifier/groups/build', { cookie: user, body })).body.fields;
    expect(await bad(config({ threshold: 0.49 }))).toEqual({ threshold: 'Threshold must be between 0.5 and 0.99' });
    expect(await bad(config({ threshold: 1 }))).toEqual({ threshold: 'Threshold must be between 0.5 and 0.99' });
    expect(await bad(config({ topK: 9 }))).toEqual({ topK: 'topK must be between 10 and 500' });
    expect(await bad(config({ topK: 501 }))).toEqual({ topK: 'topK must be between 10 and 500' });
    expect(Object.keys(await bad(config({ topK: 'x' })))).toEqual(['topK']);
    expect(await bad(config({ general: { translation_refs: [MODULE.klines], threshold: 0.3 } }))).toEqual({
      'general.threshold': 'Threshold must be between 0.5 and 0.99',
      'general.source_dialect': 'Choose a source dialect',
    });
    expect(await bad(config({ general: { translation_refs: [], source_dialect: EN_US }, filtering: { courses: [] } }))).toEqual({
      'general.translation_refs': 'Choose at least one translation source',
      'filtering.courses': 'Choose at least one course',
    });
    expect(await bad(config({ dialect_id: 999_999 }))).toEqual({ dialect_id: 'No such dialect' });
  });

  it('upserts points in chunks of at most 100 and applies change requests, skipping an empty pattern', async () => {
    const up = await t.call('POST', '/api/memory-semantic-unifier/embeddings/upsert', {
      cookie: user,
      body: {
        dialect_id: EN_US,
        points: [
          { id: ids['my cat is black'], pattern: 'my cat is black' },
          { id: 999_999, pattern: 'gone' },
        ],
      },
    });
    expect(up.body.data).toEqual({ upserted: 1, failed: 1 });
    const many = Array.from({ length: 101 }, (_, i) => ({ id: i + 1, pattern: 'x' }));
    expect(
      (await t.call('POST', '/api/memory-semantic-unifier/embeddings/upsert', { cookie: user, body: { dialect_id: EN_US, points: many } })).body.fields.points,
    ).toBeTruthy();
    const change = await t.call('POST', '/api/memory-semantic-unifier/change', {
      cookie: user,
      body: {
        dialect_id: EN_US,
        glossary: [
          { id: ids['see you tomorrow then'], pattern: ' see you tomorrow ' },
          { id: ids['my cat is black'], pattern: '   ' },
          { id: 999_999, pattern: 'x' },
        ],
      },
    });
    expect(change.body.data.results).toEqual([
      { id: ids['see you tomorrow then'], status: 'ok', message: 'Changed to "see you tomorrow"' },
      { id: ids['my cat is black'], status: 'skipped', message: 'The pattern is empty' },
      { id: 999_999, status: 'error', message: 'No such phrasebook entry' },
    ]);
    expect((await t.call('GET', `/api/memory-phrasebook/${ids['see you tomorrow then']}`, { cookie: t.admin })).body.phrase).toBe('see you tomorrow');
    expect((await t.call('GET', `/api/memory-phrasebook/${ids['my cat is black']}`, { cookie: t.admin })).body.phrase).toBe('my cat is black');
    await t.call('POST', '/api/memory-semantic-unifier/change', {
      cookie: user,
      body: { dialect_id: FR_FR, glossary: [{ id: ids['my cat is black'], pattern: 'mon chat est noir' }] },
    });
    const fr = (await t.call('GET', `/api/memory-phrasebook/${ids['my cat is black']}`, { cookie: t.admin })).body.translations.find(
      (x: { dialectId: number }) => x.dialectId === FR_FR,
    );
    expect(fr).toMatchObject({ text: 'mon chat est noir', status: 2 });
  });
});
