import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemorySuggestion, TranslationMemory } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { TRANSLATIONS } from './plugin';
import { proposeLocally, wordCount, type ProposerInput } from './server/proposer';
import { judgeProposal } from './server/proposer-qa';
import { MODULE } from '../../sdk/shared';
import { writeTranslation } from '../../sdk/server';

let t: LoggedInServer;
let cookie: string;

beforeAll(async () => {
  t = await loggedInServer();
  cookie = await t.signIn('cat-ai@example.com', [[1, TRANSLATIONS]], true);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) => t.call(method, `/api/${path}`, { cookie, body });
type Row = { id: number; fromText: string; toText: string; status: number; aiConfidence: number | null; aiReasoning: string };

describe("'ai' pre-translation (local proposer)", () => {
  it('fills the empty rows with the proposal, set to doing, with its confidence and reasoning; rows filled before are left alone', async () => {
    const [project] = (await call('GET', 'translations/projects?course=1')).body.filter((p: { name: string }) => p.name.startsWith('Demo'));
    const start = await call('PUT', `translations/projects/${project.id}/pre-translate`, { mode: 'ai' });
    expect(start.status).toBe(200);
    expect(start.body.data.async).toMatchObject({ mode: 'ai', processing: true });
    let p = start.body.data;
    for (let i = 0; i < 200 && p.async.processing; i++) {
      await new Promise((r) => setTimeout(r, 150));
      p = (await call('GET', `translations/projects/${project.id}`)).body;
    }
    expect(p.async).toMatchObject({ status: 2, processing: false, totals: { percent: 100 } });
    const rows = (await call('GET', `translations/projects/${project.id}/translations`)).body as Row[];
    const row = (text: string) => rows.find((r) => r.fromText === text)!;

    // Equal but for case and punctuation: the memory's text as it is.
    expect(row('una mesa para dos personas')).toMatchObject({ toText: 'A table for two people.', status: 1, aiConfidence: 0.95 });
    // Near matches adapted with the memory's translations of the changed words.
    expect(row('Una mesa para tres personas.')).toMatchObject({ toText: 'A table for three people.', status: 1 });
    expect(row('Una mesa para tres personas.').aiReasoning).toContain('"dos" → "tres" as "two" → "three"');
    // Below the confidence floor (0.75): left empty and pending, the proposal and the reason kept in the reasoning.
    expect(row('¿Dónde está la panadería?')).toMatchObject({ toText: '', status: 0, aiConfidence: 0.69 });
    expect(row('¿Dónde está la panadería?').aiReasoning).toContain(
      'Left empty: the proposal "Where is the bakery?" has a confidence of 69, below the floor of 75.',
    );
    // The case: 'My friends buy a car downtown.' (0.3) no longer lands in the target.
    expect(row('<p>Mi amigo come pan con queso.</p>')).toMatchObject({ toText: '', status: 0 });
    expect(row('Mi hermano vive en Madrid.')).toMatchObject({ toText: 'My brother lives in Madrid.', status: 1 });
    expect(row('Mi hermano vive en Madrid.').aiConfidence).toBeGreaterThan(0.5);
    expect(row('Mi hermano vive en Madrid.').aiConfidence).toBeLessThan(0.95);
    // The row pre-translated before by the demo (done from memory) is left alone: only empty pending rows are asked.
    expect(row('Una mesa para dos personas.')).toMatchObject({ toText: 'A table for two people.', aiConfidence: null });
  });
});

describe("'ai' pre-translation's confidence floor", () => {
  const GLOSSARIES = MODULE.glossaries;
  const [ES_ES, EN_US] = [2, 3];
  async function aiRun(projectId: number) {
    let p = (await call('PUT', `translations/projects/${projectId}/pre-translate`, { mode: 'ai' })).body.data;
    for (let i = 0; i < 200 && p.async.processing; i++) {
      await new Promise((r) => setTimeout(r, 150));
      p = (await call('GET', `translations/projects/${projectId}`)).body;
    }
    return (await call('GET', `translations/projects/${projectId}/translations`)).body as Row[];
  }

  it('leaves a proposal below the floor (0.75 by default) out: the row stays empty and pending, the reasoning says why', async () => {
    const db = t.server.database.db;
    const key = (refId: number) => ({ courseId: 1, ref: GLOSSARIES, refId, field: 'tooltip' });
    // The case: a near match of other words, whose changes the memory cannot resolve.
    await writeTranslation(db, key(96001), [
      { dialectId: ES_ES, text: 'Mis amigos compran un coche en el centro.', status: 2 },
      { dialectId: EN_US, text: 'My friends buy a car downtown.', status: 2 },
    ]);
    await writeTranslation(db, key(96002), [{ dialectId: ES_ES, text: 'Mis amigos compran zumbidos en el centro.' }]);
    const created = (
      await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_US, freelanceId: await t.userId('cat-ai@example.com') })
    ).body.data;
    const rows = await aiRun(created.id);
    const row = rows.find((r) => r.fromText === 'Mis amigos compran zumbidos en el centro.')!;
    expect(row.aiConfidence).toBeLessThan(0.75);
    expect(row).toMatchObject({ toText: '', status: 0 });
    expect(row.aiReasoning).toMatch(/^Left empty: the proposal "My friends buy a car downtown\." has a confidence of \d+, below the floor of 75\./);
    for (const r of rows.filter((x) => x.toText)) expect(r.aiConfidence ?? 1).toBeGreaterThanOrEqual(0.75);
  });

  it('takes the floor from PRETRANSLATE_MIN_CONFIDENCE', async () => {
    const db = t.server.database.db;
    await writeTranslation(db, { courseId: 1, ref: GLOSSARIES, refId: 96003, field: 'tooltip' }, [
      { dialectId: ES_ES, text: 'Mis amigos compran zumbidos rojos en el centro.' },
    ]);
    const created = (
      await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_US, freelanceId: await t.userId('cat-ai@example.com') })
    ).body.data;
    process.env.PRETRANSLATE_MIN_CONFIDENCE = '0.1';
    try {
      const row = (await aiRun(created.id)).find((r) => r.fromText === 'Mis amigos compran zumbidos rojos en el centro.')!;
      expect(row).toMatchObject({ toText: 'My friends buy a car downtown.', status: 1 });
    } finally {
      delete process.env.PRETRANSLATE_MIN_CONFIDENCE;
    }
  });
});

describe('judgeProposal (Agent QA of the proposer)', () => {
  const a = (translation: string, confidence = 0.9) => ({ translation, confidence, reasoning: '' });
  it('tells none, accepted, edited and unrelated apart', () => {
    expect(judgeProposal(a('My friends buy a car downtown.', 0.3), 'My friend eats bread with cheese.')).toBe('none');
    expect(judgeProposal(a(''), 'Hello.')).toBe('none');
    expect(judgeProposal(a('a table for two people'), 'A table for two people.')).toBe('accepted');
    expect(judgeProposal(a('A table for three people.'), 'A table for two people.')).toBe('edited');
    expect(judgeProposal(a('My friends buy a car downtown.'), 'My friend eats bread with cheese.')).toBe('unrelated');
  });
});

describe('proposeLocally', () => {
  const input: ProposerInput = {
    text: 'Mi hermana vive en Sevilla.',
    translationId: 1,
    fromDialectId: 2,
    fromDialectCode: 'es-ES',
    toDialectId: 3,
    toDialectCode: 'en-US',
  };
  const hit = (fromText: string, text: string, similarity: number): MemorySuggestion => ({
    id: 7,
    courseId: 1,
    ref: 10,
    refId: 1,
    fromText,
    text,
    dialectId: 3,
    similarity,
  });
  const memory = (table: Record<string, MemorySuggestion[]>): TranslationMemory => ({
    suggest: async (q) => (table[q.text] ?? []).filter((s) => s.similarity >= (q.minSimilarity ?? 0)),
    search: async () => [],
  });

  it('replaces a word the translation carries untranslated (a name) as it is', async () => {
    const a = await proposeLocally(input, memory({ [input.text]: [hit('Mi hermana vive en Madrid.', 'My sister lives in Madrid.', 85)] }));
    expect(a.translation).toBe('My sister lives in Sevilla.');
    expect(a.reasoning).toContain('"Madrid" → "Sevilla" kept as they are');
  });

  it('keeps the match with a low confidence when a change cannot be resolved, and proposes nothing without a match', async () => {
    const a = await proposeLocally(
      { ...input, text: 'Mi hermana come en Madrid.' },
      memory({ 'Mi hermana come en Madrid.': [hit('Mi hermana vive en Madrid.', 'My sister lives in Madrid.', 85)] }),
    );
    expect(a.translation).toBe('My sister lives in Madrid.');
    expect(a.confidence).toBe(0.51);
    expect(a.reasoning).toContain('Not resolved, check by hand: "vive" → "come" (no translation of "come" alone)');
    const none = await proposeLocally(input, memory({}));
    expect(none).toMatchObject({ translation: '', confidence: 0 });
    expect(none.reasoning).toContain('no proposal');
  });

  it('proposes a term (a word or short phrase alone) only when the memory translates it alone one way, in two texts or one of its course', async () => {
    const term = (text: string) => ({ ...input, text });
    const agreed = await proposeLocally(term('hermana'), memory({ hermana: [hit('hermana', 'sister', 101), hit('Hermana', 'Sister', 100)] }));
    expect(agreed).toMatchObject({ translation: 'sister', confidence: 0.95 });
    expect(agreed.reasoning).toContain('the same way in 2 texts');
    // Two senses (ver: voir or regarder): the translator's choice.
    const senses = await proposeLocally(term('ver'), memory({ ver: [hit('ver', 'voir', 101), hit('ver', 'regarder', 101)] }));
    expect(senses).toMatchObject({ translation: '', confidence: 0 });
    expect(senses.reasoning).toContain('in several ways ("voir", "regarder")');
    // One text: of another course (a dictionary's sense), none; of the text's own course, its usage.
    const once = await proposeLocally(term('Hola'), memory({ Hola: [hit('Hola', 'bonjour', 101)] }), { courseId: 2 });
    expect(once).toMatchObject({ translation: '', confidence: 0 });
    expect(once.reasoning).toContain('in one text only ("bonjour"), of another course');
    const ours = await proposeLocally(term('Hola'), memory({ Hola: [hit('Hola', 'bonjour', 101)] }), { courseId: 1 });
    expect(ours).toMatchObject({ translation: 'bonjour', confidence: 0.95 });
    // A near match is not adapted word for word for a term ('la porta' → 'porta').
    const near = await proposeLocally(term('la comida'), memory({ 'la comida': [hit('la bebida', 'the drink', 80)] }));
    expect(near).toMatchObject({ translation: '', confidence: 0 });
    expect(near.reasoning).toContain('not adapted from a near match');
  });

  it('counts each Han character as a word, and proposes nothing that is the source text itself', async () => {
    expect(wordCount('<p>房间</p>')).toBe(2);
    expect(wordCount('两个人的桌子。')).toBe(6);
    expect(wordCount('Mi hermana vive en Sevilla.')).toBe(5);
    const same = await proposeLocally(
      { ...input, text: 'Very well, thanks a lot.' },
      memory({ 'Very well, thanks a lot.': [hit('Very well, thanks a lot.', '"Very well, thanks a lot."', 101)] }),
    );
    expect(same).toMatchObject({ translation: '', confidence: 0 });
    expect(same.reasoning).toContain('not a translation');
  });
});
