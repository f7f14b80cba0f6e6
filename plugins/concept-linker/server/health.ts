import { sql } from 'drizzle-orm';
import { courseDialectList, percentOf, statusOf, type Db, type HealthCheckProvider, type HealthMetric, type HealthResult } from '../../../sdk/server';
import { languageOfDialect, phraseDone, plainOf, tokenize } from '../../../sdk/shared';
import type { DialectRef } from '../../../sdk/shared';
import type { CheckerRef } from '../public';
import { checkerRefs, textField } from './linker';
import { rowsOf } from '../../../sdk/server';

/** Per checker ref: how many of its texts in the dialect are linkable, carry links, are done; the first lacking links. */
export interface RefCoverage extends CheckerRef {
  linkable: number;
  linked: number;
  done: number;
  /** Ids of the linkable texts without any link, ascending. */
  lacking: number[];
}

/** What the linker's tokenizer needs to find a word: a letter (any script, ideographs too) or a digit. */
const HAS_WORD = /[\p{L}\p{Nd}]/u;

/**
 * Concept-link coverage of one ref's texts in one target dialect of the course. A text is
 * **linkable** when the record has a text in the dialect (its translation's field 'text') with at
 * least one word once the markup is dropped (a letter or a digit: what the linker's tokenizer
 * makes a word of); a record without a text there, or a text of punctuation only, has nothing to
 * link (translation completeness reports a missing text). A linkable text **carries links** when
 * at least one concept link is stored for it in the dialect, and is **done** when its links cover
 * every word without overlap (clDetails' conceptLinker, on the tokenized text).
 */
export async function refCoverage(db: Db, courseId: number, dialect: DialectRef, r: CheckerRef): Promise<RefCoverage> {
  const rows = rowsOf<{ id: number; text: string; links: unknown }>(
    await db.execute(sql`
    with links as (
      select l.ref_id, json_agg(l.positions order by l.id) as links from concept_links l
       where l.ref = ${r.ref} and l.dialect_id = ${dialect.dialectId} and l.course_id = ${courseId}
       group by l.ref_id)
    select t.ref_id as id, tt.text, links.links
      from translations t
      join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${dialect.dialectId}
      left join links on links.ref_id = t.ref_id
     where t.course_id = ${courseId} and t.ref = ${r.ref} and t.field = ${textField(r.ref)} and tt.text <> ''
     order by t.ref_id`),
  );
  const lang = languageOfDialect(dialect.dialectCode);
  const out: RefCoverage = { ...r, linkable: 0, linked: 0, done: 0, lacking: [] };
  for (const row of rows) {
    const plain = plainOf(row.text);
    // A word-like segment has a letter or a digit; tokenizing (the costly part) only the linked texts.
    if (!HAS_WORD.test(plain)) continue;
    out.linkable++;
    const positions = (typeof row.links === 'string' ? JSON.parse(row.links) : (row.links ?? [])) as number[][];
    if (!positions.length) {
      out.lacking.push(Number(row.id));
      continue;
    }
    out.linked++;
    if (
      phraseDone(
        tokenize(plain, lang).length,
        positions.map((p) => ({ positions: p })),
      )
    )
      out.done++;
  }
  return out;
}

/** The result of a target dialect over the checker refs: share of linkable texts carrying links. */
export function coverageResult(refs: RefCoverage[]): HealthResult {
  const sum = (f: (r: RefCoverage) => number) => refs.reduce((n, r) => n + f(r), 0);
  const linkable = sum((r) => r.linkable);
  const linked = sum((r) => r.linked);
  const metrics: HealthMetric[] = [
    { label: 'Linkable texts', value: linkable },
    { label: 'With links', value: linked },
    { label: 'Fully linked', value: sum((r) => r.done) },
    // One metric per ref, so that each opens the module listing its records.
    ...refs.map((r) => ({
      label: `${r.name} without links`,
      value: r.lacking.length,
      ...(r.lacking.length ? { ref: r.ref, search: String(r.lacking[0]) } : {}),
    })),
  ];
  return { completionPercent: percentOf(linked, linkable), status: statusOf(linked, linkable), metrics };
}

/**
 * Concept-link coverage (health), one tile per target dialect of the course: the share of the
 * linkable texts of the checker refs (sentences) that carry concept links; see refCoverage.
 */
export const conceptLinkHealth: HealthCheckProvider = {
  id: 'concept-links',
  async groups({ db, courseId }) {
    const refs = checkerRefs();
    if (!refs.length) return [];
    const targets = await courseDialectList(db, courseId, 'target');
    return [
      {
        title: 'Concept links',
        layout: 'tiles',
        checks: targets.map((d) => ({
          id: `concept-links.${d.dialectId}`,
          label: `Concept-link coverage (${d.dialectCode})`,
          meta: { dialectId: d.dialectId, dialectCode: d.dialectCode, columnId: d.dialectId, columnLabel: d.dialectCode },
          run: async (db: Db, courseId: number) => {
            const per: RefCoverage[] = [];
            for (const r of refs) per.push(await refCoverage(db, courseId, d, r));
            return coverageResult(per);
          },
        })),
      },
    ];
  },
};
