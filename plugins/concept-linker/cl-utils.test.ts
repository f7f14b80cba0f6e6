import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatableTexts } from '../../sdk/server';
import { lessonPlacements } from '../lesson-outline/public';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { contribute, MODULE, registerContributions } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
}, 300_000);
afterAll(() => t.close());

const get = (url: string) => t.call('GET', `/api/${url}`, { cookie: admin });
type Use = { id: number; nUses: number };
const REF = 9200; // texts of records placed in lessons: 6001 in lesson 2, 6002 in lesson 7
const SENTENCE = 900_101; // a sentence: no lesson

describe('lesson utilities: usage counts up to the chosen lesson', () => {
  it('counts the linked texts of lessons up to and including lessonPos, and texts of no lesson always', async () => {
    const panel = ((await get('groups/1/panels-cl-utils')).body as Use[])[0];
    const voc = ((await get('groups/1/voc-cl-utils')).body as Use[])[0];
    const remove = registerContributions([
      contribute(translatableTexts, {
        ref: REF,
        field: 'text',
        name: 'Placed texts',
        linkable: true,
        records: () => sql`select 6001 as id union all select 6002`,
      }),
      contribute(lessonPlacements, { ref: REF, placed: () => sql`select 6001 as id, 2 as position union all select 6002, 7` }),
    ]);
    const db = t.server.database.db;
    try {
      // Each text links the panel and the entry; lesson 2's text twice (two places, one text).
      await db.execute(sql`insert into concept_links (course_id, ref, ref_id, dialect_id, concept_ref, concept_ref_id, positions) values
        (1, ${REF}, 6001, 2, ${MODULE.panels}, ${panel.id}, '{0}'), (1, ${REF}, 6001, 2, ${MODULE.panels}, ${panel.id}, '{2}'),
        (1, ${REF}, 6002, 2, ${MODULE.panels}, ${panel.id}, '{0}'), (1, 16, ${SENTENCE}, 2, ${MODULE.panels}, ${panel.id}, '{0}'),
        (1, ${REF}, 6001, 2, 22, ${voc.id}, '{1}'), (1, ${REF}, 6002, 4, 22, ${voc.id}, '{1}'), (1, 16, ${SENTENCE}, 2, 22, ${voc.id}, '{1}')`);
      const panelAt = async (q: string) => ((await get(`groups/1/panels-cl-utils${q}`)).body as Use[]).find((p) => p.id === panel.id)!.nUses;
      const vocAt = async (q: string) => ((await get(`groups/1/refs/22/cl-utils-uses${q}`)).body as Use[]).find((v) => v.id === voc.id)!.nUses;
      expect(await panelAt('?lessonPos=1')).toBe(panel.nUses + 1); // the sentence only
      expect(await panelAt('?lessonPos=2')).toBe(panel.nUses + 2);
      expect(await panelAt('?lessonPos=6')).toBe(panel.nUses + 2);
      expect(await panelAt('?lessonPos=7')).toBe(panel.nUses + 3);
      expect(await panelAt('')).toBe(panel.nUses + 3); // no lesson chosen: every lesson
      const vocBase = (((await get('groups/1/refs/22/cl-utils-uses?lessonPos=1')).body as Use[]).find((v) => v.id === voc.id)?.nUses ?? 0) - 1;
      expect(await vocAt('?lessonPos=2')).toBe(vocBase + 2);
      expect(await vocAt('?lessonPos=7')).toBe(vocBase + 3);
      expect(await vocAt('?lessonPos=abc')).toBe(vocBase + 3);
      // Another course sees none of these links.
      expect(((await get('groups/2/refs/22/cl-utils-uses')).body as Use[]).some((v) => v.id === voc.id)).toBe(false);
    } finally {
      remove();
      await db.execute(sql`delete from concept_links where (ref = ${REF} and ref_id in (6001, 6002)) or (ref = 16 and ref_id = ${SENTENCE})`);
    }
    // Once the owner no longer places its records, they belong to no lesson: never cut.
    expect((await get('groups/1/panels-cl-utils?lessonPos=1')).body).toContainEqual(panel);
  });

  it('answers the counts of the demo texts only for a concept type', async () => {
    const uses = (await get('groups/1/refs/22/cl-utils-uses')).body as Use[];
    expect(uses.length).toBeGreaterThan(0); // the demo sentences come linked
    expect(uses.every((u) => u.nUses > 0)).toBe(true);
    expect(await get('groups/1/refs/16/cl-utils-uses')).toEqual({ status: 400, body: { error: 'Not a concept type', fields: { ref: 'Not a concept type' } } });
  });
});
