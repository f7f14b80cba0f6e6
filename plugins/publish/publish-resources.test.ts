import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { DIALOG_SEGMENTS } from '../dialogs/public';
import { READING_TEXTS, READING_TITLES } from '../readings/public';

/** Every content type a lesson shows is a publish resource, checked in the dialects it must have text in. */
let t: LoggedInServer;
beforeAll(async () => {
  t = await loggedInServer();
}, 300_000);
afterAll(() => t.close());

const get = (url: string) => t.call('GET', `/api/${url}`, { cookie: t.admin });

interface Check {
  ids: number[];
  details: { refId: number; error: string }[];
}

describe('publish resources', () => {
  it('counts exercises, reading exercises, dialog titles, glossaries, panel intros and trainer titles', async () => {
    const refs = ((await get('groups/1/publish-resources')).body as { ref: number; name: string }[]).map((r) => [r.ref, r.name]);
    expect(refs).toEqual(
      expect.arrayContaining([
        [MODULE.exercise, 'Exercises'],
        [MODULE.reading, 'Reading exercises'],
        [READING_TITLES, 'Reading titles'],
        [MODULE.dialog, 'Dialog titles'],
        [MODULE.glossaries, 'Glossaries'],
        [MODULE.panelIntro, 'Panel intros'],
        [MODULE.trainer, 'Trainer titles'],
      ]),
    );
  });

  it("Health's Publish readiness shows every resource, reading titles too, with the check's figures", async () => {
    const groups = (await get('courses/1/health/checks')).body.checks as { title: string; checks: { id: string; label: string }[] }[];
    const group = groups.find((g) => g.title === 'Publish readiness')!;
    const resources = (await get('groups/1/publish-resources')).body as { ref: number; name: string }[];
    expect(group.checks.map((c) => c.label)).toEqual(resources.map((r) => `Ready to publish: ${r.name}`));
    for (const ref of [READING_TITLES, MODULE.exercise]) {
      const check = (await get(`groups/1/refs/${ref}/publish-check`)).body as Check;
      const result = (await get(`courses/1/health/checks/publish.${ref}`)).body as { metrics: { label: string; value: number; ref?: number }[] };
      expect(result.metrics.map((m) => m.value)).toEqual([check.ids.length + check.details.length, check.details.length]);
    }
    // The demo's exercise left empty in es-MX fails: the metric opens Exercises on it.
    const exercises = (await get(`courses/1/health/checks/publish.${MODULE.exercise}`)).body as { metrics: { ref?: number; search?: string }[] };
    expect(exercises.metrics[1]).toMatchObject({ ref: MODULE.exercise, search: expect.any(String) });
  });

  it('checks trainer titles in the source dialects, where they are written, not in the targets', async () => {
    const trainers = (await get('courses/1/trainers')).body as { id: number }[];
    const check = (await get(`groups/1/refs/${MODULE.trainer}/publish-check`)).body as Check;
    expect(check.details).toEqual([]);
    expect(check.ids).toEqual(trainers.map((x) => x.id).sort((a, b) => a - b));
  });

  it("checks the texts a lesson shows with their translation in the learners' dialects (the course's sources) too; the others in the targets", async () => {
    const db = t.server.database.db;
    const blank = (ref: number, id: number, dialectId: number, text: string) =>
      db.execute(sql`update translation_texts tt set text = ${text} from translations t
        where tt.translation_id = t.id and t.ref = ${ref} and t.ref_id = ${id} and tt.dialect_id = ${dialectId} returning tt.text`);
    const textOf = async (ref: number, id: number, dialectId: number) =>
      rowsOf<{ text: string }>(
        await db.execute(sql`select tt.text from translation_texts tt join translations t on t.id = tt.translation_id
          where t.ref = ${ref} and t.ref_id = ${id} and tt.dialect_id = ${dialectId}`),
      )[0].text;
    const GB = 1;
    const segment = ((await get(`groups/1/refs/${MODULE.segment}/publish-check`)).body as Check).ids[0];
    const sentence = ((await get(`groups/1/refs/${MODULE.sentences}/publish-check`)).body as Check).ids[0];
    const kept = [await textOf(MODULE.segment, segment, GB), await textOf(MODULE.sentences, sentence, GB)];
    try {
      await blank(MODULE.segment, segment, GB, '');
      await blank(MODULE.sentences, sentence, GB, '');
      const segments = (await get(`groups/1/refs/${MODULE.segment}/publish-check`)).body as Check;
      expect(segments.details).toContainEqual(expect.objectContaining({ refId: segment, error: 'No text in en-GB' }));
      // A sentence is not shown with its translation on its own: its targets are enough.
      expect(((await get(`groups/1/refs/${MODULE.sentences}/publish-check`)).body as Check).ids).toContain(sentence);
    } finally {
      await blank(MODULE.segment, segment, GB, kept[0]);
      await blank(MODULE.sentences, sentence, GB, kept[1]);
    }
    // The first demo course is in translation: its dialog lines wait for their English, in both dialects.
    const dialog = ((await get('courses/1/dialogs')).body as { id: number }[])[0];
    const lines = (await get(`dialogs/${dialog.id}/segments`)).body as { id: number }[];
    const dialogSegments = (await get(`groups/1/refs/${DIALOG_SEGMENTS}/publish-check`)).body as Check;
    for (const line of lines) expect(dialogSegments.details).toContainEqual(expect.objectContaining({ refId: line.id, error: 'No text in en-US, en-GB' }));
  });

  it('a clean demo course passes every check, and its publication holds the texts of every ready record', async () => {
    // The demo leaves one sentence target empty in every course, for AI Review to find: an editor fills it first.
    const seeded = ((await get(`groups/2/refs/${MODULE.sentences}/publish-check`)).body as Check).details;
    expect(seeded.length).toBeLessThanOrEqual(1);
    for (const d of seeded) {
      const res = await t.call('PUT', `/api/sentences/${d.refId}/target-dialect/2`, { cookie: t.admin, body: { text: 'Una frase completa.', status: 2 } });
      expect(res.status).toBe(200);
    }
    // A segment with a title and the others without one: a title is published where there is one.
    const dialogs = (await get('courses/2/dialogs')).body as { id: number; title: string }[];
    const segments = (await get(`dialogs/${dialogs[0].id}/segments`)).body as { id: number; speakerId: number }[];
    const titled = segments[0];
    const saved = await t.call('PUT', `/api/dialogs/segments/${titled.id}`, { cookie: t.admin, body: { speakerId: titled.speakerId, title: 'En la barra' } });
    expect(saved.status).toBe(200);
    const resources = (await get('groups/2/publish-resources')).body as { ref: number; name: string }[];
    const checks = new Map<number, Check>();
    for (const r of resources) checks.set(r.ref, (await get(`groups/2/refs/${r.ref}/publish-check`)).body);
    expect([...checks].filter(([, c]) => c.details.length).map(([ref, c]) => [ref, c.details])).toEqual([]);

    const started = await t.call('POST', '/api/groups/2/publications', { cookie: t.admin, body: {} });
    expect(started.status).toBe(200);
    const version = started.body.data.version;
    let status = started.body.data.status;
    for (let i = 0; status === 'running' && i < 600; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = ((await get('groups/2/publications')).body as { version: number; status: string }[]).find((p) => p.version === version)?.status;
    }
    expect(status).toBe('published');
    const snapshot = (await get(`groups/2/publications/${version}`)).body as {
      texts: { ref: number; refId: number; field: string; dialectCode: string; text: string }[];
    };
    for (const r of resources) {
      const published = [...new Set(snapshot.texts.filter((x) => x.ref === r.ref).map((x) => x.refId))].sort((a, b) => a - b);
      expect([r.name, published]).toEqual([r.name, checks.get(r.ref)!.ids]);
    }
    // Each in its dialects: an exercise in the target (es-ES), a trainer title in the source (fr-FR),
    // a dialog title (a column) as it is.
    const dialects = (ref: number) => [...new Set(snapshot.texts.filter((x) => x.ref === ref).map((x) => x.dialectCode))];
    expect(dialects(MODULE.exercise)).toEqual(['es-ES']);
    expect(dialects(MODULE.trainer)).toEqual(['fr-FR']);
    expect(snapshot.texts).toContainEqual({ ref: MODULE.dialog, refId: dialogs[0].id, field: 'title', dialectCode: 'es-ES', text: dialogs[0].title });
    // Dialog segments' and reading texts' titles, columns too, with their HTML.
    const titles = (ref: number) => snapshot.texts.filter((x) => x.ref === ref && x.field === 'title').map((x) => [x.refId, x.text]);
    expect(titles(DIALOG_SEGMENTS)).toEqual([[titled.id, 'En la barra']]);
    expect(checks.get(DIALOG_SEGMENTS)!.ids).toEqual(expect.arrayContaining(segments.map((x) => x.id)));
    const readings = (await get('courses/2/readings')).body as { id: number }[];
    const texts = (await Promise.all(readings.map(async (r) => (await get(`readings/${r.id}/texts`)).body as { id: number; title: string }[]))).flat();
    expect(texts.filter((x) => x.title).length).toBeGreaterThan(0);
    expect(titles(READING_TEXTS)).toEqual(expect.arrayContaining(texts.filter((x) => x.title).map((x) => [x.id, x.title])));
    expect(titles(READING_TEXTS).length).toBe(texts.filter((x) => x.title).length);
    // A reading's own title, a resource of its own (ref 28 is its exercises'): every reading's, in its lesson.
    const readingTitles = (await get('courses/2/readings')).body as { id: number; title: string }[];
    expect(readingTitles.length).toBeGreaterThan(0);
    expect(checks.get(READING_TITLES)!.ids).toEqual(readingTitles.map((x) => x.id).sort((a, b) => a - b));
    expect(titles(READING_TITLES)).toEqual(expect.arrayContaining(readingTitles.map((x) => [x.id, x.title])));
    expect(titles(MODULE.reading).map(([, text]) => text)).not.toEqual(expect.arrayContaining(readingTitles.map((x) => x.title)));
  });
});
