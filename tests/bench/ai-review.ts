/**
 * AI Review's local checks on the demo's seeded set (issue 23): the Sources, Targets and
 * Source&Target checkers run as queued batches (started by the checker-run route, as the screen
 * does) over the seeded content type of every demo course; per check kind, the seeded flaws it
 * found (recall) and the texts it flagged that carry that flaw (precision). The seeded set is the
 * demo's own (`seededRecords`), never written here.
 */
import { startTestServer, TEST_ADMIN } from '../support/server';
import { checkSeededSet, figuresOf, ratio } from '../../plugins/ai-review/seeded-figures';
import { CHECKER_KINDS } from '../../plugins/ai-review/shared';
import type { BenchRow, BenchTable } from './lib/table';

const TARGET = 0.9;
const pct = (n: number, d: number) => `${n} / ${d} (${(100 * ratio(n, d)).toFixed(1)}%)`;

export default async function aiReviewBench(): Promise<BenchTable> {
  const t = await startTestServer({ taskConcurrency: 0 });
  try {
    const texts = await checkSeededSet(t, await t.login(TEST_ADMIN.login, TEST_ADMIN.password));
    const rows: BenchRow[] = [];
    for (const f of figuresOf(texts)) {
      rows.push({
        metric: `${f.check}: recall (seeded flaws found)`,
        value: f.seeded ? pct(f.found, f.seeded) : 'none seeded',
        target: `≥ ${TARGET * 100}%`,
        met: f.seeded > 0 && ratio(f.found, f.seeded) >= TARGET,
      });
      rows.push({
        metric: `${f.check}: precision (flagged texts seeded with it)`,
        value: f.flagged ? pct(f.right, f.flagged) : 'nothing flagged',
        target: `≥ ${TARGET * 100}%`,
        met: ratio(f.right, f.flagged) >= TARGET,
      });
    }
    const clean = texts.filter((x) => !x.mistake);
    return {
      title: "AI Review's local checks on the demo's seeded set",
      rows,
      notes: [
        `${texts.length} texts checked (${texts.filter((x) => x.mistake).length} seeded, ${clean.length} clean, ${new Set(texts.map((x) => x.courseId)).size} courses × ${CHECKER_KINDS.length} checkers); clean texts flagged: ${clean.filter((x) => x.checks.length).length}`,
        ...CHECKER_KINDS.map((k) => {
          const o = figuresOf(texts.filter((x) => x.checker === k)).at(-1)!;
          return `${k} checker: recall ${pct(o.found, o.seeded)}, precision ${pct(o.right, o.flagged)}`;
        }),
        ...texts
          .filter((x) => x.mistake && !x.checks.includes(x.mistake))
          .map((x) => `missed: ${x.checker} course ${x.courseId} record ${x.refId} (${x.mistake}${x.checks.length ? `; flagged ${x.checks.join(', ')}` : ''})`),
        ...texts
          .filter((x) => x.checks.some((c) => c !== x.mistake))
          .map(
            (x) =>
              `flagged beside its seeded flaw: ${x.checker} course ${x.courseId} record ${x.refId} (${x.checks.join(', ')}; seeded ${x.mistake ?? 'none'})`,
          ),
      ],
    };
  } finally {
    await t.close();
  }
}
