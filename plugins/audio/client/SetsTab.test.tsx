// @vitest-environment happy-dom
import 'reflect-metadata';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices, type FakeHttpHandlers } from '../../../tests/support/client';
import { SetsTab } from './SetsTab';

const CONFIG = {
  id: 1,
  sourceDialectDefaultId: 3,
  targetDialectDefaultId: 2,
  sourceDialects: [],
  targetDialects: [{ dialectId: 2, dialectCode: 'es-ES' }],
  dialectOrder: [],
};
const ROW = {
  id: 7,
  name: 'Sentences es-ES – Carmen Ruiz',
  statusName: 'PENDING REVIEW',
  status: 2,
  readBy: 'f',
  artistName: 'Carmen Ruiz',
  dialectCode: 'es-ES',
  ttsEnabled: true,
  ttsProgress: null,
  ttsError: null,
};

/** A fake server holding one set pending review with two items; a bad review needs a note, as the route says. */
function setup(row: typeof ROW = ROW, upload?: FakeHttpHandlers['upload'], voices: { id: string; gender: 'm' | 'f'; name: string }[] = []) {
  const items = [
    { id: 71, position: 1, text: 'Estoy cansada.', hasAudio: true, status: null as number | null, note: null as string | null },
    { id: 72, position: 2, text: 'Mi hermano vive en Sevilla.', hasAudio: true, status: null as number | null, note: null as string | null },
  ];
  const set = () => ({
    ...row,
    ...(row.status === 2 && items.every((i) => i.status) ? { status: 3, statusName: 'DONE' } : {}),
    items: items.map((i) => ({ ...i })),
  });
  const get = vi.fn(async (path: string, query?: { gender?: string }) => {
    if (path === 'courses/1/sets') return [set()];
    if (path === 'audio-sets/7') return set();
    if (path === 'ttsLab/voices') return { voices: voices.filter((v) => v.gender === query?.gender).map((v) => ({ ...v, language: 'es-ES' })) };
    return undefined;
  });
  const put = vi.fn(async (path: string, body?: unknown) => {
    const item = items.find((i) => path === `audio-sets/items/${i.id}/review`);
    const { ok, note } = body as { ok: boolean; note: string };
    if (!item) return { ok: false as const, status: 404, error: 'Not found' };
    if (!ok && !note.trim()) return { ok: false as const, status: 400, error: 'Invalid input', fields: { note: 'Required' } };
    Object.assign(item, { status: ok ? 3 : 4, note: ok ? null : note });
    // As the route: the set with its items, and the revised set's row once all are reviewed.
    const all = items.every((i) => i.status);
    const revised = { ...ROW, id: 8, name: `${ROW.name} (revised)`, status: 1, statusName: 'DOING' };
    return {
      ok: true as const,
      data: { allReviewed: all, newSetId: all ? 8 : null, newSetName: all ? revised.name : null, set: set(), newSet: all ? revised : null },
    };
  });
  const http = fakeHttp({ get, put, upload });
  renderWithServices(<SetsTab courseId={1} dialect="2" />, { http, courseConfigs: { all: [CONFIG], of: () => CONFIG } });
  return { get, put };
}

describe('audio sets tab', () => {
  it("lists the sets of the dialect and opens a set's detail with its items", async () => {
    const { get } = setup();
    const grid = within(await screen.findByRole('table', { name: 'Audio sets' }));
    expect(get).toHaveBeenCalledWith('courses/1/sets', { dialect: '2' }, undefined);
    fireEvent.click(await grid.findByText(ROW.name));
    const detail = within(await screen.findByRole('table', { name: 'Set items' }));
    expect(detail.getByText('Estoy cansada.')).toBeInTheDocument();
    expect(detail.getByText('Mi hermano vive en Sevilla.')).toBeInTheDocument();
    expect(screen.getAllByText('Carmen Ruiz').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(detail.getAllByRole('button', { name: 'Good' })).toHaveLength(2);
  });

  it('reviews one item good and one bad, refusing a bad one without a note and keeping what was typed', async () => {
    const { put, get } = setup();
    fireEvent.click(await screen.findByText(ROW.name));
    const detail = within(await screen.findByRole('table', { name: 'Set items' }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('ttsLab/voices', expect.anything(), undefined));
    get.mockClear();
    const second = () => within(detail.getByText('Mi hermano vive en Sevilla.').closest('tr')!);

    fireEvent.click(within(detail.getByText('Estoy cansada.').closest('tr')!).getByRole('button', { name: 'Good' }));
    expect(await detail.findByText('Good', { selector: 'td' })).toBeInTheDocument();

    fireEvent.change(second().getByLabelText('Note 2'), { target: { value: '   ' } });
    fireEvent.click(second().getByRole('button', { name: 'Bad' }));
    expect((await screen.findByRole('status')).textContent).toBe('A bad item needs a note');
    expect((second().getByLabelText('Note 2') as HTMLInputElement).value).toBe('   ');

    fireEvent.change(second().getByLabelText('Note 2'), { target: { value: 'Too fast' } });
    fireEvent.click(second().getByRole('button', { name: 'Bad' }));
    expect(await detail.findByText('Bad: Too fast')).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith('audio-sets/items/72/review', { ok: false, note: 'Too fast' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Revised set created: ${ROW.name} (revised)`));
    expect(await screen.findByText('DONE', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    // One request per review: the detail and the list show its answers (the revised set listed first).
    expect(put).toHaveBeenCalledTimes(3);
    const grid = within(screen.getByRole('table', { name: 'Audio sets' }));
    expect(
      grid
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(['8', '7']);
    expect(grid.getByText('DONE')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it("preselects the dialect's first voice for Generate by TTS, and keeps the button off while no voice can be chosen", async () => {
    const doing = { ...ROW, status: 1, statusName: 'DOING' };
    setup(doing, undefined, [
      { id: 'es-f1', gender: 'f', name: 'Lucía' },
      { id: 'es-f2', gender: 'f', name: 'Elena' },
    ]);
    fireEvent.click(await screen.findByText(ROW.name));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Female voice' }) as HTMLInputElement).value).toBe('Lucía'));
    expect((screen.getByRole('button', { name: 'Generate by TTS' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();

    setup(doing);
    fireEvent.click(await screen.findByText(ROW.name));
    await screen.findByRole('table', { name: 'Set items' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Female voice' })).toBeInTheDocument());
    expect((screen.getByRole('button', { name: 'Generate by TTS' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a recording refused for its WAV header after 'Set with errors'", async () => {
    const damaged = 'The WAV file is damaged: it declares 0 channels.';
    const upload = vi.fn(async (_path: string, _form: FormData) => ({ ok: false as const, status: 400, error: damaged, fields: { audio: damaged } }));
    setup({ ...ROW, status: 1, statusName: 'DOING' }, upload);
    fireEvent.click(await screen.findByText(ROW.name));
    await screen.findByRole('table', { name: 'Set items' });
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input(), { target: { files: [new File(['RIFF'], 'bad.wav', { type: 'audio/wav' })] } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Set with errors: ${damaged}`));
    expect((upload.mock.calls[0][1].get('audio') as File).name).toBe('bad.wav');
  });
});
