import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';

// The vocabulary's forms are cached per course and dialect (plugins/vocabulary/server/concept-type.ts):
// these prove a guess never answers from forms older than the last vocabulary write.
let t: LoggedInServer;
let admin: string;
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
}, 60_000);
afterAll(() => t.close());

const ES_ES = 2;
const ES_MX = 4; // course 1's second target dialect (es-ES is the default and cannot be disabled)
type C = { ref: number; refId: number; positions: number[]; inflectStudied: number | null };

async function candidates(dialectId: number, phrase: string, vocId: number): Promise<C[]> {
  const res = await t.call('GET', `/api/concepts-linker/ref/16/refId/1/target-dialect/${dialectId}/guess?phrase=${encodeURIComponent(phrase)}`, {
    cookie: admin,
  });
  expect(res.status).toBe(200);
  return [...res.body.concepts, ...res.body.possibleConcepts]
    .filter((c: C) => c.ref === 22 && c.refId === vocId)
    .map(({ ref, refId, positions, inflectStudied }: C) => ({ ref, refId, positions, inflectStudied }));
}
const row = (dialectId: number, text: string, forms: string[] = [], targetEnabled = true) => ({
  dialectId,
  text,
  targetEnabled,
  inflects: forms.map((word, i) => ({ inflectId: 101 + i, word })),
});

describe('the guess follows vocabulary writes', () => {
  it('sees a created, edited, disabled and deleted entry in the very next guess', async () => {
    // Warm the dictionaries of both dialects first, so that a stale one would show.
    await candidates(ES_ES, 'Los xilófonos', 1);
    await candidates(ES_MX, 'Los xilófonos', 1);

    const created = await t.call('POST', '/api/vocs?course=1', {
      cookie: admin,
      body: { title: 'xilófono', dialects: [row(ES_ES, 'xilófono', ['xilófonos']), row(ES_MX, 'xilófono', ['xilófonos'])] },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(await candidates(ES_ES, 'Los xilófonos', id)).toEqual([{ ref: 22, refId: id, positions: [1], inflectStudied: 101 }]);
    expect(await candidates(ES_MX, 'el xilófono', id)).toEqual([{ ref: 22, refId: id, positions: [1], inflectStudied: null }]);

    const put = (body: ReturnType<typeof row>) => t.call('PUT', `/api/vocs/${id}/dialects/${body.dialectId}`, { cookie: admin, body });
    expect((await put(row(ES_MX, 'xilófono', ['xilófonos'], false))).status).toBe(200);
    expect(await candidates(ES_MX, 'Los xilófonos', id)).toEqual([]);
    expect(await candidates(ES_ES, 'Los xilófonos', id)).toHaveLength(1);

    expect((await put(row(ES_ES, 'marimba'))).status).toBe(200);
    expect(await candidates(ES_ES, 'Los xilófonos', id)).toEqual([]);
    expect(await candidates(ES_ES, 'Una marimba', id)).toEqual([{ ref: 22, refId: id, positions: [1], inflectStudied: null }]);

    expect((await t.call('DELETE', `/api/vocs/${id}`, { cookie: admin })).status).toBe(200);
    expect(await candidates(ES_ES, 'Una marimba', id)).toEqual([]);
  });

  it('catches up in the background with forms written by another process (no write in this one); on PGlite at once', async () => {
    const created = await t.call('POST', '/api/vocs?course=1', { cookie: admin, body: { title: 'tambor', dialects: [row(ES_ES, 'tambor')] } });
    const id = created.body.data.id as number;
    expect(await candidates(ES_ES, 'Los tambores', id)).toEqual([]);
    // What another server on the same PostgreSQL would write: this process's write counter does not move.
    await t.server.database.db.execute(sql`insert into voc_inflects (voc_id, dialect_id, inflect_id, word) values (${id}, ${ES_ES}, 101, 'tambores')`);
    if (t.server.database.kind === 'pglite') {
      // One process, whose writes are counted per table whoever makes them: the next guess sees it.
      expect(await candidates(ES_ES, 'Los tambores', id)).toEqual([{ ref: 22, refId: id, positions: [1], inflectStudied: 101 }]);
      return;
    }
    expect(await candidates(ES_ES, 'Los tambores', id)).toEqual([]);

    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now + 60_000);
    try {
      await vi.waitFor(async () => expect(await candidates(ES_ES, 'Los tambores', id)).toEqual([{ ref: 22, refId: id, positions: [1], inflectStudied: 101 }]));
    } finally {
      clock.mockRestore();
    }
  });
});

// Compounds, panels and cultural vocabulary keep their forms in memory too (sdk/server/table-cache.ts),
// until one of the tables they read is written: any write, here by SQL.
describe('the guess follows writes of the other concept types', () => {
  it('sees a compound form, a panel word and a cultural text in the very next guess', async () => {
    const db = t.server.database.db;
    const first = async (query: ReturnType<typeof sql>) => {
      const [r] = ((await db.execute(query)) as unknown as { rows: { id: number; refId?: number }[] }).rows;
      expect(r).toBeDefined();
      return { id: Number(r.id), refId: Number(r.refId) };
    };
    const found = async (phrase: string) => {
      const res = await t.call('GET', `/api/concepts-linker/ref/16/refId/1/target-dialect/${ES_ES}/guess?phrase=${encodeURIComponent(phrase)}`, {
        cookie: admin,
      });
      expect(res.status).toBe(200);
      return [...res.body.concepts, ...res.body.possibleConcepts].map((c: C) => `${c.ref}:${c.refId}`);
    };
    const compound = (await first(sql`select id from compounds where course_id = 1 order by id limit 1`)).id;
    const panel = (await first(sql`select id from panels where course_id = 1 order by id limit 1`)).id;
    const cultural = await first(
      sql`select id, ref_id as "refId" from translations where ref = ${MODULE.cultural} and course_id = 1 and field = 'text' order by id limit 1`,
    );
    const phrase = 'zorp blick quaff';
    expect(await found(phrase)).toEqual([]);

    await db.execute(sql`insert into compound_inflects (compound_id, dialect_id, inflect_word) values (${compound}, ${ES_ES}, 'zorp')
      on conflict (compound_id, dialect_id) do update set inflect_word = excluded.inflect_word`);
    expect(await found(phrase)).toEqual([`${MODULE.compounds}:${compound}`]);

    await db.execute(sql`update panels set inflect_word = 'blick' where id = ${panel}`);
    expect(await found(phrase)).toContain(`${MODULE.panels}:${panel}`);

    await db.execute(sql`insert into translation_texts (translation_id, dialect_id, text) values (${cultural.id}, ${ES_ES}, 'quaff')
      on conflict (translation_id, dialect_id) do update set text = excluded.text`);
    expect(await found(phrase)).toContain(`${MODULE.cultural}:${cultural.refId}`);
  });
});
