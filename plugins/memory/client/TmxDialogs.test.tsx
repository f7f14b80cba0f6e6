// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { TmxImportReport, TmxTransfer } from '../public';
import MemoryScreen from './MemoryScreen';

const COURSES = [
  { id: 1, name: 'Spanish for English speakers', levels: [] },
  { id: 2, name: 'English for Spanish speakers', levels: [] },
];
const transfer = (over: Partial<TmxTransfer> = {}): TmxTransfer => ({
  id: 12,
  kind: 'export',
  courseId: 1,
  fromDialectId: 2,
  toDialectId: 3,
  status: 'queued',
  done: 0,
  total: 0,
  fileName: 'Spanish-es-ES-en-US.tmx',
  taskId: 40,
  error: null,
  createdAt: '2026-11-28T20:00:00.000Z',
  ...over,
});
const REPORT: TmxImportReport = {
  transferId: 13,
  units: 6,
  imported: 4,
  duplicates: 1,
  conflicts: 1,
  skipped: 0,
  languages: [{ lang: 'es-ES', dialectCode: 'es-ES' }],
  conflictSamples: [{ line: 14, source: 'Hola', target: 'Hi there' }],
};

function setup(opts: { exportRefused?: string; importRefused?: string } = {}) {
  let polls = 0;
  const get = vi.fn(async (path: string) => {
    if (path === 'memory/dialects')
      return [
        { dialectId: 2, dialectCode: 'es-ES' },
        { dialectId: 3, dialectCode: 'en-US' },
      ];
    if (path === 'memory-phrasebook/mining/courses') return COURSES;
    // The export runs two polls, then is done.
    if (path === 'memory/tmx/exports/12')
      return ++polls < 2 ? transfer({ status: 'running', done: 2000, total: 5000 }) : transfer({ status: 'done', done: 5000, total: 5000 });
    return undefined;
  });
  const post = vi.fn(async (_path: string, body?: unknown) =>
    opts.exportRefused
      ? { ok: false as const, status: 400, error: opts.exportRefused, fields: { toDialectId: opts.exportRefused } }
      : { ok: true as const, data: transfer({ ...(body as object) }) },
  );
  const upload = vi.fn(async () =>
    opts.importRefused
      ? { ok: false as const, status: 400, error: opts.importRefused, fields: { file: opts.importRefused } }
      : { ok: true as const, data: REPORT },
  );
  const http = fakeHttp({ get, post, upload });
  renderWithServices(<MemoryScreen moduleId={86} courseId={0} />, { http, navigation: { navigate: vi.fn() } });
  return { http, get, post, upload };
}

async function choose(label: string, option: string, within_: HTMLElement = document.body) {
  fireEvent.click(within(within_).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Memory: TMX export and import', () => {
  it('Export TMX (Alt+Shift+E): a dialect pair in one request, its progress, then the download link', async () => {
    const { post } = setup();
    fireEvent.keyDown(document.body, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Export TMX' });
    await choose('Course', 'Spanish for English speakers', dialog);
    await choose('From', 'es-ES', dialog);
    await choose('To', 'en-US', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('memory/tmx/exports', { courseId: 1, fromDialectId: 2, toDialectId: 3 });
    expect(await within(dialog).findByText(/running \(2000\/5000 units\)/, {}, { timeout: 5000 })).toBeInTheDocument();
    const link = await within(dialog).findByRole('link', { name: 'Download Spanish-es-ES-en-US.tmx' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/api/memory/tmx/exports/12/file');
  });

  it('Export TMX of the whole course; a refusal shows the server message', async () => {
    const { post } = setup({ exportRefused: 'Give both dialects of the pair, or neither for the whole course' });
    fireEvent.click(screen.getByRole('button', { name: 'Export TMX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export TMX' });
    await choose('Course', 'English for Spanish speakers', dialog);
    fireEvent.click(within(dialog).getByText('Whole course'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('memory/tmx/exports', { courseId: 2 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give both dialects of the pair, or neither for the whole course');
  });

  it('Import TMX (Alt+Shift+I): the course then the file in one upload, and the report', async () => {
    const { upload } = setup();
    fireEvent.keyDown(document.body, { key: 'I', code: 'KeyI', altKey: true, shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Import TMX' });
    await choose('Course', 'Spanish for English speakers', dialog);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<tmx version="1.4"/>'], 'old-tool.tmx', { type: 'application/x-tmx+xml' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByTestId('tmx-report');
    expect(report).toHaveTextContent('6 units read: 4 added, 1 duplicates left out, 1 conflicts, 0 skipped');
    expect(within(report).getByRole('table', { name: 'Conflicts' })).toHaveTextContent('Hi there');
    expect(upload).toHaveBeenCalledTimes(1);
    const [path, form] = upload.mock.calls[0] as unknown as [string, FormData];
    expect(path).toBe('memory/tmx/imports');
    expect([...form.keys()]).toEqual(['courseId', 'file']);
    expect(form.get('courseId')).toBe('1');
  });

  it('Import TMX: a malformed file shows the server message naming the line', async () => {
    setup({ importRefused: 'Line 7: unexpected close tag.' });
    fireEvent.click(screen.getByRole('button', { name: 'Import TMX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import TMX' });
    await choose('Course', 'Spanish for English speakers', dialog);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<tmx>'], 'broken.tmx')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Line 7: unexpected close tag.');
  });
});
