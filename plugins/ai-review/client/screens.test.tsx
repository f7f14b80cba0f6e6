// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CourseConfigs, HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices, type FakeHttpHandlers } from '../../../tests/support/client';
import type { ReviewDashboard, RunState } from '../shared';
import { CheckerTab } from './CheckerTab';
import { DashboardTab } from './DashboardTab';
import { FlaggedList } from './FlaggedList';

const configs: CourseConfigs = {
  all: [],
  of: () => ({
    id: 1,
    sourceDialectDefaultId: 3,
    targetDialectDefaultId: 2,
    dialectOrder: [],
    sourceDialects: [{ dialectId: 3, dialectCode: 'en-US' }],
    targetDialects: [{ dialectId: 2, dialectCode: 'es-ES' }],
  }),
};

function mount(node: React.ReactNode, handlers: FakeHttpHandlers) {
  const navigate = vi.fn();
  renderWithServices(node, { http: fakeHttp(handlers), courseConfigs: configs, navigation: { navigate } });
  return navigate;
}

describe('checker tab', () => {
  it('loads a bar per content type with Fail: n, plays the run on the server and follows it to the end', async () => {
    let run: RunState = { total: 30, checked: 0, fails: 0, running: false, complete: false, fromLesson: 3 };
    const get = vi.fn(async (path: string) => {
      if (path === 'ai/content/targets/checker-refs')
        return [
          { ref: 16, name: 'Sentences', batchSize: 10, byLesson: false },
          { ref: 2501, name: 'Dialog segments', batchSize: 10, byLesson: true },
        ];
      if (path === 'ai/content/targets/course/1/dialect/2/refs/2501/checker-run')
        return { total: 0, checked: 0, fails: 0, running: false, complete: true, fromLesson: 3 };
      if (path === 'ai/content/targets/course/1/dialect/2/refs/16/checker-run') {
        if (run.running) run = { ...run, checked: run.checked + 10, fails: run.fails + 1, running: run.checked + 10 < 30, complete: run.checked + 10 >= 30 };
        return run;
      }
      return undefined;
    });
    const put = vi.fn(async (_path: string, body: unknown) => {
      run = { ...run, running: (body as { running: boolean }).running };
      return { ok: true as const, data: run };
    });
    mount(<CheckerTab courseId={1} kind="targets" />, { get, put });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await screen.findByText('0 / 30');
    expect(screen.getAllByText('Fail: 0')).toHaveLength(2);
    // The course's aiReviewPos (3): honoured for dialog segments (their lesson is known), shown for sentences.
    expect(screen.getByTestId('review-from').textContent).toContain('AI review applies from lesson 3');
    expect(screen.getByLabelText('Checker Dialog segments').textContent).toContain('from lesson 3');
    expect(screen.getByLabelText('Checker Sentences').textContent).toContain('every lesson');
    fireEvent.click(screen.getByRole('button', { name: 'Play Sentences' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('ai/content/targets/course/1/dialect/2/refs/16/checker-run', { running: true }));
    await screen.findByText('30 / 30, complete', undefined, { timeout: 5000 });
    expect(screen.getByText('Fail: 3')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Play Sentences' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('flagged list', () => {
  it('shows a flagged text with its findings and marks it OK; a refused mark keeps it flagged and says why', async () => {
    const review = {
      id: 7,
      ref: 16,
      refId: 21,
      kind: 'targets',
      dialectId: 2,
      dialectCode: 'es-ES',
      status: 1,
      text: 'Tengo 2 gatos.',
      reference: 'I have 3 cats.',
      response: 'Numbers changed: the en-US text has 3, the es-ES text has 2.',
      reasoning: 'Local rules…',
      open: { module: 16, recordId: 21, params: { search: '21' } },
    };
    const get = vi.fn(async () => [review]);
    let answer: Awaited<ReturnType<HttpClient['put']>> = { ok: false, status: 403, error: 'Forbidden' };
    const put = vi.fn(async () => answer);
    const onChanged = vi.fn();
    mount(
      <FlaggedList courseId={1} filter={{ ref: 16, name: 'Sentences', dialectId: 2, dialectLabel: 'es-ES' }} onClose={() => undefined} onChanged={onChanged} />,
      { get, put },
    );
    await waitFor(() => expect(get).toHaveBeenCalledWith('ai/courses/1/reviews', { ref: 16, dialectId: 2, status: 1 }, undefined));
    await waitFor(() => expect(document.querySelector('.ag-row .ag-cell')).toBeTruthy(), { timeout: 5000 });
    // The row's text shows the finding too: the review pane is open once its button is (a click the
    // grid takes while it still renders is lost, so it is clicked until the pane opens).
    await waitFor(() => {
      fireEvent.click(document.querySelector('.ag-row .ag-cell')!);
      expect(screen.getByRole('button', { name: 'Mark as OK' })).toBeInTheDocument();
    });
    expect(screen.getAllByText(/Numbers changed: the en-US text has 3/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as OK' }));
    await screen.findByText('Forbidden');
    expect(onChanged).not.toHaveBeenCalled();
    const dashboard = { aiReviewPos: 0, dialects: [], rows: [] };
    answer = { ok: true, data: { ...review, status: 2, dashboard } };
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as OK' }));
    await screen.findByRole('button', { name: 'Marked as OK' });
    expect(put).toHaveBeenLastCalledWith('ai/review/7', { status: 2 });
    // One request: the list shows the mark, the dashboard gets the answered counts; nothing is read again.
    expect(onChanged).toHaveBeenCalledExactlyOnceWith(dashboard);
    expect(put).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("opens a flagged part (a reading text) in its owner's module, on its record with the part selected, as the server names them", async () => {
    const review = {
      id: 8,
      ref: 2801,
      refId: 5,
      kind: 'targets',
      dialectId: 2,
      dialectCode: 'es-ES',
      status: 1,
      text: 'Ana compra 2 panes.',
      reference: 'Ana buys 3 loaves.',
      response: 'Numbers changed',
      reasoning: 'Local rules…',
      open: { module: 28, recordId: 9, params: { id: 9, tab: 'text', text: 5 } },
    };
    const gone = { ...review, id: 9, refId: 6, text: 'Borrado.', open: null };
    const get = vi.fn(async () => [review, gone]);
    const navigate = mount(
      <FlaggedList
        courseId={1}
        filter={{ ref: 2801, name: 'Reading texts', dialectId: 2, dialectLabel: 'es-ES' }}
        onClose={() => undefined}
        onChanged={() => undefined}
      />,
      { get },
    );
    await waitFor(() => expect(document.querySelectorAll('.ag-row')).toHaveLength(2), { timeout: 5000 });
    const rowOf = (text: string) => [...document.querySelectorAll('.ag-row')].find((r) => r.textContent?.includes(text))!.querySelector('.ag-cell')!;
    fireEvent.click(rowOf('Ana compra'));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the record' }, { timeout: 5000 }));
    expect(navigate).toHaveBeenCalledWith({ ref: 28, courseId: 1, dialect: 2, id: 9, tab: 'text', text: 5 });
    // A text whose record is gone has nowhere to open.
    fireEvent.click(rowOf('Borrado'));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Open the record' }) as HTMLButtonElement).disabled).toBe(true));
    expect(navigate).toHaveBeenCalledOnce();
  });
});

describe('review dashboard', () => {
  it('marks a flagged text OK from its count with one request: the dashboard shows the answered counts, not read again', async () => {
    const counts = (flagged: number, ok: number) => ({ checked: flagged + ok, flagged, ok });
    const before: ReviewDashboard = {
      aiReviewPos: 0,
      dialects: [
        { key: 'all', label: 'ALL', dialectId: null },
        { key: '2', label: 'es-ES', dialectId: 2 },
      ],
      rows: [{ ref: 16, name: 'Sentences', cells: { all: counts(1, 4), 2: counts(1, 4) } }],
    };
    const after: ReviewDashboard = { ...before, rows: [{ ref: 16, name: 'Sentences', cells: { all: counts(0, 5), 2: counts(0, 5) } }] };
    const review = {
      id: 7,
      ref: 16,
      refId: 21,
      kind: 'targets',
      dialectId: 2,
      dialectCode: 'es-ES',
      status: 1,
      text: 'Tengo 2 gatos.',
      reference: 'I have 3 cats.',
      response: 'Numbers changed',
      reasoning: '',
      open: null,
    };
    const get = vi.fn(async (path: string) => (path === 'ai/courses/1/review-dashboard' ? before : [review]));
    const put = vi.fn(async () => ({ ok: true as const, data: { ...review, status: 2, dashboard: after } as never }));
    // The dashboard opens on its counts: no Load.
    mount(<DashboardTab courseId={1} />, { get, put });
    fireEvent.click(await screen.findByRole('button', { name: 'Flagged Sentences es-ES' }, { timeout: 5000 }));
    await waitFor(() => expect(document.querySelector('[data-testid="ai-review-flagged"] .ag-row .ag-cell')).toBeTruthy(), { timeout: 5000 });
    fireEvent.click(document.querySelector('[data-testid="ai-review-flagged"] .ag-row .ag-cell')!);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as OK' }));
    await screen.findByRole('button', { name: 'Marked as OK' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Flagged Sentences es-ES' })).toBeNull());
    expect(put).toHaveBeenCalledExactlyOnceWith('ai/review/7', { status: 2 });
    expect(get.mock.calls.filter(([p]) => p === 'ai/courses/1/review-dashboard')).toHaveLength(1);
  });
});

describe('drill-down from the counts', () => {
  const review = (id: number, status: number, response: string) => ({
    id,
    ref: 16,
    refId: 20 + id,
    kind: 'targets',
    dialectId: 2,
    dialectCode: 'es-ES',
    status,
    text: `Text ${id}`,
    reference: null,
    response,
    reasoning: '',
    open: null,
  });
  const reviews = [review(1, 1, 'Numbers changed'), review(2, 2, 'Fine')];
  /** The reviews as the server filters them (ref, dialect, status). */
  const listed = (params?: Record<string, unknown>) => reviews.filter((r) => params?.status === undefined || r.status === params.status);

  it("lists a checker's failures from its 'Fail: n'", async () => {
    const get = vi.fn(async (path: string, params?: Record<string, unknown>) => {
      if (path === 'ai/content/targets/checker-refs') return [{ ref: 16, name: 'Sentences', batchSize: 10, byLesson: false }];
      if (path.endsWith('/refs/16/checker-run')) return { total: 2, checked: 2, fails: 1, running: false, complete: true, fromLesson: 0 };
      if (path === 'ai/courses/1/reviews') return listed(params);
      return undefined;
    });
    mount(<CheckerTab courseId={1} kind="targets" />, { get });
    fireEvent.click(await screen.findByRole('button', { name: 'Findings Sentences' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Flagged: Sentences, es-ES' });
    await waitFor(() => expect(within(dialog).getByText('Numbers changed')).toBeInTheDocument(), { timeout: 5000 });
    expect(within(dialog).queryByText('Fine')).toBeNull();
    expect(get).toHaveBeenCalledWith('ai/courses/1/reviews', { ref: 16, dialectId: 2, status: 1 }, undefined);
  });

  it('opens every count of the dashboard: the checked texts, the flagged ones, the OK ones', async () => {
    const dashboard: ReviewDashboard = {
      aiReviewPos: 0,
      dialects: [{ key: '2', label: 'es-ES', dialectId: 2 }],
      rows: [{ ref: 16, name: 'Sentences', cells: { 2: { checked: 2, flagged: 1, ok: 1 } } }],
    };
    const get = vi.fn(async (path: string, params?: Record<string, unknown>) => (path === 'ai/courses/1/review-dashboard' ? dashboard : listed(params)));
    mount(<DashboardTab courseId={1} />, { get });
    for (const [count, title, shown] of [
      ['Checked', 'Checked', ['Numbers changed', 'Fine']],
      ['OK', 'OK', ['Fine']],
      ['Flagged', 'Flagged', ['Numbers changed']],
    ] as const) {
      fireEvent.click(await screen.findByRole('button', { name: `${count} Sentences es-ES` }, { timeout: 5000 }));
      const dialog = await screen.findByRole('dialog', { name: `${title}: Sentences, es-ES` });
      await waitFor(() => expect(within(dialog).getByText(shown[0])).toBeInTheDocument(), { timeout: 5000 });
      expect(shown.every((t) => within(dialog).queryByText(t))).toBe(true);
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});
