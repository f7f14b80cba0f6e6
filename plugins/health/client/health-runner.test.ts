import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HealthGroupDto } from '../types';
import { HealthRunner, checkBadge, type CourseRun } from './health-runner';
import type { Params } from '../../../sdk/client';
import { fakeHttp } from '../../../tests/support/client';
import { checksByCourse } from './checks-by-course.fixture';

const group = (courseId: number, ids: string[]): HealthGroupDto => ({
  title: 'G',
  layout: 'tiles',
  checks: ids.map((id) => ({ id, label: id, endpoint: `courses/${courseId}/health/checks/${id}` })),
});
const ok = (completionPercent = 100, status = 'complete') => ({ completionPercent, metrics: [{ label: 'n', value: 1 }], status });

/** A fake server: each GET takes 100 ms; answers are set per path (a function to change them between runs). */
function fakeServer(answers: Record<string, unknown | (() => unknown)>) {
  const calls: string[] = [];
  const active = { now: 0, max: 0 };
  const get = vi.fn(async (path: string, params?: Params) => {
    calls.push(path);
    active.now++;
    active.max = Math.max(active.max, active.now);
    await new Promise((r) => setTimeout(r, 100));
    active.now--;
    const answerOf = (p: string) => {
      const a = answers[p];
      return typeof a === 'function' ? (a as () => unknown)() : a;
    };
    return path === 'health/checks' ? checksByCourse(answerOf, params) : answerOf(path);
  });
  const http = fakeHttp({ get });
  return { http, calls, active };
}

const states = (run: CourseRun) => Object.fromEntries([...run.checks].map(([id, s]) => [id, s.status]));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('health runner', () => {
  it('runs one check at a time and courses strictly in sequence, with the per-check and per-course states', async () => {
    const { http, calls, active } = fakeServer({
      'courses/1/health/checks': { checks: [group(1, ['a', 'b'])] },
      'courses/2/health/checks': { checks: [group(2, ['c'])] },
      'courses/3/health/checks': { checks: [] },
      'courses/1/health/checks/a': ok(),
      'courses/1/health/checks/b': ok(50, 'in-progress'),
      'courses/2/health/checks/c': ok(),
    });
    const r = new HealthRunner(http);
    const loaded = r.load([
      { id: 1, name: 'One' },
      { id: 2, name: 'Two' },
      { id: 3, name: 'Three' },
    ]);
    expect(r.courses.map((c) => r.status(c))).toEqual(['loading', 'loading', 'loading']);
    await vi.advanceTimersByTimeAsync(100);
    await loaded;
    const [one, two, three] = r.courses;
    expect([r.status(one), r.status(two), r.status(three)]).toEqual(['idle', 'idle', 'empty']);
    expect(calls).toEqual(['health/checks']); // every course's checks in one request
    expect(checkBadge(one.checks.get('a'))).toBe('Queued');

    calls.length = 0;
    active.max = 0; // the checks run one at a time
    const done = r.runAll();
    expect(states(one)).toEqual({ a: 'pending', b: 'pending' });
    await vi.advanceTimersByTimeAsync(1);
    expect(states(one)).toEqual({ a: 'loading', b: 'pending' });
    expect(states(two)).toEqual({ c: 'pending' });
    expect([r.status(one), r.status(two)]).toEqual(['running', 'running']);
    expect(checkBadge(one.checks.get('a'))).toBe('Processing…');
    await vi.advanceTimersByTimeAsync(100);
    expect(states(one)).toEqual({ a: 'success', b: 'loading' });
    expect(states(two)).toEqual({ c: 'pending' }); // the next course waits for this one
    await vi.advanceTimersByTimeAsync(100);
    expect(states(one)).toEqual({ a: 'success', b: 'success' });
    expect(r.status(one)).toBe('attention'); // b is in progress
    expect(states(two)).toEqual({ c: 'loading' });
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(r.status(two)).toBe('complete');
    expect(calls).toEqual(['courses/1/health/checks/a', 'courses/1/health/checks/b', 'courses/2/health/checks/c']);
    expect(active.max).toBe(1);
    expect(checkBadge(one.checks.get('a'))).toBe('All clear');
    expect(checkBadge(one.checks.get('b'))).toBe('In progress');
    expect(r.summary(one)).toBe('2 checks · 1 clear · 1 needs attention · 0 failed · 0 not run');

    // Re-run incomplete runs only b.
    calls.length = 0;
    const again = r.runCourse(1, 'incomplete');
    await vi.advanceTimersByTimeAsync(100);
    await again;
    expect(calls).toEqual(['courses/1/health/checks/b']);
  });

  it('a failed load is error, or skipped after an earlier success; an invalid shape fails; retry resets to pending', async () => {
    let bAnswer: unknown = undefined; // the HTTP client answers undefined on failure
    let aAnswer: unknown = ok();
    const { http } = fakeServer({
      'courses/1/health/checks': { checks: [group(1, ['a', 'b', 'c'])] },
      'courses/1/health/checks/a': () => aAnswer,
      'courses/1/health/checks/b': () => bAnswer,
      'courses/1/health/checks/c': { completionPercent: '100', metrics: [] },
    });
    const r = new HealthRunner(http);
    const loaded = r.load([{ id: 1, name: 'One' }]);
    await vi.advanceTimersByTimeAsync(100);
    await loaded;
    const [one] = r.courses;
    const first = r.runCourse(1);
    await vi.advanceTimersByTimeAsync(300);
    await first;
    expect(states(one)).toEqual({ a: 'success', b: 'error', c: 'error' });
    expect(one.checks.get('c')!.error).toBe('Invalid response');
    expect(one.checks.get('b')!.error).toBe('Unable to load this check. Please try again.');
    expect(r.status(one)).toBe('attention');
    expect(checkBadge(one.checks.get('b'))).toBe('Failed');

    aAnswer = { metrics: [] }; // now malformed: a had a success, so it is skipped and keeps its result
    const rerun = r.runCheck(1, 'a');
    expect(states(one).a).toBe('pending');
    await vi.advanceTimersByTimeAsync(100);
    await rerun;
    expect(one.checks.get('a')).toMatchObject({ status: 'skipped', result: { completionPercent: 100 } });
    expect(checkBadge(one.checks.get('a'))).toBe('Skipped');

    bAnswer = ok(100, 'complete');
    aAnswer = ok();
    const retry = r.runCourse(1, 'unrun');
    expect(states(one)).toEqual({ a: 'pending', b: 'pending', c: 'pending' });
    await vi.advanceTimersByTimeAsync(300);
    await retry;
    expect(states(one)).toEqual({ a: 'success', b: 'success', c: 'error' });
  });

  it('a course whose checks cannot load is in error until a retry loads them; only ready courses run', async () => {
    let answer: unknown = undefined;
    const { http, calls } = fakeServer({ 'courses/1/health/checks': () => answer, 'courses/1/health/checks/a': ok() });
    const r = new HealthRunner(http);
    const loaded = r.load([{ id: 1, name: 'One' }]);
    await vi.advanceTimersByTimeAsync(100);
    await loaded;
    const [one] = r.courses;
    expect(r.status(one)).toBe('error');
    expect(r.summary(one)).toBe('Unable to load health checks for this course.');
    calls.length = 0;
    await r.runAll();
    expect(calls).toEqual([]);
    answer = { checks: [group(1, ['a'])] };
    const retried = r.loadCourse(1);
    expect(r.status(one)).toBe('loading');
    await vi.advanceTimersByTimeAsync(100);
    await retried;
    expect(r.status(one)).toBe('idle');
  });

  it("never shows 'All clear' for a check that still names records to fix, and names modules instead of 'Ref 27'", async () => {
    const check = (label: string, rowLabel: string) => ({
      id: label,
      label,
      endpoint: `courses/1/health/checks/${label}`,
      meta: { rowId: 27, rowLabel, ref: 27, refName: rowLabel },
    });
    const { http } = fakeServer({
      'courses/1/health/checks': {
        checks: [{ title: 'T', layout: 'matrix', checks: [check('Translations: Ref 27, es-ES', 'Ref 27'), check('Translations: Ref 99, es-ES', 'Ref 99')] }],
      },
    });
    const r = new HealthRunner(http, undefined, (ref) => (ref === 27 ? 'Lesson Titles' : undefined));
    const loaded = r.load([{ id: 1, name: 'One' }]);
    await vi.advanceTimersByTimeAsync(100);
    await loaded;
    const [known, unknown] = r.courses[0].groups[0].checks;
    expect(known.label).toBe('Translations: Lesson Titles, es-ES');
    expect(known.meta?.rowLabel).toBe('Lesson Titles');
    expect(unknown.label).toBe('Translations: Ref 99, es-ES');

    const result = (withErrors: number) => ({
      status: 'success' as const,
      result: {
        completionPercent: 100,
        status: 'complete' as const,
        metrics: [
          { label: 'Items', value: 3 },
          { label: 'With errors', value: withErrors, ref: 14, search: '5' },
        ],
      },
    });
    expect(checkBadge(result(3))).toBe('Needs attention');
    expect(checkBadge(result(0))).toBe('All clear');
  });
});
