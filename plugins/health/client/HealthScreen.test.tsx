// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Navigation, Params } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { HealthGroupDto } from '../types';
import { checksByCourse } from './checks-by-course.fixture';
import HealthScreen from './HealthScreen';

const MATRIX: HealthGroupDto = {
  title: 'Translation completeness',
  layout: 'matrix',
  config: { rowLabel: 'Kind' },
  checks: [
    {
      id: 't.16.2',
      label: 'Translations: Sentences, es-ES',
      endpoint: 'courses/1/health/checks/t.16.2',
      meta: { rowId: '16', rowLabel: 'Sentences', columnId: 2, columnLabel: 'es-ES' },
    },
    {
      id: 't.16.3',
      label: 'Translations: Sentences, en-US',
      endpoint: 'courses/1/health/checks/t.16.3',
      meta: { rowId: '16', rowLabel: 'Sentences', columnId: 3, columnLabel: 'en-US' },
    },
    {
      id: 't.14.2',
      label: 'Translations: Items, es-ES',
      endpoint: 'courses/1/health/checks/t.14.2',
      meta: { rowId: '14', rowLabel: 'Items', columnId: 2, columnLabel: 'es-ES' },
    },
  ],
};

function setup() {
  const answers: Record<string, unknown> = {
    'health/courses': [
      { id: 1, name: 'Spanish' },
      { id: 2, name: 'French' },
    ],
    'courses/1/health/checks': { checks: [MATRIX] },
    'courses/1/health/checks/t.16.2': {
      completionPercent: 66.6666,
      status: 'in-progress',
      metrics: [
        { label: 'Not done', value: 1, ref: 16, search: '7' },
        // A part (a reading's text) named by its module's record and the params that select it.
        { label: 'Texts not done', value: 1, ref: 28, params: { id: 4, tab: 'text', text: 9 } },
      ],
    },
    'courses/1/health/checks/t.16.3': { completionPercent: 100, status: 'complete', metrics: [] },
    'courses/1/health/checks/t.14.2': { completionPercent: 100, status: 'complete', metrics: [{ label: 'Done', value: 3 }] },
  };
  const get = vi.fn(async (path: string, params?: Params) => (path === 'health/checks' ? checksByCourse((p) => answers[p], params) : answers[path]));
  const http = fakeHttp({ get });
  const navigation: Navigation = { navigate: vi.fn() };
  renderWithServices(<HealthScreen moduleId={89} courseId={0} />, { http, navigation });
  return { get, navigate: navigation.navigate as ReturnType<typeof vi.fn> };
}

// The courses loaded last are kept in the browser: each test starts from its own.
afterEach(() => localStorage.removeItem('cm_health_courses'));

describe('health screen', () => {
  it('opens on the course loaded last time, runs its checks, shows the matrix with a dash for missing cells and the check dialog', async () => {
    localStorage.setItem('cm_health_courses', '[1]');
    const { get, navigate } = setup();
    const item = await screen.findByTestId('health-course-1');
    await waitFor(() => expect(item.getAttribute('data-status')).toBe('idle'));
    expect(within(item).getByLabelText('Wait')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Run all checks' }));
    await waitFor(() => expect(item.getAttribute('data-status')).toBe('attention'));
    expect(get.mock.calls.map((c) => c[0]).filter((p) => p.includes('/checks/'))).toEqual([
      'courses/1/health/checks/t.16.2',
      'courses/1/health/checks/t.16.3',
      'courses/1/health/checks/t.14.2',
    ]);
    const control = within(item).getByRole('button', { name: /Spanish/ });
    fireEvent.click(control);
    await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
    const matrix = within(item).getByTestId('health-matrix');
    expect(
      within(matrix)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Kindes-ESen-US', 'Sentences66.67 %100.00 %', 'Items100.00 %-']);

    fireEvent.click(within(matrix).getByRole('button', { name: 'Translations: Sentences, es-ES: In progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Translations: Sentences, es-ES' });
    expect(within(dialog).getByText('In progress')).toBeInTheDocument();
    expect(within(dialog).getByText('66.67 %')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Re-run check' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not done: 1, open' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 16, courseId: 1, search: '7' });
    fireEvent.click(within(matrix).getByRole('button', { name: 'Translations: Sentences, es-ES: In progress' }));
    const again = await screen.findByRole('dialog', { name: 'Translations: Sentences, es-ES' });
    fireEvent.click(within(again).getByRole('button', { name: 'Texts not done: 1, open' }));
    expect(navigate).toHaveBeenLastCalledWith({ id: 4, tab: 'text', text: 9, ref: 28, courseId: 1 });
  });
});

describe('health screen, shares', () => {
  it('shows a problem check as the share having the problem, coloured by whether that is good', async () => {
    const problems: HealthGroupDto = {
      title: 'Items',
      layout: 'tiles',
      checks: [
        { id: 'items.errors', label: 'Items with errors', endpoint: 'courses/1/health/checks/items.errors', meta: { problem: true } },
        {
          id: 'sentences.illustration',
          label: 'Sentences without illustration',
          endpoint: 'courses/1/health/checks/sentences.illustration',
          meta: { problem: true },
        },
        { id: 'coverage', label: 'Concept-link coverage (es-ES)', endpoint: 'courses/1/health/checks/coverage' },
      ],
    };
    const answers: Record<string, unknown> = {
      'health/courses': [{ id: 1, name: 'Spanish' }],
      'courses/1/health/checks': { checks: [problems] },
      // 97.50 % of the items are clean: 2.50 % have errors.
      'courses/1/health/checks/items.errors': { completionPercent: 97.5, status: 'in-progress', metrics: [] },
      // Every sentence has its illustration: 0.00 % without, which is good.
      'courses/1/health/checks/sentences.illustration': { completionPercent: 100, status: 'complete', metrics: [] },
      'courses/1/health/checks/coverage': { completionPercent: 0, status: 'missing', metrics: [] },
    };
    renderWithServices(<HealthScreen moduleId={89} courseId={0} />, {
      http: fakeHttp({ get: async (path: string, params?: Params) => (path === 'health/checks' ? checksByCourse((p) => answers[p], params) : answers[path]) }),
      navigation: { navigate: vi.fn() },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Courses' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spanish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load checks' }));
    const item = await screen.findByTestId('health-course-1');
    await waitFor(() => expect(item.getAttribute('data-status')).toBe('idle'));
    fireEvent.click(screen.getByRole('button', { name: 'Run all checks' }));
    await waitFor(() => expect(item.getAttribute('data-status')).not.toBe('running'));
    fireEvent.click(within(item).getByRole('button', { name: /Spanish/ }));
    const share = (label: RegExp) => within(within(item).getByRole('button', { name: label })).getByTestId('health-share');
    await waitFor(() => expect(share(/^Items with errors/).textContent).toBe('2.50 %'));
    expect(share(/^Items with errors/).getAttribute('style')).toContain('orange');
    expect(share(/^Sentences without illustration/).textContent).toBe('0.00 %');
    expect(share(/^Sentences without illustration/).getAttribute('style')).toContain('green');
    expect(share(/^Concept-link coverage/).textContent).toBe('0.00 %');
    expect(share(/^Concept-link coverage/).getAttribute('style')).toContain('red');
    fireEvent.click(within(item).getByRole('button', { name: /^Items with errors/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Items with errors' });
    expect(within(dialog).getByTestId('health-percent').textContent).toBe('2.50 %');
    expect(within(dialog).getByText('have the problem (0 % is best)')).toBeInTheDocument();
  });
});

/**
 * The screen over two courses with fake timers: every GET answers after 100 ms, so each step of
 * the run (one check at a time, course after course) shows in the DOM in turn.
 */
describe('health screen, run order and states (fake timers)', () => {
  const tiles = (courseId: number, title: string, checks: [string, string][]): HealthGroupDto => ({
    title,
    layout: 'tiles',
    checks: checks.map(([id, label]) => ({ id, label, endpoint: `courses/${courseId}/health/checks/${id}` })),
  });
  const MATRIX_1: HealthGroupDto = { ...MATRIX, checks: MATRIX.checks.map((c) => ({ ...c, endpoint: `courses/1/health/checks/${c.id}` })) };
  const ITEMS_1 = tiles(1, 'Items', [['i.errors', 'Items with errors']]);
  const VOC_2 = tiles(2, 'Vocabulary', [
    ['v.text', 'Vocabulary without target text'],
    ['v.audio', 'Vocabulary without audio'],
  ]);
  const INVALID = { metrics: [] }; // no completionPercent: a failure

  function setupTimed() {
    const answers: Record<string, unknown> = {
      'health/courses': [
        { id: 1, name: 'Spanish' },
        { id: 2, name: 'French' },
        { id: 3, name: 'German' },
        { id: 4, name: 'Italian' },
      ],
      'courses/1/health/checks': { checks: [MATRIX_1, ITEMS_1] },
      'courses/2/health/checks': { checks: [VOC_2] },
      'courses/3/health/checks': undefined, // the HTTP client answers undefined when a call fails
      'courses/4/health/checks': { checks: [] },
      'courses/1/health/checks/t.16.2': { completionPercent: 66.6666, status: 'in-progress', metrics: [{ label: 'Not done', value: 2, ref: 16, search: '7' }] },
      'courses/1/health/checks/t.16.3': { completionPercent: 100, status: 'complete', metrics: [] },
      'courses/1/health/checks/t.14.2': { completionPercent: 100, status: 'complete', metrics: [{ label: 'Done', value: 3 }] },
      'courses/1/health/checks/i.errors': undefined,
      'courses/2/health/checks/v.text': { completionPercent: 100, status: 'complete', metrics: [{ label: 'Entries', value: 5 }] },
      'courses/2/health/checks/v.audio': { completionPercent: 0, status: 'unsupported', metrics: [{ label: 'Audio', value: 'Unsupported' }] },
    };
    const calls: string[] = [];
    const active = { now: 0, max: 0 };
    const get = vi.fn(async (path: string, params?: Params) => {
      calls.push(path);
      active.now++;
      active.max = Math.max(active.max, active.now);
      await new Promise((r) => setTimeout(r, 100));
      active.now--;
      return path === 'health/checks' ? checksByCourse((p) => answers[p], params) : answers[path];
    });
    const http = fakeHttp({ get });
    const navigation: Navigation = { navigate: vi.fn() };
    renderWithServices(<HealthScreen moduleId={89} courseId={0} />, { http, navigation });
    return { answers, calls, active, navigate: navigation.navigate as ReturnType<typeof vi.fn> };
  }

  const tick = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  const course = (id: number) => screen.getByTestId(`health-course-${id}`);
  const courseStatus = (id: number) => course(id).getAttribute('data-status');
  /** Each check of a course as the screen shows it: 'label: badge'. */
  const checks = (id: number) => [...course(id).querySelectorAll('.cm-health-check')].map((b) => b.getAttribute('aria-label'));
  const checkRuns = (calls: string[]) => calls.filter((p) => p.includes('/checks/'));
  const openCheck = (courseId: number, name: string) => {
    fireEvent.click(within(course(courseId)).getByRole('button', { name }));
    return screen.getByRole('dialog');
  };
  const closeDialog = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  const heightOf = (dialog: HTMLElement) => dialog.style.height;
  const widthOf = () => document.querySelector<HTMLElement>('[style*="--modal-size"]')?.style.getPropertyValue('--modal-size');

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('runs courses strictly in sequence and checks one at a time, with the per-check and per-course states and the spec’s messages', async () => {
    localStorage.setItem('cm_health_courses', '[]'); // nothing loaded last time: nothing loads by itself
    const { answers, calls, active, navigate } = setupTimed();
    expect(screen.getByText('Select one or more courses and click “Load checks”.')).toBeInTheDocument();
    await tick(100); // the course list

    fireEvent.click(screen.getByRole('combobox', { name: 'Courses' }));
    for (const name of ['Spanish', 'French', 'German', 'Italian']) fireEvent.click(screen.getByRole('option', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Load checks' }));
    expect(screen.getByText('Loading courses…')).toBeInTheDocument();
    expect([1, 2, 3, 4].map(courseStatus)).toEqual(['loading', 'loading', 'loading', 'loading']);
    await tick(100); // the four lists load in parallel
    expect(screen.queryByText('Loading courses…')).toBeNull();
    expect([1, 2, 3, 4].map(courseStatus)).toEqual(['idle', 'idle', 'error', 'empty']);
    expect(within(course(1)).getByLabelText('Wait')).toBeInTheDocument();
    expect(within(course(3)).getByLabelText('Error')).toBeInTheDocument();
    expect(within(course(4)).getByLabelText('No checks')).toBeInTheDocument();
    expect(within(course(3)).getByRole('button', { name: /German/ }).textContent).toBe('GermanUnable to load health checks for this course.'); // its summary line
    for (const id of [1, 2, 3, 4]) fireEvent.click(within(course(id)).getByRole('button', { name: /Spanish|French|German|Italian/ }));
    await tick(500); // the panels open

    // A course without checks; a course whose checks cannot load, with Retry.
    expect(within(course(4)).getByText('No checks available.')).toBeInTheDocument();
    const retry = within(course(3)).getByRole('button', { name: 'Retry' });
    expect(retry.previousElementSibling?.textContent).toBe('Unable to load health checks for this course.');

    // Layouts: the matrix (a dash for the missing cell) and the tiles.
    const matrix = within(course(1)).getByTestId('health-matrix');
    expect(
      within(matrix)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Kindes-ESen-US', 'Sentences', 'Items-']);
    const tileGrid = within(course(1)).getByTestId('health-tiles');
    expect(within(tileGrid).getByText('Items with errors')).toBeInTheDocument();
    expect(within(course(2)).getByTestId('health-tiles').querySelectorAll('.cm-health-check')).toHaveLength(2);
    expect(checks(1)).toEqual([
      'Translations: Sentences, es-ES: Queued',
      'Translations: Sentences, en-US: Queued',
      'Translations: Items, es-ES: Queued',
      'Items with errors: Queued',
    ]);

    // Run all: only the ready courses (1 and 2), 1 to the end before 2, one check at a time.
    calls.length = 0;
    active.max = 0; // the lists loaded in parallel; the checks must not run so
    fireEvent.click(screen.getByTestId('health-run-all'));
    await tick(0);
    expect([1, 2, 3, 4].map(courseStatus)).toEqual(['running', 'running', 'error', 'empty']);
    expect(within(course(1)).getAllByLabelText('Running').length).toBeGreaterThan(0); // the icon (a loader)
    expect(checks(1)).toEqual([
      'Translations: Sentences, es-ES: Processing…',
      'Translations: Sentences, en-US: Queued',
      'Translations: Items, es-ES: Queued',
      'Items with errors: Queued',
    ]);
    expect(checks(2)).toEqual(['Vocabulary without target text: Queued', 'Vocabulary without audio: Queued']);
    await tick(100);
    expect(checks(1)).toEqual([
      'Translations: Sentences, es-ES: In progress',
      'Translations: Sentences, en-US: Processing…',
      'Translations: Items, es-ES: Queued',
      'Items with errors: Queued',
    ]);
    expect(within(matrix).getAllByRole('row')[1].textContent).toBe('Sentences66.67 %');
    await tick(100);
    await tick(100);
    expect(checks(1)).toEqual([
      'Translations: Sentences, es-ES: In progress',
      'Translations: Sentences, en-US: All clear',
      'Translations: Items, es-ES: All clear',
      'Items with errors: Processing…',
    ]);
    expect(checks(2)).toEqual(['Vocabulary without target text: Queued', 'Vocabulary without audio: Queued']); // waits for course 1
    await tick(100);
    expect(checks(1)[3]).toBe('Items with errors: Failed');
    expect(courseStatus(1)).toBe('attention');
    expect(within(course(1)).getByText('Attention · 4 checks · 2 clear · 1 needs attention · 1 failed · 0 not run')).toBeInTheDocument();
    expect(checks(2)).toEqual(['Vocabulary without target text: Processing…', 'Vocabulary without audio: Queued']);
    await tick(100);
    expect(checks(2)).toEqual(['Vocabulary without target text: All clear', 'Vocabulary without audio: Processing…']);
    await tick(100);
    expect(checks(2)).toEqual(['Vocabulary without target text: All clear', 'Vocabulary without audio: Unsupported']);
    expect(courseStatus(2)).toBe('complete');
    expect(within(course(2)).getByLabelText('OK')).toBeInTheDocument();
    expect(checkRuns(calls)).toEqual([
      'courses/1/health/checks/t.16.2',
      'courses/1/health/checks/t.16.3',
      'courses/1/health/checks/t.14.2',
      'courses/1/health/checks/i.errors',
      'courses/2/health/checks/v.text',
      'courses/2/health/checks/v.audio',
    ]);
    expect(active.max).toBe(1);

    // Retry loads course 3's checks.
    answers['courses/3/health/checks'] = { checks: [tiles(3, 'Sentences', [['s.ill', 'Sentences without illustration']])] };
    fireEvent.click(retry);
    expect(courseStatus(3)).toBe('loading');
    await tick(100);
    expect(courseStatus(3)).toBe('idle');
    expect(within(course(3)).queryByText('Unable to load health checks for this course.')).toBeNull();
    expect(checks(3)).toEqual(['Sentences without illustration: Queued']);
    // The course's own 'Run all checks' runs the checks it has not run.
    answers['courses/3/health/checks/s.ill'] = { completionPercent: 25, status: 'in-progress', metrics: [{ label: 'Without illustration', value: 3 }] };
    calls.length = 0;
    fireEvent.click(within(course(3)).getByRole('button', { name: 'Run all checks' }));
    await tick(0);
    expect([checks(3), courseStatus(3)]).toEqual([['Sentences without illustration: Processing…'], 'running']);
    await tick(100);
    expect([checks(3), courseStatus(3), calls]).toEqual([['Sentences without illustration: In progress'], 'attention', ['courses/3/health/checks/s.ill']]);

    // The dialog: a clean check without metrics is 260 high, with no 'Re-run check'.
    let dialog = openCheck(1, 'Translations: Sentences, en-US: All clear');
    expect(within(dialog).getByText('Translations: Sentences, en-US')).toBeInTheDocument();
    expect(within(dialog).getByTestId('health-badge').textContent).toBe('All clear');
    expect(within(dialog).getByTestId('health-percent').textContent).toBe('100.00 %');
    expect(heightOf(dialog)).toBe('260px');
    expect(widthOf()).toBe('calc(32.5rem * var(--mantine-scale))'); // 520 px
    expect(within(dialog).queryByRole('button', { name: 'Re-run check' })).toBeNull();
    closeDialog();
    // With metrics it is 360 high; a metric naming records opens their module.
    dialog = openCheck(1, 'Translations: Sentences, es-ES: In progress');
    expect(heightOf(dialog)).toBe('360px');
    expect(within(dialog).getByTestId('health-percent').textContent).toBe('66.67 %');
    expect(within(dialog).getByRole('button', { name: 'Re-run check' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not done: 2, open' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 16, courseId: 1, search: '7' });
    expect(screen.queryByRole('dialog')).toBeNull();

    // A failed check: Failed, the message, 260 high (no metrics), and a re-run.
    dialog = openCheck(1, 'Items with errors: Failed');
    expect(within(dialog).getByTestId('health-badge').textContent).toBe('Failed');
    expect(within(dialog).getByText('Unable to load this check. Please try again.')).toBeInTheDocument();
    expect(heightOf(dialog)).toBe('260px');
    answers['courses/1/health/checks/i.errors'] = { completionPercent: 0, status: 'missing', metrics: [{ label: 'With errors', value: 4 }] };
    calls.length = 0;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-run check' }));
    expect(within(dialog).getByTestId('health-badge').textContent).toBe('Queued');
    await tick(0);
    expect(within(dialog).getByTestId('health-badge').textContent).toBe('Processing…');
    await tick(100);
    expect(within(dialog).getByTestId('health-badge').textContent).toBe('Missing data');
    expect(within(dialog).queryByText('Unable to load this check. Please try again.')).toBeNull();
    expect(heightOf(dialog)).toBe('360px');
    expect(checkRuns(calls)).toEqual(['courses/1/health/checks/i.errors']);
    closeDialog();

    // 'Re-run incomplete' runs only the checks that are not clean; a failure after a success is Skipped.
    answers['courses/1/health/checks/i.errors'] = INVALID;
    calls.length = 0;
    fireEvent.click(within(course(1)).getByRole('button', { name: 'Re-run incomplete' }));
    expect(checks(1)).toEqual([
      'Translations: Sentences, es-ES: Queued',
      'Translations: Sentences, en-US: All clear',
      'Translations: Items, es-ES: All clear',
      'Items with errors: Queued',
    ]);
    await tick(200);
    expect(checkRuns(calls)).toEqual(['courses/1/health/checks/t.16.2', 'courses/1/health/checks/i.errors']);
    expect(checks(1)[3]).toBe('Items with errors: Skipped');
    dialog = openCheck(1, 'Items with errors: Skipped');
    expect(within(dialog).getByTestId('health-badge').textContent).toBe('Skipped');
    expect(within(dialog).getByText('Unable to load this check. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('health-percent').textContent).toBe('0.00 %'); // the earlier result is kept
    closeDialog();

    // 'Re-run all checks' runs every check of the course again, in order.
    calls.length = 0;
    fireEvent.click(within(course(1)).getByRole('button', { name: 'Re-run all checks' }));
    expect(checks(1).every((c) => c!.endsWith(': Queued'))).toBe(true);
    await tick(400);
    expect(checkRuns(calls)).toEqual([
      'courses/1/health/checks/t.16.2',
      'courses/1/health/checks/t.16.3',
      'courses/1/health/checks/t.14.2',
      'courses/1/health/checks/i.errors',
    ]);
    expect(courseStatus(1)).toBe('attention');
    expect(active.max).toBe(1);
  });
});
