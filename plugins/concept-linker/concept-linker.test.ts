import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { sql } from 'drizzle-orm';
import { translatableTexts } from '../../sdk/server';
import { lessonPlacements } from '../lesson-outline/public';
import { contribute, registerContributions } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let other: string; // Sentences on course 1 only, no Concept Linker
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  other = await t.signIn('cl-other@example.com', [
    [2, 16],
    [2, 18],
  ]);
}, 300_000);
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.call('GET', `/api/${url}`, { cookie });
const base = (id: number, d: number) => `concepts-linker/ref/16/refId/${id}/target-dialect/${d}`;
type C = { ref: number; refId: number; positions: number[]; preselected: boolean };

/** The demo's linkable texts: sentences, segments and reading texts (by ref). */
const LINKABLE = [
  { ref: 16, name: 'Sentences' },
  { ref: 23, name: 'Segments' },
  { ref: 2801, name: 'Reading texts' },
  { ref: 3801, name: 'Chapter texts' },
  { ref: 3901, name: 'Trainer segments' },
];

describe('concept linker routes', () => {
  it('guesses the demo sentences in Spanish, French and Chinese, deterministically', async () => {
    const es = (await get(`${base(1, 2)}/guess`)).body; // ¡Buenos días!
    expect(es.phrase).toMatchObject({ id: 1, plain: '¡Buenos días!', length: 2, words: [{ text: 'Buenos' }, { text: 'días' }] });
    expect(es.concepts.length).toBeGreaterThan(0);
    // The demo comes linked, as an editor left it: the stored links, none guessed.
    expect(es.concepts.every((c: C) => c.ref === 22 && !c.preselected)).toBe(true);
    // Each concept named comes with its record's title, for the editor to show instead of ids.
    const titles = new Map(es.titles.map((x: { ref: number; refId: number; title: string }) => [`${x.ref}/${x.refId}`, x.title]));
    expect(es.concepts.every((c: C) => typeof titles.get(`${c.ref}/${c.refId}`) === 'string' && titles.get(`${c.ref}/${c.refId}`) !== '')).toBe(true);
    expect((await get(`${base(1, 2)}/guess?fromScratch=true`)).body.concepts.every((c: C) => c.ref === 22 && c.preselected)).toBe(true);
    expect((await get(`${base(1, 2)}/guess`)).body).toEqual(es);

    const frIds: number[] = (await get('groups/4/refs/16/target-dialects/5/checker-ref-elements')).body;
    const frGuess = (await get(`${base(frIds[3], 5)}/guess`)).body;
    expect(frGuess.phrase.plain).toBe('Comment ça va ? — Ça va bien, merci.');
    expect(frGuess.concepts.map((c: C) => c.positions)).toEqual(expect.arrayContaining([expect.arrayContaining([6])]));

    const zhIds: number[] = (await get('groups/8/refs/16/target-dialects/10/checker-ref-elements?startLesson=abc&endLesson=5000')).body;
    expect(zhIds.length).toBe(80);
    const zh = (await get(`${base(zhIds[0], 10)}/guess?phrase=${encodeURIComponent('我哥哥吃苹果。')}`)).body;
    expect(zh.phrase.words.map((w: { text: string }) => w.text)).toEqual(['我', '哥哥', '吃', '苹果']);
    expect(zh.concepts.some((c: C) => c.positions.join() === '3')).toBe(true);
  });

  it('stores accepted links, refuses overlaps, keeps them in later guesses unless from scratch, and answers clDetails', async () => {
    // Sentence 5 (La cuenta, por favor.) is one the demo left unlinked.
    const unlinked = (await get(`${base(5, 2)}/guess`)).body;
    expect(unlinked.concepts.length).toBeGreaterThan(0);
    expect(unlinked.concepts.every((c: C) => c.preselected)).toBe(true);
    for (const d of [2, 4]) expect((await t.call('PUT', `/api/${base(4, d)}/links`, { cookie: admin, body: { concepts: [] } })).status).toBe(200);
    const g = (await get(`${base(4, 2)}/guess`)).body; // ¿Cómo estás? — Estoy bien, gracias.
    const first = g.concepts[0] as C;
    const share = Math.round((100 * first.positions.length) / g.phrase.length);
    const bad = await t.call('PUT', `/api/${base(4, 2)}/links`, { cookie: admin, body: { concepts: [first, { ...first, refId: first.refId + 1 }] } });
    expect(bad.status).toBe(400);
    expect((await t.call('PUT', `/api/${base(4, 2)}/links`, { cookie: admin, body: { concepts: [{ ...first, positions: [99] }] } })).status).toBe(400);
    const ok = await t.call('PUT', `/api/${base(4, 2)}/links`, { cookie: admin, body: { concepts: [first] } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.guess.concepts).toContainEqual(expect.objectContaining({ refId: first.refId, positions: first.positions, preselected: false }));
    expect(ok.body.data.clDetails).toEqual([
      { dialectId: 2, dialectCode: 'es-ES', conceptLinker: share === 100, conceptLinkerCoverage: share },
      { dialectId: 4, dialectCode: 'es-MX', conceptLinker: false, conceptLinkerCoverage: 0 },
    ]);
    expect((await get(`concepts-linker/ref/16/refId/4/cl-details`)).body[0].conceptLinkerCoverage).toBe(share);
    const scratch = (await get(`${base(4, 2)}/guess?fromScratch=true`)).body;
    expect(scratch.concepts.every((c: C) => c.preselected)).toBe(true);

    const uses = (await get(`concepts-linker/course/1/ref/22/refId/${first.refId}/targetDialect/2/sourceDialect/3/concept-uses`)).body;
    expect(uses).toContainEqual({ ref: 16, refId: 4, target: '¿Cómo estás? — Estoy bien, gracias.', source: expect.any(String) });
    const tips = (await get(`courses/1/tooltips-voc?text=${first.refId}&dialect=2`)).body;
    expect(tips).toEqual([
      expect.objectContaining({ id: first.refId, title: expect.any(String), nUses: uses.length, targets: expect.any(Array), sources: expect.any(Array) }),
    ]);
    expect((await get(`vocs/${first.refId}/card`)).body).toMatchObject({ id: first.refId });
    const utils = (await get('groups/1/voc-cl-utils?lessonPos=3')).body;
    expect(utils.find((r: { id: number }) => r.id === first.refId)?.nUses).toBeGreaterThanOrEqual(1);
    // Panels are a concept type: the course's panels with the texts linking each.
    const panels = (await get('groups/1/panels-cl-utils?lessonPos=3')).body as { id: number; title: string; nUses: number }[];
    expect(panels.length).toBeGreaterThan(0);
    const panel = panels[0];
    await t.server.database.db.execute(sql`insert into concept_links (course_id, ref, ref_id, dialect_id, concept_ref, concept_ref_id, positions)
      values (1, 16, 900001, 2, 12, ${panel.id}, '{0}'), (1, 16, 900001, 2, 12, ${panel.id}, '{1}'), (1, 16, 900002, 2, 12, ${panel.id}, '{0}')`);
    const after = (await get('groups/1/panels-cl-utils?lessonPos=3')).body as typeof panels;
    expect(after.find((p) => p.id === panel.id)).toEqual({ ...panel, nUses: panel.nUses + 2 });
    expect((await get('groups/2/panels-cl-utils')).body.every((p: { id: number }) => !panels.some((q) => q.id === p.id))).toBe(true);
    await t.server.database.db.execute(
      sql`delete from concept_links where concept_ref = 12 and concept_ref_id = ${panel.id} and ref = 16 and ref_id in (900001, 900002)`,
    );

    const inv = await t.call('POST', `/api/${base(4, 2)}/invalidate`, { cookie: admin, body: {} });
    expect(inv.body.data.concepts.every((c: C) => c.preselected)).toBe(true);
    expect((await get(`concepts-linker/ref/16/refId/4/cl-details`)).body[0].conceptLinkerCoverage).toBe(0);
  });

  it('keeps the checker to the lesson range for texts placed in lessons; texts of no lesson always count', async () => {
    const REF = 9100;
    const remove = registerContributions([
      contribute(translatableTexts, {
        ref: REF,
        field: 'text',
        name: 'Lesson texts',
        linkable: true,
        records: () => sql`select 5001 as id union all select 5002 union all select 5003`,
      }),
      contribute(lessonPlacements, { ref: REF, placed: () => sql`select 5001 as id, 2 as position union all select 5002, 7` }),
    ]);
    try {
      await t.server.database.db.execute(
        sql`insert into translations (course_id, ref, ref_id, field) values (1, ${REF}, 5001, 'text'), (1, ${REF}, 5002, 'text'), (1, ${REF}, 5003, 'text')`,
      );
      const ids = async (q: string) => (await get(`groups/1/refs/${REF}/target-dialects/2/checker-ref-elements${q}`)).body;
      expect(await ids('?startLesson=1&endLesson=3')).toEqual([5001, 5003]);
      expect(await ids('?startLesson=5&endLesson=10')).toEqual([5002, 5003]);
      expect(await ids('')).toEqual([5001, 5002, 5003]);
    } finally {
      remove();
      await t.server.database.db.execute(sql`delete from translations where ref = ${REF}`);
    }
  });

  it('checks ids in batches: done when the stored links cover the text; drops links whose concept left the text', async () => {
    expect((await get('concepts-linker/checker-refs')).body).toEqual(LINKABLE);
    const g = (await get(`${base(3, 2)}/guess?fromScratch=true`)).body; // Soy estudiante.
    // Its links replaced by one to a concept of the course that is not in the text, at word 0.
    const inText = new Set([...g.concepts, ...g.possibleConcepts].map((c: C) => c.refId));
    const away = ((await get('courses/1/vocs')).body as { id: number }[]).find((v) => !inText.has(v.id))!.id;
    expect((await t.call('PUT', `/api/${base(3, 2)}/links`, { cookie: admin, body: { concepts: [{ ref: 22, refId: away, positions: [0] }] } })).status).toBe(
      200,
    );
    // 1 is linked in the demo (done), 5 left unlinked.
    const res = (await get('groups/1/refs/16/target-dialects/2/checker-ref-elements-check?ids=3,5,1,999999')).body;
    expect(res).toEqual([
      { id: 3, conceptLinkerDone: false },
      { id: 5, conceptLinkerDone: false },
      { id: 1, conceptLinkerDone: true },
    ]);
    const left = (await get(`${base(3, 2)}/guess`)).body.concepts.filter((c: C) => !c.preselected);
    expect(left.some((c: C) => c.refId === away)).toBe(false);
  });

  it('refuses a link to a concept that does not exist, is of another course or of no concept type', async () => {
    const theirs = ((await get('courses/2/vocs')).body as { id: number }[])[0].id;
    for (const [concept, field, message] of [
      [{ ref: 22, refId: 2_000_000_000 }, 'concepts.0.refId', 'No such record'],
      [{ ref: 22, refId: theirs }, 'concepts.0.refId', 'Belongs to another course'],
      [{ ref: 10, refId: 1 }, 'concepts.0.ref', 'Not a concept type'],
    ] as const) {
      const res = await t.call('PUT', `/api/${base(4, 2)}/links`, { cookie: admin, body: { concepts: [{ ...concept, positions: [0] }] } });
      expect(res, JSON.stringify(concept)).toEqual({ status: 400, body: { error: expect.any(String), fields: { [field]: message } } });
    }
  });

  it('refuses other courses and users without the module', async () => {
    expect((await get(`${base(1, 2)}/guess`, other)).status).toBe(403);
    expect((await get('groups/1/refs/16/target-dialects/2/checker-ref-elements', other)).status).toBe(403);
    expect((await get(`${base(1, 5)}/guess`)).status).toBe(400); // fr-FR is not a target of course 1
  });
});

describe('linkable texts come from their owners (translatableTexts contributions)', () => {
  it("lists a plugin's contributed linkable texts as checker refs, and its texts once it is gone no more", async () => {
    const probe = { ref: 9300, field: 'text', name: 'Probe texts', linkable: true, records: (courseId: number) => sql`select ${courseId} as id where false` };
    const remove = registerContributions([contribute(translatableTexts, probe)]);
    try {
      expect((await get('concepts-linker/checker-refs')).body).toEqual([...LINKABLE, { ref: 9300, name: 'Probe texts' }]);
      expect((await get('groups/1/refs/9300/target-dialects/2/checker-ref-elements')).body).toEqual([]);
    } finally {
      remove();
    }
    expect((await get('concepts-linker/checker-refs')).body).toEqual(LINKABLE);
    expect((await get('groups/1/refs/9300/target-dialects/2/checker-ref-elements')).status).toBe(400);
  });
});
