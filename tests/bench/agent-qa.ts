/**
 * Agent QA on the demo (a fresh in-memory demo database, as the route tests use): for every agent
 * type Agent QA offers, one QA job per demo course on its first source dialect, run by the local
 * provider through the queue; the pass rate per agent type and course. Target: at least 90% of at
 * least 10 validated items per course (issue 14).
 */
import { COURSES } from '../../core/server/demo/platform-data';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/server';
import type { BenchRow, BenchTable } from './lib/table';

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

export default async function agentQaBench(): Promise<BenchTable> {
  const t = await startTestServer({ taskConcurrency: 0 });
  try {
    const cookie = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
    const figures = await qaFigures(t, cookie);
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
    return {
      title: 'Agent QA on the demo data (local agents)',
      rows,
      notes: figures.map(
        (f) => `${f.agentType} · ${f.courseCode} (source dialect ${COURSES.find((c) => c.id === f.courseId)!.sources[0]}): ${f.passed} / ${f.total}`,
      ),
    };
  } finally {
    await t.close();
  }
}
