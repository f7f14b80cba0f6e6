import { sql } from 'drizzle-orm';
import { conceptLinks, contributionsTo, courseDialectList, insertMany, matchPhrase, rowsOf, translatableTexts, type Db } from '../../../sdk/server';
import { guessLinks } from '../../../sdk/server';
import { languageOfDialect, plainOf, tokenize } from '../../../sdk/shared';
import { vocConceptType } from '../server/concept-type';

/** One demo text in N is left unlinked: work for the editors and the validators. */
export const UNLINKED_EVERY = 5;

/**
 * The concept links an editor would have made in the demo's linkable texts of a course (sentences,
 * segments, reading, chapter and trainer texts: every `translatableTexts` owner that is
 * linkable): in each target dialect, the linker's cover of the text by the course vocabulary,
 * stored in concept_links (the SDK's concept-link storage), for all but one text in UNLINKED_EVERY
 * of each kind (and the last of a kind with fewer texts).
 */
export async function linkDemoTexts(db: Db, courseId: number): Promise<number> {
  const targets = await courseDialectList(db, courseId, 'target');
  const owners = contributionsTo(translatableTexts).filter((o) => o.linkable);
  const rows: (typeof conceptLinks.$inferInsert)[] = [];
  for (const d of targets) {
    const lang = languageOfDialect(d.dialectCode);
    for (const owner of owners) {
      const texts = rowsOf<{ id: number; text: string }>(
        await db.execute(sql`
        select t.ref_id as id, tt.text from translations t
          join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${d.dialectId}
         where t.ref = ${owner.ref} and t.course_id = ${courseId} and t.field = ${owner.field} and tt.text <> ''
         order by t.ref_id`),
      );
      for (const [i, { id, text }] of texts.entries()) {
        if (i % UNLINKED_EVERY === UNLINKED_EVERY - 1 || (texts.length < UNLINKED_EVERY && i === texts.length - 1)) continue;
        const tokens = tokenize(plainOf(text), lang);
        const candidates = await matchPhrase(vocConceptType, db, courseId, d.dialectId, tokens, lang);
        for (const c of guessLinks(tokens.length, candidates, [], true).concepts) {
          rows.push({
            courseId,
            ref: owner.ref,
            refId: Number(id),
            dialectId: d.dialectId,
            conceptRef: c.ref,
            conceptRefId: c.refId,
            positions: c.positions,
            inflectStudied: c.inflectStudied ?? null,
          });
        }
      }
    }
  }
  await insertMany(db, conceptLinks, rows);
  return rows.length;
}
