import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { BOOK_CHAPTER_TEXTS, BOOKS } from './plugin';

/**
 * Chapter texts as platform translations (ref 3801, field 'text'): the migration that moved them,
 * the concept linker reading and linking them, and the AI Review checkers finding the demo's flaw.
 */
let t: LoggedInServer;
let admin: string;
let editor: string; // granted Books on course 1 only
let db: Db;

beforeAll(async () => {
  t = await loggedInServer();
  db = t.server.database.db;
  admin = t.admin;
  editor = await t.signIn('chapters@example.com', [[1, BOOKS]]);
}, 300_000);
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method as 'GET', `/api/${url}`, { cookie, body });
const ES_ES = 2;
const ES_MX = 4;

/** The chapter texts of a course's demo book, in book, chapter and text order. */
async function textsOf(courseId: number, bookTitle: string, cookie = admin): Promise<number[]> {
  const [book] = (await call('GET', `courses/${courseId}/books?text=${encodeURIComponent(bookTitle)}`, undefined, cookie)).body as { id: number }[];
  const chapters = (await call('GET', `books/${book.id}/chapters`, undefined, cookie)).body as { id: number }[];
  const ids: number[] = [];
  for (const c of chapters) ids.push(...((await call('GET', `books/chapters/${c.id}/texts`, undefined, cookie)).body as { id: number }[]).map((x) => x.id));
  return ids;
}

describe('the migration of chapter texts to translations', () => {
  it('moves each text of the old table into its translation, done when written and pending when empty, and drops the table', async () => {
    const [text] = await textsOf(1, 'Un día en el mercado');
    const empty = (await call('POST', `books/chapters/${(await call('GET', `books/chapters/texts/${text}`)).body.chapterId}/texts/new`, { title: 'Vacío' }))
      .body.data.id as number;
    // The table as migration 0000 made it, with rows of an older database.
    await db.execute(
      sql.raw(`CREATE TABLE "book_chapter_text_targets" ("text_id" integer NOT NULL, "dialect_id" integer NOT NULL, "html" text DEFAULT '' NOT NULL,
      CONSTRAINT "book_chapter_text_targets_text_id_dialect_id_pk" PRIMARY KEY("text_id","dialect_id"))`),
    );
    await db.execute(sql.raw(`ALTER TABLE "book_chapter_texts" ADD COLUMN "cl_details" text DEFAULT '' NOT NULL`));
    await db.execute(sql.raw(`DELETE FROM translations WHERE ref = ${BOOK_CHAPTER_TEXTS} AND ref_id IN (${text}, ${empty})`));
    await db.execute(
      sql.raw(
        `INSERT INTO book_chapter_text_targets VALUES (${text}, ${ES_ES}, '<p>Cafe\u0301 viejo</p>'), (${text}, ${ES_MX}, '<p>Café de antes</p>'), (${empty}, ${ES_ES}, '')`,
      ),
    );

    const migration = readFileSync(new URL('./server/migrations/0001_books.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const moved = (await call('GET', `books/chapters/texts/${text}`)).body;
    expect(moved.targets.map((x: { dialectId: number; html: string }) => [x.dialectId, x.html])).toEqual([
      [ES_ES, '<p>Café viejo</p>'],
      [ES_MX, '<p>Café de antes</p>'],
    ]);
    expect(moved.targets[0].html).toBe('<p>Café viejo</p>'.normalize('NFC'));
    const statuses = (
      (await db.execute(
        sql.raw(`SELECT t.ref_id, tt.dialect_id, tt.status FROM translations t JOIN translation_texts tt ON tt.translation_id = t.id
      WHERE t.ref = ${BOOK_CHAPTER_TEXTS} AND t.field = 'text' AND t.ref_id IN (${text}, ${empty}) ORDER BY t.ref_id, tt.dialect_id`),
      )) as unknown as { rows: unknown[] }
    ).rows;
    expect(statuses).toEqual([
      { ref_id: text, dialect_id: ES_ES, status: 2 },
      { ref_id: text, dialect_id: ES_MX, status: 2 },
      { ref_id: empty, dialect_id: ES_ES, status: 0 },
    ]);
    const left = (
      (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'book_chapter_text_targets'`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(left[0].n).toBe(0);
    expect((await call('DELETE', `books/chapters/texts/${empty}`)).status).toBe(200);
  });
});

describe('the concept linker on chapter texts', () => {
  it('guesses and stores links of a chapter text, answers its clDetails, and shows them in the chapter', async () => {
    const [text] = await textsOf(1, 'Cartas a un amigo', editor);
    const base = `concepts-linker/ref/${BOOK_CHAPTER_TEXTS}/refId/${text}`;
    // The demo links its texts as an editor would have: start from none.
    for (const d of [ES_ES, ES_MX]) expect((await call('PUT', `${base}/target-dialect/${d}/links`, { concepts: [] })).status).toBe(200);
    const guess = await call('GET', `${base}/target-dialect/${ES_ES}/guess`);
    expect(guess.status).toBe(200);
    expect(guess.body.phrase.plain).toBe('Querido amigo: cada mañana como pan y bebo café.');
    const concepts = (guess.body.concepts as { ref: number; refId: number; positions: number[] }[]).map(({ ref, refId, positions }) => ({
      ref,
      refId,
      positions,
    }));
    expect(concepts.length).toBeGreaterThan(0);
    const saved = await call('PUT', `${base}/target-dialect/${ES_ES}/links`, { concepts });
    expect(saved.status).toBe(200);
    const share = saved.body.data.clDetails[0].conceptLinkerCoverage as number;
    expect(share).toBeGreaterThan(0);
    expect(saved.body.data.clDetails).toEqual([
      { dialectId: ES_ES, dialectCode: 'es-ES', conceptLinker: share === 100, conceptLinkerCoverage: share },
      { dialectId: ES_MX, dialectCode: 'es-MX', conceptLinker: false, conceptLinkerCoverage: 0 },
    ]);
    // The books' own answers carry the same details: the text, and the chapter's list of texts.
    const got = (await call('GET', `books/chapters/texts/${text}`)).body;
    expect(got.clDetails).toEqual(saved.body.data.clDetails);
    const listed = (await call('GET', `books/chapters/${got.chapterId}/texts`)).body as { id: number; clDetails: unknown }[];
    expect(listed.find((x) => x.id === text)!.clDetails).toEqual(saved.body.data.clDetails);
    const other = listed.find((x) => x.id !== text)!;
    expect(other.clDetails).toEqual((await call('GET', `concepts-linker/ref/${BOOK_CHAPTER_TEXTS}/refId/${other.id}/cl-details`)).body);
  });

  it("refuses another course's chapter text (403) and answers 404 for an unknown one", async () => {
    const [other] = await textsOf(2, '', admin);
    expect((await call('GET', `concepts-linker/ref/${BOOK_CHAPTER_TEXTS}/refId/${other}/cl-details`)).status).toBe(403);
    expect((await call('GET', `concepts-linker/ref/${BOOK_CHAPTER_TEXTS}/refId/${other}/cl-details`, undefined, admin)).status).toBe(200);
    expect((await call('GET', `concepts-linker/ref/${BOOK_CHAPTER_TEXTS}/refId/2147000001/cl-details`)).status).toBe(404);
  });

  it('offers chapter texts to the linker checker, which checks them', async () => {
    const refs = (await call('GET', 'concepts-linker/checker-refs', undefined, admin)).body as { ref: number; name: string }[];
    expect(refs).toContainEqual({ ref: BOOK_CHAPTER_TEXTS, name: 'Chapter texts' });
    const ids = (
      await call('GET', `groups/1/refs/${BOOK_CHAPTER_TEXTS}/target-dialects/${ES_ES}/checker-ref-elements?startLesson=1&endLesson=7`, undefined, admin)
    ).body as number[];
    // Lessons 3 and 6 of the two books' chapters (3, 6, 8, 10): four chapters, two texts each.
    expect(ids).toHaveLength(4);
    const checked = (
      await call('GET', `groups/1/refs/${BOOK_CHAPTER_TEXTS}/target-dialects/${ES_ES}/checker-ref-elements-check?ids=${ids.join(',')}`, undefined, admin)
    ).body;
    expect(checked.map((c: { id: number }) => c.id)).toEqual(ids);
    // A text without links (the demo leaves one in five for the editors) is never done.
    for (const c of checked as { id: number; conceptLinkerDone: boolean }[]) {
      const details = (await call('GET', `concepts-linker/ref/${BOOK_CHAPTER_TEXTS}/refId/${c.id}/cl-details`, undefined, admin)).body as {
        dialectId: number;
        conceptLinkerCoverage: number;
      }[];
      if (details.find((d) => d.dialectId === ES_ES)!.conceptLinkerCoverage === 0) expect(c.conceptLinkerDone).toBe(false);
    }
  });
});

describe('the AI Review checkers on chapter texts', () => {
  it('a Source&Target run over the chapter texts in es-MX flags the seeded lost tag only, and explains it', async () => {
    const base = `ai/content/dialect/all/course/1/dialect/${ES_MX}/refs/${BOOK_CHAPTER_TEXTS}`;
    const refs = (await call('GET', 'ai/content/dialect/all/checker-refs', undefined, admin)).body as { ref: number; name: string; batchSize: number }[];
    expect(refs).toContainEqual(expect.objectContaining({ ref: BOOK_CHAPTER_TEXTS, name: 'Chapter texts', batchSize: 5 }));
    expect((await call('PUT', `${base}/checker-run`, { running: true }, admin)).status).toBe(200);
    let state = { complete: false, running: true, fails: 0, total: 0, checked: 0 };
    for (let i = 0; i < 600 && !(state.complete && !state.running); i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await call('GET', `${base}/checker-run`, undefined, admin)).body;
    }
    const texts = [...(await textsOf(1, 'Un día en el mercado')), ...(await textsOf(1, 'Cartas a un amigo'))];
    expect(state).toMatchObject({ complete: true, total: texts.length, checked: texts.length, fails: 1 });
    const flawed = texts.at(-1)!;
    const reviews = (await call('GET', `ai/courses/1/reviews?ref=${BOOK_CHAPTER_TEXTS}&dialectId=${ES_MX}`, undefined, admin)).body as {
      refId: number;
      status: number;
      response: string;
    }[];
    expect(reviews.filter((r) => r.status === 1)).toEqual([expect.objectContaining({ refId: flawed, response: expect.stringContaining('<b>') })]);
    expect(reviews.filter((r) => r.status === 2)).toHaveLength(texts.length - 1);
  });
});
