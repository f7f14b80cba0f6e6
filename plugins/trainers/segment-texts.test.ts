import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { TRAINER_SEGMENTS, TRAINERS } from './plugin';

/**
 * Trainer segments as platform translations (ref 3901, field 'text'): the migration that moved
 * them, the concept linker reading them and the AI Review checkers checking them.
 */
let t: LoggedInServer;
let admin: string;
let editor: string; // granted Trainers on course 1 only
let db: Db;

beforeAll(async () => {
  t = await loggedInServer();
  db = t.server.database.db;
  admin = t.admin;
  editor = await t.signIn('segments@example.com', [[1, TRAINERS]]);
}, 300_000);
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method as 'GET', `/api/${url}`, { cookie, body });
const ES_ES = 2;
const ES_MX = 4;
const segmentsOf = async (courseId: number, cookie = admin) => {
  const [trainer] = (await call('GET', `courses/${courseId}/trainers`, undefined, cookie)).body as { id: number }[];
  return (await call('GET', `trainers/${trainer.id}/segments`, undefined, cookie)).body as { id: number; title: string; clDetails: unknown[]; error: string }[];
};

describe('trainer segments as translations', () => {
  it("the migration moves the old table's HTML into translations and drops the table; the check reads them", async () => {
    const [gap] = await segmentsOf(1);
    await db.execute(
      sql.raw(`CREATE TABLE "trainer_segment_targets" ("segment_id" integer NOT NULL, "dialect_id" integer NOT NULL, "html" text DEFAULT '' NOT NULL,
      CONSTRAINT "trainer_segment_targets_segment_id_dialect_id_pk" PRIMARY KEY("segment_id","dialect_id"))`),
    );
    await db.execute(sql.raw(`ALTER TABLE "trainer_segments" ADD COLUMN "cl_details" text DEFAULT '' NOT NULL`));
    await db.execute(sql.raw(`DELETE FROM translations WHERE ref = ${TRAINER_SEGMENTS} AND ref_id = ${gap.id}`));
    await db.execute(
      sql.raw(`INSERT INTO trainer_segment_targets VALUES
      (${gap.id}, ${ES_ES}, '<p>Bebo <span data-gap="1">té</span></p>'), (${gap.id}, ${ES_MX}, '<p>Tomo té</p>')`),
    );
    const migration = readFileSync(new URL('./server/migrations/0001_trainers.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const got = (await call('GET', `trainers/segments/${gap.id}`)).body;
    expect(got.targets.map((x: { html: string }) => x.html)).toEqual(['<p>Bebo <span data-gap="1">té</span></p>', '<p>Tomo té</p>']);
    expect(got.error).toMatch(/gap/i);
    const left = (
      (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'trainer_segment_targets'`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(left[0].n).toBe(0);
    await call('PUT', `trainers/segments/${gap.id}/target-dialect/${ES_MX}`, { html: '<p>Tomo <span data-gap="1">té</span></p>' });
    expect((await call('GET', `trainers/segments/${gap.id}`)).body.error).toBe('');
  });

  it("the concept linker links a segment's text, and the segment list shows its clDetails; another course is refused", async () => {
    const [seg] = await segmentsOf(1, editor);
    const base = `concepts-linker/ref/${TRAINER_SEGMENTS}/refId/${seg.id}`;
    const guess = (await call('GET', `${base}/target-dialect/${ES_ES}/guess`)).body;
    expect(guess.phrase.plain).toBe('Bebo té');
    const concepts = (guess.concepts as { ref: number; refId: number; positions: number[] }[]).map(({ ref, refId, positions }) => ({ ref, refId, positions }));
    const saved = await call('PUT', `${base}/target-dialect/${ES_ES}/links`, { concepts });
    expect(saved.status).toBe(200);
    const [listed] = await segmentsOf(1, editor);
    expect(listed.clDetails).toEqual(saved.body.data.clDetails);
    expect(listed.clDetails).toHaveLength(2);

    const [other] = await segmentsOf(2);
    expect((await call('GET', `concepts-linker/ref/${TRAINER_SEGMENTS}/refId/${other.id}/cl-details`)).status).toBe(403);
  });

  it('the AI Review checkers offer trainer segments and check their texts', async () => {
    const refs = (await call('GET', 'ai/content/dialect/all/checker-refs', undefined, admin)).body as { ref: number; name: string }[];
    expect(refs).toContainEqual(expect.objectContaining({ ref: TRAINER_SEGMENTS, name: 'Trainer segments' }));
    const base = `ai/content/dialect/all/course/1/dialect/${ES_ES}/refs/${TRAINER_SEGMENTS}`;
    const ids = ((await call('GET', `${base}/checker-ref-elements`, undefined, admin)).body as { id: number }[]).map((e) => e.id);
    const segs = await segmentsOf(1);
    expect(ids).toEqual(expect.arrayContaining(segs.map((s) => s.id)));
    // A segment whose es-MX text lost its gap: the es-ES text is flagged for it.
    await call('PUT', `trainers/segments/${segs[1].id}/target-dialect/${ES_MX}`, { html: '<p>Como pan con queso.</p>' });
    const checked = (await call('GET', `${base}/checker-ref-elements-check?ids=${segs[0].id},${segs[1].id}`, undefined, admin)).body as {
      id: number;
      review: number;
    }[];
    expect(checked).toEqual([
      { id: segs[0].id, review: 2 },
      { id: segs[1].id, review: 1 },
    ]);
  });
});
