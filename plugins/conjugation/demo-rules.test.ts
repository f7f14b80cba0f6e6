import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE, type InflectForm, type InflectView } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
}, 300_000);
afterAll(() => t.close());

/** Demo course → its first target dialect, per language. */
const COURSES = { es: [1, 2], en: [3, 3], fr: [4, 5], de: [5, 7], it: [6, 8], ru: [7, 9] } as const;
const show = (f: InflectForm[]) => f.map((x) => `${x.inflectId}:${x.word}:${x.conjState}`).join(' ');

describe("the demo's conjugation rules", () => {
  it.each(Object.entries(COURSES))(
    "conjugate the demo's %s verbs as the demo vocabulary has them (its checked irregular forms kept)",
    async (_lang, [courseId, dialectId]) => {
      const entries = (await t.call('GET', `/api/courses/${courseId}/vocs`, { cookie: admin })).body as { id: number; title: string }[];
      const differences: string[] = [];
      let verbs = 0;
      let regular = 0;
      for (const e of entries) {
        const path = `/api/refs/${MODULE.vocsCourse}/ref-ids/${e.id}/dialects/${dialectId}`;
        const view = (await t.call('GET', `${path}/inflects`, { cookie: admin })).body as InflectView;
        if (view.wordClass !== 'verb' || !view.forms.some((f) => f.inflectId > 200 && f.inflectId < 300)) continue;
        verbs++;
        regular += view.forms.filter((f) => f.conjState === 1).length;
        const auto = (await t.call('PUT', `${path}/auto-inflect`, { cookie: admin, body: { inflects: view.forms } })).body.data.forms as InflectForm[];
        // Forms the demo lacks (a 2pl) may be added; every form it has must come out the same.
        const changed = view.forms.filter((f) => !auto.some((a) => a.inflectId === f.inflectId && a.word === f.word));
        if (changed.length) differences.push(`${view.word}: ${show(view.forms)} → ${show(auto)}`);
      }
      expect(verbs).toBeGreaterThan(3);
      // Most forms are the rules' own (regular); the rest were marked irregular by the demo.
      expect(regular).toBeGreaterThan(15);
      expect(differences).toEqual([]);
    },
  );
});
