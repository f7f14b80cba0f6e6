import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contribute, gridRowFields, translations, writeTranslation } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE, registerContributions } from '../../sdk/shared';
import { TRANSLATIONS } from './plugin';
import { translationProjectItems, translationProjects } from './server/tables';

const ES_ES = 2;
const EN_US = 3;
const GLOSSARIES = MODULE.glossaries;

let t: LoggedInServer;
let cookie: string;
let other: string;
let freelanceId: number;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await loggedInServer();
  cookie = await t.signIn('cat-context@example.com', [[1, TRANSLATIONS]], true);
  freelanceId = await t.userId('cat-context@example.com');
  other = await t.signIn('cat-context-other@example.com', [[2, TRANSLATIONS]]);
});
afterAll(() => t.close());

const get = (path: string, as = cookie) => t.call('GET', `/api/${path}`, { cookie: as });
const demoProject = async () => (await get('translations/projects?course=1')).body.find((p: { name: string }) => p.name.startsWith('Demo')) as { id: number };
type Row = { id: number; itemId: number; ref: number; fromText: string; aiReview?: number };

describe('concordance search', () => {
  it("finds the memory's done texts containing the words (case aside) with their translation, shortest first", async () => {
    const { id } = await demoProject();
    const res = await get(`translations/projects/${id}/concordance?text=${encodeURIComponent('PARA DOS')}`);
    expect(res.status).toBe(200);
    const hits = res.body as { fromText: string; text: string; course: { name: string }; refName: string }[];
    expect(hits[0]).toMatchObject({ fromText: 'Una mesa para dos personas.', text: 'A table for two people.', refName: 'Translation Projects' });
    expect(hits.every((h) => h.fromText.toLowerCase().includes('para dos'))).toBe(true);
    expect((await get(`translations/projects/${id}/concordance?text=${encodeURIComponent('%')}`)).body).toEqual([]);
    expect((await get(`translations/projects/${id}/concordance?text=`)).body).toEqual([]);
  });

  it('refuses another course, an unknown project and a missing text', async () => {
    const { id } = await demoProject();
    expect((await get(`translations/projects/${id}/concordance?text=mesa`, other)).status).toBe(403);
    expect((await get('translations/projects/2147000001/concordance?text=mesa')).status).toBe(404);
    expect((await get(`translations/projects/${id}/concordance`)).body.fields).toHaveProperty('text');
  });
});

describe('context block', () => {
  it("shows a glossary row's record texts in both dialects, and a sentence row's reader", async () => {
    await writeTranslation(db(), { courseId: 1, ref: GLOSSARIES, refId: 96001, field: 'title' }, [
      { dialectId: ES_ES, text: 'La sobremesa' },
      { dialectId: EN_US, text: 'Table talk', status: 2 },
    ]);
    await writeTranslation(db(), { courseId: 1, ref: GLOSSARIES, refId: 96001, field: 'tooltip' }, [{ dialectId: ES_ES, text: 'La charla tras la comida.' }]);
    const [sentence] = await db()
      .select({ id: translations.id })
      .from(translations)
      .where(and(eq(translations.courseId, 1), eq(translations.ref, MODULE.sentences)))
      .orderBy(asc(translations.id))
      .limit(1);
    const [glossary] = await db()
      .select({ id: translations.id })
      .from(translations)
      .where(and(eq(translations.ref, GLOSSARIES), eq(translations.refId, 96001), eq(translations.field, 'tooltip')));
    const [project] = await db()
      .insert(translationProjects)
      .values({ courseId: 1, name: 'Context', fromDialectId: ES_ES, toDialectId: EN_US, freelanceId })
      .returning();
    const items = await db()
      .insert(translationProjectItems)
      .values([glossary, sentence].map((x) => ({ projectId: project.id, translationId: x.id })))
      .returning();

    const g = (await get(`translations/projects/translations/${items[0].id}/context`)).body;
    expect(g).toMatchObject({ kind: 'glossary', refName: 'Glossaries', refId: 96001, field: 'tooltip', readBy: null });
    expect(g.texts).toEqual([
      { field: 'title', fromText: 'La sobremesa', toText: 'Table talk' },
      { field: 'tooltip', fromText: 'La charla tras la comida.', toText: '' },
    ]);
    const s = (await get(`translations/projects/translations/${items[1].id}/context`)).body;
    expect(s).toMatchObject({ kind: 'item', refName: 'Sentences', recordName: 'Sentences' });
    expect(['m', 'f', 'mf']).toContain(s.readBy);
    expect(s.texts.length).toBeGreaterThan(0);
    expect((await get(`translations/projects/translations/${items[0].id}/context`, other)).status).toBe(403);
  });

  it("shows a record of many texts (a demo project's segments) by the texts around the row's own, with the total", async () => {
    const key = (i: number) => ({ courseId: 1, ref: GLOSSARIES, refId: 96002, field: `s${String(i).padStart(2, '0')}` });
    for (let i = 0; i < 30; i++) await writeTranslation(db(), key(i), [{ dialectId: ES_ES, text: `Texto ${i}.` }]);
    const [row] = await db()
      .select({ id: translations.id })
      .from(translations)
      .where(and(eq(translations.ref, GLOSSARIES), eq(translations.refId, 96002), eq(translations.field, 's20')));
    const [project] = await db()
      .insert(translationProjects)
      .values({ courseId: 1, name: 'Many texts', fromDialectId: ES_ES, toDialectId: EN_US, freelanceId })
      .returning();
    const [item] = await db().insert(translationProjectItems).values({ projectId: project.id, translationId: row.id }).returning();
    const ctx = (await get(`translations/projects/translations/${item.id}/context`)).body;
    expect(ctx.total).toBe(30);
    expect(ctx.texts.map((t: { field: string }) => t.field)).toEqual(Array.from({ length: 11 }, (_, k) => `s${15 + k}`));
    expect(ctx.texts[5]).toEqual({ field: 's20', fromText: 'Texto 20.', toText: '' });
  });
});

describe('QA flags on the rows', () => {
  it("carries the AI Review robot (gridRowFields) of the row's record: the CAT's QA filter", async () => {
    const unregister = registerContributions([
      contribute(gridRowFields, {
        fields: async (_db, ref, ids) => new Map(ref === GLOSSARIES && ids.includes(96001) ? [[96001, { aiReview: 1 }]] : []),
      }),
    ]);
    try {
      const [project] = (await get('translations/projects?course=1')).body.filter((p: { name: string }) => p.name === 'Context');
      const rows = (await get(`translations/projects/${project.id}/translations`)).body as Row[];
      expect(rows.find((r) => r.itemId === 96001)?.aiReview).toBe(1);
      const one = (await get(`translations/projects/translations/${rows.find((r) => r.itemId === 96001)!.id}`)).body as Row;
      expect(one.aiReview).toBe(1);
    } finally {
      unregister();
    }
  });
});
