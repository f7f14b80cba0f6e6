import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';
import { DIALOG_SEGMENTS } from '../dialogs/public';
import { READING_TEXTS } from '../readings/public';
import { TRANSLATIONS } from './plugin';

let t: LoggedInServer;
let cookie: string;
beforeAll(async () => {
  t = await loggedInServer();
  cookie = await t.signIn('demo-project@example.com', [[1, TRANSLATIONS]]);
});
afterAll(() => t.close());

const get = (path: string) => t.call('GET', `/api/${path}`, { cookie });
type Row = { id: number; ref: number; refName: string; itemId: number; fromText: string; toText: string; currentText: string; status: number };

describe("the demo's course-texts project", () => {
  it("holds the course's real texts (panel sentences, dialog segments, reading texts), waiting, listed after the Demo project", async () => {
    const projects = (await get('translations/projects?course=1')).body as { id: number; name: string; items: number }[];
    expect(projects.map((p) => p.name)).toEqual(['Demo: es-ES into en-US', 'Course texts: es-ES into en-US']);
    const rows = (await get(`translations/projects/${projects[1].id}/translations`)).body as Row[];
    expect(projects[1].items).toBe(rows.length);
    const kinds = new Map(rows.map((r) => [r.ref, r.refName]));
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        [MODULE.sentences, 'Sentences'],
        [DIALOG_SEGMENTS, 'Dialog segments'],
        [READING_TEXTS, 'Reading texts'],
      ]),
    );
    expect(kinds.size).toBe(3);
    expect(rows.length).toBeLessThanOrEqual(12);
    // Real records' texts, nothing of the project record itself, all still to translate.
    expect(rows.every((r) => r.ref !== TRANSLATIONS && r.fromText.trim() !== '' && r.toText === '' && r.status === 0)).toBe(true);
    expect(rows.some((r) => /segment-|example-/.test(r.fromText))).toBe(false);
    // The texts not yet done in en-US come first: the demo's dialog segments wait for their English.
    expect(rows.filter((r) => r.ref === DIALOG_SEGMENTS).every((r) => r.currentText === '')).toBe(true);
    // The CAT's context block shows the real record, not 'Translation Projects #n'.
    const segment = rows.find((r) => r.ref === DIALOG_SEGMENTS)!;
    const context = (await get(`translations/projects/translations/${segment.id}/context`)).body;
    expect(context.refName).toBe('Dialog segments');
    expect(context.refName).not.toBe('Translation Projects');
  });
});
