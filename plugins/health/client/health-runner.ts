import { apiOf, translator, type Api, type HttpClient } from '../../../sdk/client';
import { healthApi, isHealthResult, type HealthCheckDto, type HealthCourse, type HealthGroupDto, type HealthResultDto } from '../public';

/** Spec 1 §4 'Health, per check'. */
export type CheckStatus = 'pending' | 'loading' | 'success' | 'error' | 'skipped';
/** Spec 1 §4 'Health, per course'. */
export type CourseStatus = 'loading' | 'idle' | 'running' | 'attention' | 'error' | 'complete' | 'empty';

export interface CheckState {
  status: CheckStatus;
  /** The last successful result (kept when a later run fails: skipped). */
  result?: HealthResultDto;
  error?: string;
}

export interface CourseRun {
  course: HealthCourse;
  load: 'loading' | 'loaded' | 'error';
  groups: HealthGroupDto[];
  checks: Map<string, CheckState>;
  /** Set while this course's run is queued or under way. */
  running: boolean;
}

const t = translator('health');

/** A course's status as said to the user, in the interface's language. */
export const courseLabel = (status: CourseStatus) => t(`course.${status}`);

export const loadChecksError = () => t('errors.load');
export const checkError = () => t('errors.check');
export const INVALID_RESPONSE = 'Invalid response';

/** A metric that opens records with a count above 0: there is something to fix, whatever the status says. */
const hasRecordsToFix = (r: HealthResultDto) => r.metrics.some((m) => m.ref !== undefined && Number(m.value) > 0);

export type BadgeKind = 'queued' | 'processing' | 'failed' | 'skipped' | 'clear' | 'noData' | 'missing' | 'inProgress' | 'unsupported' | 'attention';

/** Which check badge a check shows (spec 1 §4). */
export function checkBadgeKind(state: CheckState | undefined): BadgeKind {
  switch (state?.status ?? 'pending') {
    case 'pending':
      return 'queued';
    case 'loading':
      return 'processing';
    case 'error':
      return 'failed';
    case 'skipped':
      return 'skipped';
    default:
      break;
  }
  switch (state!.result?.status) {
    // Records left to fix (a metric that opens them) are never 'All clear', whatever the status says.
    case 'complete':
      return hasRecordsToFix(state!.result) ? 'attention' : 'clear';
    case 'empty':
      return 'noData';
    case 'missing':
      return 'missing';
    case 'in-progress':
      return 'inProgress';
    case 'unsupported':
      return 'unsupported';
    default:
      return 'attention';
  }
}

/** Check badge labels (spec 1 §4: 'Queued', 'All clear'…), in the interface's language. */
export const checkBadge = (state: CheckState | undefined): string => t(`badge.${checkBadgeKind(state)}`);

/** Fully clean: ran, complete, nothing left. No 'Re-run check' then. */
export const isClean = (s: CheckState | undefined) =>
  s?.status === 'success' && s.result?.status === 'complete' && s.result.completionPercent >= 100 && !hasRecordsToFix(s.result);

/** A finished check with nothing to act on (clean, no data, or a check that cannot run yet). */
const isFine = (s: CheckState) =>
  s.status === 'success' && ['complete', 'empty', 'unsupported'].includes(s.result?.status ?? '') && !hasRecordsToFix(s.result!);

/**
 * Runs the health checks of the loaded courses: one check at a time over the whole screen (a single
 * queue), courses strictly in sequence. Plain TypeScript, so its order and states are unit-tested
 * with fake timers; the screen re-renders on onChange.
 */
export class HealthRunner {
  readonly courses: CourseRun[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly api: Api;

  constructor(
    http: HttpClient,
    private readonly onChange: () => void = () => undefined,
    /** Module titles, for the checks the server could only label 'Ref 27'. */
    private readonly moduleTitle: (ref: number) => string | undefined = () => undefined,
  ) {
    this.api = apiOf(http);
  }

  /** 'Ref 27' in a check's labels becomes the module's title where the client knows it. */
  private named(check: HealthCheckDto): HealthCheckDto {
    const name = (text: string | undefined) => text?.replace(/\bRef (\d+)\b/g, (ref, id: string) => this.moduleTitle(Number(id)) ?? ref);
    return {
      ...check,
      label: name(check.label)!,
      ...(check.meta ? { meta: { ...check.meta, rowLabel: name(check.meta.rowLabel), refName: name(check.meta.refName) } } : {}),
    };
  }

  course(courseId: number): CourseRun | undefined {
    return this.courses.find((c) => c.course.id === courseId);
  }

  allChecks(run: CourseRun): HealthCheckDto[] {
    return run.groups.flatMap((g) => g.checks);
  }

  /** Replaces the loaded courses with these and loads their checks, every course's in one request. */
  async load(courses: HealthCourse[]): Promise<void> {
    this.courses.splice(
      0,
      this.courses.length,
      ...courses.map((course) => ({
        course,
        load: 'loading' as const,
        groups: [],
        checks: new Map(),
        running: false,
      })),
    );
    this.onChange();
    if (!courses.length) return;
    const res = await this.api.load(healthApi.coursesChecks, { query: { courses: courses.map((c) => c.id).join(',') } });
    for (const run of this.courses) this.loaded(run, res?.find((c) => c.courseId === run.course.id)?.checks);
    this.onChange();
  }

  /** A course's checks as listed by the server, or its load failed (nothing listed). */
  private loaded(run: CourseRun, groups: HealthGroupDto[] | undefined): void {
    if (!Array.isArray(groups)) {
      run.load = 'error';
      return;
    }
    run.load = 'loaded';
    run.groups = groups.filter((g) => g && Array.isArray(g.checks)).map((g) => ({ ...g, checks: g.checks.map((c) => this.named(c)) }));
    run.checks = new Map(this.allChecks(run).map((c) => [c.id, run.checks.get(c.id) ?? { status: 'pending' }]));
  }

  /** Loads (or, after 'Retry', reloads) one course's checks. */
  async loadCourse(courseId: number): Promise<void> {
    const run = this.course(courseId);
    if (!run) return;
    run.load = 'loading';
    this.onChange();
    const res: { checks?: HealthGroupDto[] } | undefined = await this.api.load(healthApi.checks, { params: { courseId } });
    this.loaded(run, res?.checks);
    this.onChange();
  }

  /** Checks ready to run: loaded and at least one check. */
  isReady(run: CourseRun): boolean {
    return run.load === 'loaded' && run.checks.size > 0;
  }

  status(run: CourseRun): CourseStatus {
    if (run.load === 'loading') return 'loading';
    if (run.load === 'error') return 'error';
    const states = [...run.checks.values()];
    if (!states.length) return 'empty';
    if (run.running || states.some((s) => s.status === 'loading')) return 'running';
    if (states.some((s) => s.status === 'error' || s.status === 'skipped' || (s.status === 'success' && !isFine(s)))) return 'attention';
    if (states.some((s) => s.status === 'pending')) return 'idle';
    return 'complete';
  }

  /** The summary line of a course. */
  summary(run: CourseRun): string {
    if (run.load === 'loading') return t('summary.loading');
    if (run.load === 'error') return loadChecksError();
    const states = [...run.checks.values()];
    if (!states.length) return t('summary.none');
    const count = (f: (s: CheckState) => boolean) => states.filter(f).length;
    const attention = count((s) => s.status === 'success' && !isFine(s));
    const parts = [
      t('summary.checks', { count: states.length }),
      t('summary.clear', { count: count(isFine) }),
      t('summary.attention', { count: attention }),
      t('summary.failed', { count: count((s) => s.status === 'error' || s.status === 'skipped') }),
      t('summary.notRun', { count: count((s) => s.status === 'pending' || s.status === 'loading') }),
    ];
    return parts.join(' · ');
  }

  /**
   * Queues a run of one course: 'all' every check, 'unrun' those without a successful result,
   * 'incomplete' those not fully clean. The checks to run become pending (Queued) at once.
   */
  runCourse(courseId: number, which: 'all' | 'unrun' | 'incomplete' = 'all'): Promise<void> {
    const run = this.course(courseId);
    if (!run || !this.isReady(run)) return this.queue;
    const ids = this.allChecks(run)
      .map((c) => c.id)
      .filter((id) => {
        const s = run.checks.get(id);
        if (which === 'unrun') return s?.status !== 'success';
        if (which === 'incomplete') return !isClean(s);
        return true;
      });
    return this.enqueue(run, ids);
  }

  /** 'Run all checks' at the top: every ready course, strictly one after the other. */
  runAll(): Promise<void> {
    let last = this.queue;
    for (const run of this.courses) if (this.isReady(run)) last = this.runCourse(run.course.id, 'all');
    return last;
  }

  /** Retry or 'Re-run check': back to pending, then run in the queue. */
  runCheck(courseId: number, checkId: string): Promise<void> {
    const run = this.course(courseId);
    if (!run || !run.checks.has(checkId)) return this.queue;
    return this.enqueue(run, [checkId]);
  }

  private enqueue(run: CourseRun, ids: string[]): Promise<void> {
    if (!ids.length) return this.queue;
    for (const id of ids) run.checks.set(id, { ...run.checks.get(id)!, status: 'pending', error: undefined });
    run.running = true;
    this.onChange();
    this.queue = this.queue.then(async () => {
      try {
        for (const id of ids) await this.runOne(run, id);
      } finally {
        run.running = false;
        this.onChange();
      }
    });
    return this.queue;
  }

  private async runOne(run: CourseRun, checkId: string): Promise<void> {
    const check = this.allChecks(run).find((c) => c.id === checkId);
    const before = run.checks.get(checkId);
    if (!check || !before) return;
    run.checks.set(checkId, { ...before, status: 'loading' });
    this.onChange();
    let result: HealthResultDto | undefined;
    let error: string | undefined;
    try {
      const res: unknown = await this.api.load(healthApi.check, { params: { courseId: run.course.id, checkId: check.id } });
      if (res === undefined) error = checkError();
      else if (!isHealthResult(res)) error = INVALID_RESPONSE;
      else result = res;
    } catch (e) {
      error = e instanceof Error && e.message ? e.message : checkError();
    }
    if (result) run.checks.set(checkId, { status: 'success', result });
    else run.checks.set(checkId, { status: before.result ? 'skipped' : 'error', result: before.result, error });
    this.onChange();
  }
}
