/**
 * Agent QA on the demo (a fresh in-memory demo database, as the route tests use): for every agent
 * type Agent QA offers, one QA job per demo course on its first source dialect, run by the local
 * provider through the queue; the pass rate per agent type and course. Target: at least 90% of at
 * least 10 validated items per course (issue 14).
 */
import { COURSES } from '../../core/server/demo/platform-data';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/server';
import type { BenchRow, BenchTable } from './lib/table';
import { judgeProposal } from '../../plugins/translations/server/proposer-qa';
import type { ProposerAnswer } from '../../plugins/translations/server/proposer';

const QA_TASK = 'agent-qa.item';
const TARGET = 0.9;
const MIN_ITEMS = 10;

export interface QaFigure {
  agentType: string;
  courseId: number;
  courseCode: string;
  total: number;
  passed: number;
}

/** Runs one QA job per agent type and demo course (those named in `only`, by agent type or course code, when given); the figures, with the job ids. */
export async function qaFigures(t: TestServer, cookie: string, only?: string[]): Promise<(QaFigure & { jobId: number })[]> {
  const types = (await t.call('GET', '/api/agent-qa/types', { cookie })).body.agent_types as { value: string }[];
  const out: (QaFigure & { jobId: number })[] = [];
  for (const { value: agentType } of types) {
    if (only && types.some((x) => only.includes(x.value)) && !only.includes(agentType)) continue;
    for (const c of COURSES) {
      if (only && COURSES.some((x) => only.includes(x.code)) && !only.includes(c.code)) continue;
      const created = await t.call('POST', '/api/agent-qa', {
        cookie,
        body: { name: `${agentType} ${c.code}`, agent_type: agentType, dialect_id: c.sources[0], courses: [c.id] },
      });
      if (created.status !== 200) throw new Error(`${agentType} ${c.code}: ${JSON.stringify(created.body)}`);
      const jobId = created.body.data.id as number;
      while (await t.server.tasks.runOnce(QA_TASK, 50));
      const items = (await t.call('GET', `/api/agent-qa/${jobId}/items`, { cookie })).body as { test_result: string | null }[];
      out.push({ agentType, courseId: c.id, courseCode: c.code, total: items.length, passed: items.filter((i) => i.test_result === 'pass').length, jobId });
    }
  }
  return out;
}

const PROPOSER = 'translation-proposer';

/**
 * The translation proposer's precision (issue 42): of its answers on validated texts, those a
 * pre-translation writes (above the confidence floor), the share accepted as-is and the share
 * unrelated to the validated text (0 expected).
 */
async function proposerRows(t: TestServer, cookie: string, jobIds: number[]): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const counts = { none: 0, accepted: 0, edited: 0, unrelated: 0 };
  const unrelated: string[] = [];
  for (const jobId of jobIds) {
    const items = (await t.call('GET', `/api/agent-qa/${jobId}/items`, { cookie })).body as {
      actual_result: ProposerAnswer | null;
      expected_result: string;
      item_info: { target_translation: string };
    }[];
    for (const i of items) {
      if (!i.actual_result) continue;
      const v = judgeProposal(i.actual_result, i.expected_result);
      counts[v]++;
      if (v === 'unrelated') unrelated.push(`${i.item_info.target_translation} → ${i.actual_result.translation} (expected ${i.expected_result})`);
    }
  }
  const asked = counts.none + counts.accepted + counts.edited + counts.unrelated;
  const proposed = asked - counts.none;
  const share = (n: number) => `${n} / ${proposed} (${proposed ? ((100 * n) / proposed).toFixed(1) : '0'}%)`;
  return {
    rows: [
      { metric: `${PROPOSER}: proposals written (above the floor) of texts asked`, value: `${proposed} / ${asked}`, target: '—', met: true },
      { metric: `${PROPOSER}: proposals accepted as-is`, value: share(counts.accepted), target: '—', met: true },
      { metric: `${PROPOSER}: proposals a translator edits (half their words or more shared)`, value: share(counts.edited), target: '—', met: true },
      { metric: `${PROPOSER}: unrelated proposals`, value: share(counts.unrelated), target: '0', met: counts.unrelated === 0 },
    ],
    notes: unrelated.map((u) => `unrelated: ${u}`),
  };
}

export default async function agentQaBench(): Promise<BenchTable> {
  const t = await startTestServer({ taskConcurrency: 0 });
  try {
    const cookie = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
    const figures = await qaFigures(t, cookie, process.env.BENCH_QA_ONLY?.split(','));
    const rows: BenchRow[] = [];
    for (const type of [...new Set(figures.map((f) => f.agentType))]) {
      const mine = figures.filter((f) => f.agentType === type);
      const total = mine.reduce((n, f) => n + f.total, 0);
      const passed = mine.reduce((n, f) => n + f.passed, 0);
      const worst = mine.filter((f) => f.total).sort((a, b) => a.passed / a.total - b.passed / b.total)[0];
      rows.push({
        metric: `${type}: pass rate (all courses)`,
        value: `${passed} / ${total} (${total ? ((100 * passed) / total).toFixed(1) : '0'}%)`,
        target: `≥ ${TARGET * 100}%`,
        met: total > 0 && passed / total >= TARGET,
      });
      rows.push({
        metric: `${type}: worst course`,
        value: worst ? `${worst.courseCode} ${worst.passed} / ${worst.total}` : 'no items',
        target: `≥ ${TARGET * 100}% of ≥ ${MIN_ITEMS}`,
        met: !!worst && worst.total >= MIN_ITEMS && worst.passed / worst.total >= TARGET,
      });
    }
    const proposer = await proposerRows(
      t,
      cookie,
      figures.filter((f) => f.agentType === PROPOSER).map((f) => f.jobId),
    );
    rows.push(...proposer.rows);
    return {
      title: 'Agent QA on the demo data (local agents)',
      rows,
      notes: [
        ...proposer.notes,
        ...figures.map(
          (f) => `${f.agentType} · ${f.courseCode} (source dialect ${COURSES.find((c) => c.id === f.courseId)!.sources[0]}): ${f.passed} / ${f.total}`,
        ),
      ],
    };
  } finally {
    await t.close();
  }
}
