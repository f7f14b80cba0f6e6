import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { BoardType, MODULE } from '../../sdk/shared';
import type { FeedbackLesson } from '../feedback/public';
import { READING_TITLES } from '../readings/public';

/**
 * A course's path through the API on a fresh demo database (issue 41): outline, wizard, boards and
 * feedback agree. A user with the outline, boards and feedback grants of course 1 does it all.
 */

let t: LoggedInServer;
let user: string;
beforeAll(async () => {
  t = await loggedInServer();
  user = await t.signIn('workflow@example.com', [
    [1, MODULE.lessonOutline],
    [1, MODULE.boards],
    [1, MODULE.feedback],
    [1, MODULE.segment],
    [1, MODULE.sdl],
    [1, MODULE.publish],
  ]);
}, 300_000);
afterAll(() => t?.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
  const res = await t.call(method, `/api/${url}`, { cookie: user, body });
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return method === 'GET' ? res.body : res.body.data;
};
interface Lesson {
  id: number;
  position: number;
  cycles: { id: number; activities: { activityId: number; ref: number; refId: number; title: string }[] }[];
}
const outline = async (): Promise<Lesson[]> => call('GET', 'groups/1/dialects/default/lessonOutline');

describe('the course workflow', () => {
  it('outline → wizard → boards with the records titles; a deleted lesson leaves no hole; the feedback of a tracked activity', async () => {
    // A lesson with a cycle playing records of five kinds, picked from the planner's banks.
    const lesson = (await call('POST', 'groups/1/lesson/new')) as { id: number; position: number };
    const cycle = (await call('POST', `lessons/${lesson.id}/cycle/new`)).id as number;
    const kinds = [MODULE.vocsCourse, MODULE.panels, MODULE.dialog, MODULE.reading, MODULE.exercise];
    const picked = new Map<number, { id: number; title: string }>();
    // The panel (with two segments), the dialog, the reading and the exercise are new: played first in this
    // lesson (a record's lesson is the first that plays it), in no board yet, the dialog rated below from no rating.
    const stamp = Date.now();
    const admin = async (url: string, body: unknown) => (await t.call('POST', `/api/${url}`, { cookie: t.admin, body })).body.data.id as number;
    const fresh = new Map<number, number>([
      [MODULE.panels, await admin('groups/1/panels', { title: `Workflow panel ${stamp}` })],
      [MODULE.dialog, await admin('courses/1/dialogs', { title: `Workflow dialog ${stamp}` })],
      [MODULE.reading, await admin('courses/1/readings', { title: `Workflow reading ${stamp}` })],
      [
        MODULE.exercise,
        await admin('groups/1/exercises', {
          targets: [
            { dialectId: 2, text: '<p>Completa la frase.</p>' },
            { dialectId: 4, text: '<p>Completa la frase.</p>' },
          ],
        }),
      ],
    ]);
    for (let i = 0; i < 2; i++) await admin('courses/1/segments', { panelId: fresh.get(MODULE.panels) });
    for (const [i, ref] of kinds.entries()) {
      const bank = (await call('GET', `groups/1/lessonOutline/bank/${ref}`)) as { id: number; title: string; position: string | null }[];
      const record = fresh.has(ref) ? bank.find((b) => b.id === fresh.get(ref))! : (bank.find((b) => b.position === null) ?? bank[0]);
      picked.set(ref, record);
      await call('PUT', `lessonOutline/lessonCycle/${cycle}/add-activity`, { destinationPos: i + 1, ref, activityId: record.id });
    }
    const [shown] = (await outline()).filter((l) => l.id === lesson.id);
    expect(shown.cycles[0].activities.map((a) => [a.ref, a.refId, a.title])).toEqual(kinds.map((ref) => [ref, picked.get(ref)!.id, picked.get(ref)!.title]));

    // The wizard at the spec's path, for the lesson's range: the panel, its segments, the dialog, the reading and the exercise go to To do.
    const range = { startPos: lesson.position, endPos: lesson.position };
    const wizard = async (type: BoardType) => (await call('PUT', `courses/1/wizard/board-types/${type}/states/move-todo`, range)).moved as number;
    expect(await wizard(BoardType.PANEL_SENTENCES)).toBe(1);
    for (const type of [BoardType.DIALOGS, BoardType.READINGS, BoardType.EXERCISES]) expect(await wizard(type)).toBe(1);
    const panel = picked.get(MODULE.panels)!;
    const segments = (await t.call('GET', `/api/courses/1/segments?panel=${panel.id}`, { cookie: t.admin })).body as { id: number; target: string }[];
    expect(await wizard(BoardType.SEGMENTS)).toBe(segments.length);
    for (const type of [BoardType.PANEL_SENTENCES, BoardType.DIALOGS, BoardType.SEGMENTS]) expect(await wizard(type)).toBe(0);

    // The cards on the boards carry their records' titles, in the lesson's folder.
    const boards = (await call('GET', 'courses/1/boards')) as { id: number; type: number }[];
    const todo = async (type: BoardType) =>
      ((await call('GET', `boards/${boards.find((b) => b.type === type)!.id}/cards`)).todo as { cardRefId: number; title: string; folder: string }[]).filter(
        (c) => c.folder === `Lesson ${lesson.position}`,
      );
    expect((await todo(BoardType.PANEL_SENTENCES)).map((c) => [c.cardRefId, c.title])).toEqual([[panel.id, panel.title]]);
    // The demo has boards of those two types only: the dialog, reading and exercise are in To do, at the lesson.
    for (const [type, ref] of [
      [BoardType.DIALOGS, MODULE.dialog],
      [BoardType.READINGS, MODULE.reading],
      [BoardType.EXERCISES, MODULE.exercise],
    ] as const)
      expect(await call('GET', `board-types/${type}/ref-ids/${picked.get(ref)!.id}/states-history?course=1`)).toMatchObject({
        state: 1,
        history: [{ fromState: 0, toState: 1, message: `Wizard: lessons ${lesson.position} to ${lesson.position}` }],
      });
    const segmentCards = await todo(BoardType.SEGMENTS);
    expect(segmentCards.map((c) => c.cardRefId).sort((a, b) => a - b)).toEqual(segments.map((s) => s.id).sort((a, b) => a - b));
    for (const c of segmentCards) {
      const text = segments.find((x) => x.id === c.cardRefId)!.target;
      expect(c.title).toBe(text || `#${c.cardRefId}`);
    }

    // The lesson's texts: the new segments' Spanish written in the Segments editor, their English (both
    // learner dialects of the course, which the check asks for) through the CAT's calls (a project of
    // the lesson's range per dialect, its rows saved done), then the course publishes and the
    // publication holds every text of the lesson's records, with their translations.
    const [ES, MX, US, GB] = [2, 4, 3, 1];
    for (const [i, s] of segments.entries())
      for (const d of [ES, MX]) await call('PUT', `segments/${s.id}/target-dialect/${d}`, { text: `<p>Frase ${i + 1} de la lección.</p>`, status: 2 });
    const untranslated = (await call('GET', `groups/1/refs/${MODULE.segment}/publish-check`)) as { details: { refId: number; error: string }[] };
    for (const s of segments) expect(untranslated.details).toContainEqual(expect.objectContaining({ refId: s.id, error: 'No text in en-US, en-GB' }));
    for (const [dialectId, english] of [
      [US, 'Sentence'],
      [GB, 'Phrase'],
    ] as const) {
      const project = (await call('POST', 'courses/1/translations/projects', {
        ref: MODULE.segment,
        dialectId,
        freelanceId: await t.userId('workflow@example.com'),
        startLesson: lesson.position,
        endLesson: lesson.position,
      })) as { id: number };
      const rows = ((await call('GET', `translations/projects/${project.id}/CAT`)) as { projectRows: { id: number; fromText: string }[] }).projectRows;
      for (const [i, s] of segments.entries()) {
        const row = rows.find((r) => r.fromText === `<p>Frase ${i + 1} de la lección.</p>`)!;
        expect(row, `segment ${s.id} in the project`).toBeDefined();
        await call('PUT', `translations/projects/translations/${row.id}`, { toText: `<p>${english} ${i + 1} of the lesson.</p>`, status: 2 });
      }
    }
    const lessonRecords: [number, number[]][] = [
      [MODULE.segment, segments.map((x) => x.id)],
      [MODULE.dialog, [picked.get(MODULE.dialog)!.id]],
      [READING_TITLES, [picked.get(MODULE.reading)!.id]],
      [MODULE.exercise, [picked.get(MODULE.exercise)!.id]],
      [MODULE.vocsCourse, [picked.get(MODULE.vocsCourse)!.id]],
    ];
    for (const [ref, ids] of lessonRecords) expect((await call('GET', `groups/1/refs/${ref}/publish-check`)).ids).toEqual(expect.arrayContaining(ids));
    const started = (await call('POST', 'groups/1/publications', {})) as { version: number; status: string };
    let status = started.status;
    while (status !== 'published' && status !== 'failed') {
      await new Promise((r) => setTimeout(r, 100));
      status = ((await call('GET', 'groups/1/publications')) as { version: number; status: string }[]).find((p) => p.version === started.version)!.status;
    }
    expect(status).toBe('published');
    const published = (
      (await call('GET', `groups/1/publications/${started.version}`)) as { texts: { ref: number; refId: number; dialectCode: string; text: string }[] }
    ).texts;
    for (const [ref, ids] of lessonRecords)
      for (const id of ids)
        expect(
          published.some((x) => x.ref === ref && x.refId === id),
          `${ref} #${id}`,
        ).toBe(true);
    for (const [i, s] of segments.entries())
      expect(published.filter((x) => x.ref === MODULE.segment && x.refId === s.id).map((x) => [x.dialectCode, x.text])).toEqual(
        expect.arrayContaining([
          ['es-ES', `<p>Frase ${i + 1} de la lección.</p>`],
          ['es-MX', `<p>Frase ${i + 1} de la lección.</p>`],
          ['en-US', `<p>Sentence ${i + 1} of the lesson.</p>`],
          ['en-GB', `<p>Phrase ${i + 1} of the lesson.</p>`],
        ]),
      );
    expect(published).toContainEqual(
      expect.objectContaining({ ref: READING_TITLES, refId: picked.get(MODULE.reading)!.id, text: picked.get(MODULE.reading)!.title }),
    );

    // Deleting a lesson in the middle leaves the lessons at 1..n, no hole; ours moved up.
    const before = (await outline()).filter((l) => l.position < 1000);
    await call('DELETE', `lessons/${before[2].id}`);
    const after = (await outline()).filter((l) => l.position < 1000);
    expect(after.map((l) => l.position)).toEqual(before.slice(1).map((_, i) => i + 1));
    expect(after.find((l) => l.id === lesson.id)!.position).toBe(lesson.position - 1);

    // The dialog activity, tracked and rated: the report shows its tracking and its ratings' median, as its form does.
    const dialog = picked.get(MODULE.dialog)!;
    await call('PUT', 'feedback/courses/1/tracking', { ref: MODULE.dialog, refId: dialog.id, tracking: true });
    for (const rating of [900, 700, 800, 950, 600])
      await call('POST', 'feedback/courses/1/ratings', { ref: MODULE.dialog, refId: dialog.id, dialectId: ES, rating });
    const report = (await call('GET', `feedback/courses/1/report?start=${lesson.position - 1}&end=${lesson.position - 1}`)) as FeedbackLesson[];
    const activity = report[0].cycles[0].activities.find((a) => a.ref === MODULE.dialog)!;
    expect(activity).toMatchObject({ id: dialog.id, title: dialog.title, tracking: true });
    expect(activity.feedback).toEqual([{ dialectId: ES, dialectCode: 'es-ES', n: 5, median: 800 }]);
    const form = (await t.call('GET', `/api/dialogs/${dialog.id}`, { cookie: t.admin })).body;
    expect(form.feedbackTracking).toBe(true);
    expect(form.feedback.find((f: { dialectId: number }) => f.dialectId === ES)).toMatchObject({ n: 5, median: 800 });
  });
});
