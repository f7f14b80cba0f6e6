import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, type AgentRunner } from '../../sdk/server';
import { loggedInServer, openAiTestAgents, type LoggedInServer } from '../../tests/support/server';
import { VOC_CATEGORIES, VOCS_COURSE, VOCS_MAIN } from './plugin';
import { aiNewProposal } from './server/ai-store';
import { AI_NEW_RULE } from './shared/ai';
import type { Voc, VocAiProposal } from './shared/types';

let t: LoggedInServer;
let admin: string;
let mainEditor: string; // Vocabulary (main) (21) only
let courseEditor: string; // Vocabulary (22) on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  mainEditor = await t.signIn('ai-main@example.com', [
    [0, VOCS_MAIN],
    [0, VOC_CATEGORIES],
  ]);
  courseEditor = await t.signIn('ai-course@example.com', [[1, VOCS_COURSE]]);
});
afterAll(() => t.close());

const db = () => t.server.database.db;
const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await db().execute(q)) as unknown as { rows: T[] }).rows;

const EN_GB = 1;
const ES_ES = 2;
const EN_US = 3;
const ES_MX = 4;
const FR_FR = 5;

const WATERMELON = {
  dialect: ES_ES,
  description: 'watermelon, a big fruit with a green skin and red flesh',
  examples: 'La sandía es muy dulce.\nCompré dos sandías en el mercado.\nEn verano como una sandía fría.',
};

const aiNew = (q: Record<string, string | number | undefined>, cookie = mainEditor) => {
  const qs = new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return t.call('GET', `/api/vocs/ai-new?${qs}`, { cookie });
};
const getMain = async (id: number): Promise<Voc> => (await t.call('GET', `/api/courses/0/vocs/${id}`, { cookie: mainEditor })).body;
const logOf = async (id: number) =>
  (await t.call('GET', `/api/agent-prompt-log/by-entity?entity_type=voc&entity_id=${id}`, { cookie: mainEditor })).body as {
    id: number;
    agent_type: string;
    status: string;
    prompt_text: string;
    response_text: string;
    log_entity_id: number;
  }[];
const statusOf = async (id: number) =>
  new Map(
    (
      await rowsOf<{ dialect_id: number; status: number }>(sql`select tt.dialect_id, tt.status from translation_texts tt
  join translations t on t.id = tt.translation_id where t.ref = ${VOCS_MAIN} and t.ref_id = ${id} and t.field = 'word'`)
    ).map((r) => [Number(r.dialect_id), Number(r.status)]),
  );

let classes: { id: number; name: string }[];
let categories: { id: number; fullPath: string }[];
const classId = (name: string) => classes.find((c) => c.name === name)!.id;
const categoryId = (path: string) => categories.find((c) => c.fullPath === path)!.id;
beforeAll(async () => {
  classes = (await t.call('GET', '/api/courses/0/word-classes', { cookie: mainEditor })).body;
  categories = (await t.call('GET', `/api/voc-categories/dialects/${EN_US}`, { cookie: mainEditor })).body;
});

/** The editor's save of a blank entry filled from the proposal (what the client posts). */
const saveProposal = (p: VocAiProposal, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/courses/0/vocs', {
    cookie: mainEditor,
    body: {
      title: p.title,
      level: p.level,
      wordClassId: p.wordClassId,
      vocCategories: [],
      dialects: p.dialects.map((d) => ({ dialectId: d.dialectId, text: d.text, gender: d.gender })),
      aiLogId: p.logId,
      ...extra,
    },
  });

describe('GET vocs/ai-new', () => {
  it('answers 400 naming dialect, description and examples when they are empty, with the rule as message', async () => {
    const res = await aiNew({});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(AI_NEW_RULE);
    expect(Object.keys(res.body.fields).sort()).toEqual(['description', 'dialect', 'examples']);

    const blank = await aiNew({ dialect: ES_ES, description: '   ', examples: '\n  \n' });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.fields).sort()).toEqual(['description', 'examples']);

    const other = await aiNew({ ...WATERMELON, dialect: 999, wordClass: 999999 });
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ dialect: 'Not a dialect of the main vocabulary', wordClass: 'Not a word class of the main vocabulary' });
    expect((await aiNew({ ...WATERMELON, description: 'x'.repeat(2001) })).status).toBe(400);
  });

  it('is for the main vocabulary (module 21) only: a course vocabulary editor gets 403, nobody logged in 401', async () => {
    expect((await aiNew(WATERMELON, courseEditor)).status).toBe(403);
    expect((await t.call('GET', `/api/vocs/ai-new?dialect=${ES_ES}&description=x&examples=y`)).status).toBe(401);
    expect((await aiNew(WATERMELON, admin)).status).toBe(200);
  });

  it('proposes a whole entry from the examples and the description, the same every time, and logs the call', async () => {
    const res = await aiNew({ ...WATERMELON, wordClass: classId('noun') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body as VocAiProposal;
    expect(p).toMatchObject({ dialectId: ES_ES, word: 'sandía', title: 'watermelon', wordClassId: classId('noun'), warnings: [], model: 'local-rules' });
    expect([11, 12, 13]).toContain(p.level);
    expect(p.confidence).toBeGreaterThan(0.5);
    expect(p.reasoning).toMatch(/sandía/);
    const text = (d: number) => p.dialects.find((x) => x.dialectId === d);
    expect(text(ES_ES)).toMatchObject({ text: 'sandía', gender: 'f' });
    expect(text(ES_MX)).toMatchObject({ text: 'sandía', gender: 'f' });
    expect(text(EN_US)).toMatchObject({ text: 'watermelon', gender: '' });
    expect(text(EN_GB)!.text).toBe('watermelon');
    expect(text(FR_FR)!.text).toBe(''); // nothing sensible: not guessed
    // Every dialect of the main vocabulary, in its order.
    const blank = (await t.call('GET', '/api/courses/0/vocs/new', { cookie: mainEditor })).body as Voc;
    expect(p.dialects.map((d) => d.dialectId)).toEqual(blank.dialects.map((d) => d.dialectId));

    const again = (await aiNew({ ...WATERMELON, wordClass: classId('noun') })).body as VocAiProposal;
    expect({ ...again, logId: 0 }).toEqual({ ...p, logId: 0 });
    expect(again.logId).toBeGreaterThan(p.logId);

    const [log] = await rowsOf<{ agent_type: string; status: string; prompt_text: string; log_entity_id: number | null }>(
      sql`select agent_type, status, prompt_text, log_entity_id from agent_prompt_log where id = ${p.logId}`,
    );
    expect(log).toMatchObject({ agent_type: 'voc_new', status: 'success', log_entity_id: null });
    expect(log.prompt_text).toContain(WATERMELON.description);
    expect(log.prompt_text).toContain('- Compré dos sandías en el mercado.');
    expect(log.prompt_text).toMatch(/fr-FR \(target; genders: m, f, mf\)/);
  });

  it('takes a word marked *like this*, finds its other dialects in the translation memory, and warns when it is already an entry', async () => {
    const res = await aiNew({ dialect: ES_ES, description: 'a round fruit', examples: 'Me como una *manzana* cada día.' });
    expect(res.status).toBe(200);
    const p = res.body as VocAiProposal;
    expect(p.word).toBe('manzana');
    expect(p.title).toBe('apple');
    expect(p.wordClassId).toBe(classId('noun'));
    expect(p.dialects.find((d) => d.dialectId === FR_FR)).toMatchObject({ text: 'pomme', gender: 'f' });
    expect(p.dialects.find((d) => d.dialectId === ES_ES)).toMatchObject({ text: 'manzana', gender: 'f' });
    expect(p.warnings).toHaveLength(1);
    expect(p.warnings[0]).toMatch(/"manzana" \(es-ES\) is already entry #\d+ "apple"/);
  });
});

describe('an entry made from a proposal', () => {
  let proposal: VocAiProposal;
  let id: number;

  it('is linked to the proposal when saved, and its words saved as proposed stay unconfirmed (out of the memory)', async () => {
    proposal = (await aiNew({ ...WATERMELON, wordClass: classId('noun') })).body;
    const edited = { ...proposal, dialects: proposal.dialects.map((d) => (d.dialectId === EN_GB ? { ...d, text: 'water melon' } : d)) };
    const res = await saveProposal(edited);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.data.id;
    const voc = await getMain(id);
    expect(voc).toMatchObject({ title: 'watermelon', aiState: 'created', aiWarnings: [] });
    const status = await statusOf(id);
    expect(status.get(ES_ES)).toBe(1); // doing: as proposed
    expect(status.get(EN_US)).toBe(1);
    expect(status.get(EN_GB)).toBe(2); // changed by the user: done
    const hits = await t.server.memory.search({ text: 'sandía', dialectId: ES_ES, minSimilarity: 100 });
    expect(hits.some((h) => h.refId === id)).toBe(false);
    const logs = await logOf(id);
    expect(logs.map((l) => [l.id, l.agent_type])).toEqual([[proposal.logId, 'voc_new']]);
  });

  it('one proposal makes one entry; an id that is not an unused proposal is refused', async () => {
    const twice = await saveProposal(proposal);
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ aiLogId: 'Not a New AI proposal that is still unused' });
    expect((await saveProposal({ ...proposal, logId: 99_999_999 })).status).toBe(400);
    // The refused saves created nothing.
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from vocs where course_id = 0 and title = 'watermelon'`);
    expect(n).toBe(1);
  });

  it('finalize-creation reviews it: warnings flag it and confirm nothing', async () => {
    const res = await t.call('POST', `/api/courses/0/vocs/${id}/finalize-creation`, { cookie: mainEditor });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ aiState: 'flagged', aiWarnings: ['The entry has no category'] });
    expect((await statusOf(id)).get(ES_ES)).toBe(1);
    expect((await logOf(id)).map((l) => l.agent_type)).toEqual(['voc_new', 'voc_review']);
    expect((await getMain(id)).aiState).toBe('flagged');
  });

  it('ai-force-ok accepts it despite the warnings: its words are confirmed and enter the memory', async () => {
    const res = await t.call('PUT', `/api/courses/0/vocs/${id}/ai-force-ok`, { cookie: mainEditor });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ aiState: 'ok', aiWarnings: [] });
    expect([...(await statusOf(id)).values()].every((s) => s !== 1)).toBe(true);
    const hits = await t.server.memory.search({ text: 'sandía', dialectId: ES_ES, minSimilarity: 100 });
    expect(hits.some((h) => h.refId === id)).toBe(true);
    // Done once: both calls now answer 409.
    const again = await t.call('POST', `/api/courses/0/vocs/${id}/finalize-creation`, { cookie: mainEditor });
    expect(again).toMatchObject({ status: 409, body: { error: expect.stringMatching(/already finalized/) } });
    expect((await t.call('PUT', `/api/courses/0/vocs/${id}/ai-force-ok`, { cookie: mainEditor })).status).toBe(409);
  });

  it('a clean review confirms at once', async () => {
    const p = (await aiNew({ dialect: ES_ES, description: 'cherry, a small red fruit', examples: 'La *cereza* es roja.\nUna cereza dulce.' }))
      .body as VocAiProposal;
    expect(p.warnings).toEqual([]);
    const res = await saveProposal(p, { vocCategories: [categoryId('Food > Fruit')] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fin = await t.call('POST', `/api/courses/0/vocs/${res.body.data.id}/finalize-creation`, { cookie: mainEditor });
    expect(fin.status).toBe(200);
    expect(fin.body.data).toMatchObject({ aiState: 'ok', aiWarnings: [] });
  });

  it('finalize-creation needs the default target and source words', async () => {
    const p = (await aiNew({ dialect: ES_ES, description: 'something nobody describes in one word', examples: 'Es un *trasto* viejo.' })).body as VocAiProposal;
    const res = await saveProposal({ ...p, title: 'junk' });
    const entry = res.body.data.id as number;
    const fin = await t.call('POST', `/api/courses/0/vocs/${entry}/finalize-creation`, { cookie: mainEditor });
    expect(fin.status).toBe(400);
    expect(Object.values(fin.body.fields)).toEqual(['The entry needs its en-US translation']);
    // Without a review, force OK is still possible.
    expect((await t.call('PUT', `/api/courses/0/vocs/${entry}/ai-force-ok`, { cookie: mainEditor })).body.data.aiState).toBe('ok');
  });

  it('an entry not made by New AI cannot be finalized or forced (409), in the main vocabulary or a course', async () => {
    const apple = (await rowsOf<{ id: number }>(sql`select id from vocs where course_id = 0 and title = 'apple'`))[0].id;
    expect((await getMain(apple)).aiState).toBeNull();
    const fin = await t.call('POST', `/api/courses/0/vocs/${apple}/finalize-creation`, { cookie: mainEditor });
    expect(fin).toMatchObject({ status: 409, body: { error: 'This entry was not created from a New AI proposal' } });
    expect((await t.call('PUT', `/api/courses/0/vocs/${apple}/ai-force-ok`, { cookie: mainEditor })).status).toBe(409);
    const courseEntry = (await rowsOf<{ id: number }>(sql`select id from vocs where course_id = 1 order by id limit 1`))[0].id;
    expect((await t.call('POST', `/api/vocs/${courseEntry}/finalize-creation`, { cookie: courseEditor })).status).toBe(409);
    // Module and course checks as every entry route.
    expect((await t.call('POST', `/api/courses/0/vocs/${apple}/finalize-creation`, { cookie: courseEditor })).status).toBe(403);
    expect((await t.call('PUT', `/api/vocs/${courseEntry}/ai-force-ok`, { cookie: mainEditor })).status).toBe(403);
  });
});

describe('POST …/assign-categories without categories', () => {
  it('lets the agent choose among the leaf categories (from entries with the same word), logged for the entry', async () => {
    const [apple] = await rowsOf<{ id: number }>(sql`select id from vocs where course_id = 0 and title = 'apple'`);
    await db().execute(sql`delete from voc_category_links where voc_id = ${apple.id}`);
    const res = await t.call('POST', `/api/courses/0/vocs/${apple.id}/assign-categories`, { cookie: mainEditor });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fruit = categoryId('Food > Fruit');
    expect(res.body.data.vocCategories).toEqual([fruit]);
    expect(res.body.data.assignment).toMatchObject({ categoryIds: [fruit], confidence: expect.any(Number), reasoning: expect.stringMatching(/Food > Fruit/) });
    const logs = await logOf(apple.id);
    expect(logs.at(-1)).toMatchObject({ id: res.body.data.assignment.logId, agent_type: 'voc_categories', status: 'success', log_entity_id: apple.id });
    expect(logs.at(-1)!.prompt_text).toContain('Edible fruits and berries');
  });

  it('keeps the categories when the agent finds none, and still refuses a synonym child', async () => {
    const p = (await aiNew({ dialect: ES_ES, description: 'zzz', examples: 'Un *xilófono* grande.' })).body as VocAiProposal;
    const entry = (await saveProposal({ ...p, title: 'xylophone' }, { vocCategories: [categoryId('Numbers')] })).body.data.id as number;
    const res = await t.call('POST', `/api/courses/0/vocs/${entry}/assign-categories`, { cookie: mainEditor, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.assignment.categoryIds).toEqual([]);
    expect(res.body.data.vocCategories).toEqual([categoryId('Numbers')]);

    const [synonym] = await rowsOf<{ id: number }>(sql`select id from vocs where course_id = 0 and parent_synonym_id is not null limit 1`);
    const syn = await t.call('POST', `/api/courses/0/vocs/${synonym.id}/assign-categories`, { cookie: mainEditor });
    expect(syn.status).toBe(400);
    expect(syn.body.error).toBe('Categories are inherited from parent synonym and cannot be edited');
  });
});

/** A fake OpenAI-compatible endpoint on loopback: answers `next` and records the requests. */
function fakeOpenAi() {
  const requests: { body: { messages: { role: string; content: string }[] } }[] = [];
  let next: { status?: number; content: string } = { content: '{}' };
  const server: HttpServer = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      requests.push({ body: JSON.parse(body) });
      res.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          model: 'fake-model',
          choices: [{ message: { role: 'assistant', content: next.content } }],
          usage: { prompt_tokens: 10, completion_tokens: 5 },
        }),
      );
    });
  });
  return {
    requests,
    set: (n: typeof next) => {
      next = n;
    },
    start: () => new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('New AI on the openai provider', () => {
  const fake = fakeOpenAi();
  let agents: AgentRunner;
  beforeAll(async () => {
    const baseUrl = await fake.start();
    agents = openAiTestAgents(db(), baseUrl);
  });
  afterAll(() => fake.stop());

  it("sends the prompt and maps the model's answer onto the main vocabulary (codes, level names, genders checked)", async () => {
    fake.set({
      content: JSON.stringify({
        word: 'sandía',
        title: 'watermelon',
        level: 'A1.4',
        wordClass: 'Noun',
        texts: [
          { dialect: 'es-ES', text: ' sandía ', gender: 'f' },
          { dialect: 'en-US', text: 'watermelon', gender: 'f' },
          { dialect: 'fr-FR', text: 'pastèque', gender: 'f' },
          { dialect: 'xx-XX', text: 'nope' },
          { dialect: 'de-DE', text: 'Wassermelone', gender: 'x' },
        ],
        confidence: 0.9,
        reasoning: 'A common fruit.',
      }),
    });
    const p = await aiNewProposal(db(), agents, { dialect: String(ES_ES), description: WATERMELON.description, examples: WATERMELON.examples });
    const prompt = fake.requests.at(-1)!.body.messages.at(-1)!.content;
    expect(prompt).toContain(`Description: "${WATERMELON.description}"`);
    expect(prompt).toContain('- En verano como una sandía fría.');
    expect(prompt).toContain('Word class: not given');
    expect(prompt).toContain('11 = A1.1');
    expect(p).toMatchObject({ word: 'sandía', title: 'watermelon', level: 14, wordClassId: classId('noun'), confidence: 0.9, model: 'fake-model' });
    const text = (d: number) => p.dialects.find((x) => x.dialectId === d)!;
    expect(text(ES_ES)).toMatchObject({ text: 'sandía', gender: 'f' });
    expect(text(EN_US)).toMatchObject({ text: 'watermelon', gender: '' }); // a source has no gender
    expect(text(FR_FR)).toMatchObject({ text: 'pastèque', gender: 'f' });
    expect(text(7)).toMatchObject({ text: 'Wassermelone', gender: '' }); // not a German gender
  });

  it('answers 502 when the model fails, and the failed call is in the prompt log', async () => {
    fake.set({ status: 500, content: '' });
    const err = await aiNewProposal(db(), agents, { dialect: String(ES_ES), description: 'x', examples: 'y' }).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(502);
    const [log] = await rowsOf<{ status: string }>(sql`select status from agent_prompt_log where agent_type = 'voc_new' order by id desc limit 1`);
    expect(log.status).toBe('error');
  });
});
