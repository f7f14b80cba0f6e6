// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { Project, XliffReport } from '../public';
import translationsPlugin from '../plugin';
import { ProjectTab } from './ProjectTab';

const totals = { total: 0, pending: 0, doing: 0, done: 0, failed: 0, percent: 0 };
const PROJECT: Project = {
  id: 7,
  courseId: 1,
  name: 'Demo: es-ES into en-US',
  fromDialectId: 2,
  fromDialectCode: 'es-ES',
  toDialectId: 3,
  toDialectCode: 'en-US',
  freelanceId: null,
  freelanceName: null,
  priority: 1,
  items: 3,
  done: 1,
  doing: 1,
  async: { taskId: null, status: null, mode: null, processing: false, totals },
  buckets: { validated: 1, memoryMatch: 0, high: 1, medium: 1, low: 0, processing: 0 },
};

const FIRST: XliffReport = {
  applied: true,
  changed: [{ id: 31, before: 'Hi', after: 'Hello', status: 2 }],
  unchanged: [32],
  conflicting: [
    { id: 33, here: 'Good night (edited here)', file: 'Good evening', status: 1, confirmed: false },
    { id: 34, here: 'Bye (edited here)', file: 'Goodbye', status: 1, confirmed: false },
  ],
  refused: [{ id: '35', reason: 'Tags broken: the target does not keep the inline codes of the source' }],
};
const CONFIRMED: XliffReport = {
  applied: true,
  changed: [],
  unchanged: [31, 32],
  conflicting: [
    { id: 33, here: 'Good night (edited here)', file: 'Good evening', status: 1, confirmed: true },
    { id: 34, here: 'Bye (edited here)', file: 'Goodbye', status: 1, confirmed: false },
  ],
  refused: FIRST.refused,
};

function setup(opts: { refuse?: string } = {}) {
  const get = vi.fn(async (path: string) => {
    if (path === 'translations/projects') return [PROJECT];
    if (path === 'courses/1/translations/freelances') return [];
    if (path === 'translations/projects/7/translations') return [];
    if (path === 'grid-columns/translationProjectItems') return translationsPlugin.grids?.translationProjectItems;
    if (path === 'translations/projects/7') return PROJECT;
    return undefined;
  });
  const upload = vi.fn(async (path: string) => {
    if (opts.refuse) return { ok: false as const, status: 400, error: opts.refuse, fields: { file: opts.refuse } };
    return { ok: true as const, data: path.includes('confirm=') ? CONFIRMED : FIRST };
  });
  const http = fakeHttp({ get, upload });
  renderWithServices(<ProjectTab courseId={1} projectId={7} onSelect={() => undefined} onOpenCat={() => undefined} />, { http });
  const projectLoads = () => get.mock.calls.filter(([p]) => p === 'translations/projects/7').length;
  return { get, upload, projectLoads };
}

async function chooseFile(dialog: HTMLElement, name = 'project.xlf') {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['<xliff version="1.2"/>'], name, { type: 'application/xliff+xml' })] } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Project: XLIFF export and import', () => {
  it('Export XLIFF (Alt+Shift+E): the chosen version downloaded in one request; a refusal shows the server message', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('<xliff version="2.0"/>', { headers: { 'content-disposition': 'attachment; filename="demo.xlf"' } }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Project not found' }), { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:demo');
    setup();
    await screen.findByTestId('project-name');
    fireEvent.keyDown(document.body, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true });
    let dialog = await screen.findByRole('dialog', { name: 'Export XLIFF' });
    fireEvent.click(within(dialog).getByText('XLIFF 2.0'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export XLIFF' })).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/api/translations/projects/7/xliff?version=2.0');

    fireEvent.click(screen.getByRole('button', { name: 'Export XLIFF' }));
    dialog = await screen.findByRole('dialog', { name: 'Export XLIFF' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Project not found');
  });

  it('Import XLIFF (Alt+Shift+I): the report, then the conflicting units chosen are confirmed with the same file, and the rows reload', async () => {
    const { upload, projectLoads } = setup();
    await screen.findByTestId('project-name');
    const loadsBefore = projectLoads();
    fireEvent.keyDown(document.body, { key: 'I', code: 'KeyI', altKey: true, shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Import XLIFF' });
    await chooseFile(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByTestId('xliff-report');
    expect(report).toHaveTextContent('1 changed, 1 unchanged, 2 conflicting, 1 refused');
    expect(within(report).getByRole('table', { name: 'Refused units' })).toHaveTextContent('Tags broken');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][0]).toBe('translations/projects/7/xliff');
    await waitFor(() => expect(projectLoads()).toBe(loadsBefore + 1));

    // Both conflicting units are chosen at first; the second is left out.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Apply row 34' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply 1 conflicting' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1][0]).toBe('translations/projects/7/xliff?confirm=33');
    expect((upload.mock.calls[1] as unknown as [string, FormData])[1].get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(within(dialog).getByText('applied')).toBeInTheDocument());
    await waitFor(() => expect(projectLoads()).toBe(loadsBefore + 2));
  });

  it('Import XLIFF: a refused file shows the server message', async () => {
    setup({ refuse: 'Line 3: not an XLIFF file (its root element is <html>, not <xliff>)' });
    await screen.findByTestId('project-name');
    fireEvent.click(screen.getByRole('button', { name: 'Import XLIFF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import XLIFF' });
    await chooseFile(dialog, 'page.html');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Line 3: not an XLIFF file');
  });
});
