import { contributionsTo, type Db } from '../../../sdk/server';
import { inflectTables } from '../../inflection/public';
import { CONJ_STATE, MODULE } from '../../../sdk/shared';
import { conjugate, ruleFor } from '../shared/conjugate';
import { ownerOf } from './batch';
import { courseRules } from './rule-store';
import type { ReportRow } from '../public';

/**
 * The Voc Report (spec 3 §7 'target-dialects/{d}/conjugations-report'): per course vocabulary entry
 * with a word in the dialect and a word class, its forms by state, and what the rules would change:
 * forms missing, and regular forms that differ from the rules' (an irregular form not marked so, or
 * a rule to fix). Entries of classes without rules and without forms are left out.
 */
export async function conjugationsReport(db: Db, courseId: number, dialectId: number) {
  const owner = ownerOf(MODULE.vocsCourse);
  const { rules, changes } = await courseRules(db, courseId);
  const tableIds = new Map<string, number[] | null>();
  const rows: ReportRow[] = [];
  for (const id of await owner.records(db, courseId, dialectId)) {
    const [word, wordClass, forms, gender] = await Promise.all([
      owner.baseWord(db, id, dialectId),
      owner.wordClass(db, id),
      owner.read(db, id, dialectId),
      owner.gender?.(db, id, dialectId),
    ]);
    if (!word || !wordClass) continue;
    const rule = ruleFor(rules, wordClass, word.normalize('NFC').trim(), gender ?? undefined);
    if (!rule && !forms.length) continue;
    if (!tableIds.has(wordClass)) {
      tableIds.set(
        wordClass,
        (await Promise.all(contributionsTo(inflectTables).map((t) => t.inflectIds(db, courseId, dialectId, wordClass)))).find((x) => x) ?? null,
      );
    }
    const inTable = tableIds.get(wordClass);
    const computed = conjugate(word, wordClass, rules, changes, gender ?? undefined).filter((f) => !inTable || inTable.includes(f.inflectId));
    const byId = new Map(forms.map((f) => [f.inflectId, f]));
    const count = (state: number) => forms.filter((f) => f.conjState === state).length;
    rows.push({
      id,
      word,
      wordClass,
      rule: rule?.name ?? '',
      forms: forms.length,
      regular: count(CONJ_STATE.REGULAR),
      change: count(CONJ_STATE.CHANGE),
      irregular: count(CONJ_STATE.IRREGULAR),
      locked: count(CONJ_STATE.LOCKED_NONE),
      missing: computed.filter((c) => !byId.has(c.inflectId)).map((c) => c.inflectId),
      differs: computed
        .filter((c) => {
          const f = byId.get(c.inflectId);
          return f && (f.conjState === CONJ_STATE.REGULAR || f.conjState === CONJ_STATE.NONE) && f.word !== c.word;
        })
        .map((c) => c.inflectId),
    });
  }
  rows.sort((a, b) => a.wordClass.localeCompare(b.wordClass) || a.word.localeCompare(b.word) || a.id - b.id);
  const sum = (k: 'forms' | 'regular' | 'change' | 'irregular' | 'locked') => rows.reduce((n, r) => n + r[k], 0);
  return {
    dialectId,
    summary: {
      entries: rows.length,
      withoutRule: rows.filter((r) => !r.rule).length,
      forms: sum('forms'),
      regular: sum('regular'),
      change: sum('change'),
      irregular: sum('irregular'),
      locked: sum('locked'),
      missing: rows.reduce((n, r) => n + r.missing.length, 0),
      differs: rows.reduce((n, r) => n + r.differs.length, 0),
    },
    rows,
  };
}
