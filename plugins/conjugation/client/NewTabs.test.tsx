// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { BatchConjugateTab, type ConjugateRun } from './BatchConjugateTab';
import { TemplateForm, type ConjTemplate } from './TemplateForm';
import { VocReportTab, type Report } from './VocReportTab';

function client(answers: (path: string, params?: unknown) => unknown, put?: HttpClient['put']) {
  const get = vi.fn(async (path: string, params?: unknown) => answers(path, params));
  const http = fakeHttp({ get, put });
  return { get, http };
}
const DIALECTS = [
  { dialectId: 2, dialectCode: 'es-ES' },
  { dialectId: 4, dialectCode: 'es-MX' },
];

describe('Batch Conjugate tab', () => {
  it('loads a progress bar per module, starts over the element ids typed, refuses bad ids, and pauses', async () => {
    let run: ConjugateRun = { ref: 7, name: 'Vocabulary', status: 'ready', total: 30, done: 0, changed: 0 };
    const { http } = client((path) => (path === 'conjugationBatchApply-resources' ? [{ ref: 7, name: 'Vocabulary', batchSize: 10 }] : run));
    const put = vi.fn(async (_path: string, body: unknown) => {
      run = { ...run, status: (body as { action: string }).action === 'start' ? 'running' : 'paused', total: 2, done: 1 };
      return { ok: true as const, status: 200, data: run };
    });
    http.put.mockImplementation(put);
    renderWithServices(<BatchConjugateTab courseId={1} />, { http });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect((await screen.findByTestId('conjugate-7-count')).textContent).toBe('0 / 30 · ready · 0 changed');

    fireEvent.change(screen.getByRole('textbox', { name: /Only these element ids/ }), { target: { value: '12, x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Vocabulary' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Element ids are numbers/);
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /Only these element ids/ }), { target: { value: '12, 15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Vocabulary' }));
    await waitFor(() => expect(screen.getByTestId('conjugate-7-count').textContent).toBe('1 / 2 · running · 0 changed'));
    expect(put).toHaveBeenCalledWith('groups/1/refs/7/conjugationBatchApply', { action: 'start', ids: [12, 15] });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Vocabulary' }));
    await waitFor(() => expect(put).toHaveBeenLastCalledWith('groups/1/refs/7/conjugationBatchApply', { action: 'pause' }));
    expect(await screen.findByRole('button', { name: 'Start Vocabulary' })).toBeInTheDocument();
  });
});

describe('Voc Report tab', () => {
  it('loads the report of the chosen target dialect and keeps only the entries to check when asked', async () => {
    const report: Report = {
      summary: { entries: 2, withoutRule: 0, forms: 12, regular: 9, change: 1, irregular: 2, locked: 0, missing: 1, differs: 1 },
      rows: [
        { id: 1, word: 'abrir', wordClass: 'verb', rule: 'verb -ir', forms: 5, regular: 5, change: 0, irregular: 0, locked: 0, missing: [206], differs: [203] },
        { id: 2, word: 'tener', wordClass: 'verb', rule: 'verb -er', forms: 6, regular: 3, change: 1, irregular: 2, locked: 0, missing: [], differs: [] },
      ],
    };
    const { get, http } = client((path) => (path.endsWith('dialects-target') ? DIALECTS : report));
    renderWithServices(<VocReportTab courseId={1} />, { http });
    const load = screen.getByRole('button', { name: 'Load' });
    expect(load).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('combobox', { name: /Target dialect/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'es-MX' }));
    await waitFor(() => expect(load).toHaveProperty('disabled', false));
    fireEvent.click(load);
    expect((await screen.findByTestId('report-summary')).textContent).toMatch(/2 entries .* 1 missing · 1 differs from the rules/);
    expect(get).toHaveBeenCalledWith('target-dialects/4/conjugations-report', { course: 1 }, undefined);
    const table = screen.getByRole('table', { name: 'Voc report' });
    expect(within(table).getByText('tener')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Only entries to check' }));
    await waitFor(() => expect(within(table).queryByText('tener')).toBeNull());
    const abrir = within(table).getByText('abrir').closest('tr')!;
    expect(within(abrir).getByText('206')).toBeInTheDocument();
    expect(within(abrir).getByText('203')).toBeInTheDocument();
  });
});

describe('Conjugation template form', () => {
  const TEMPLATE: ConjTemplate = {
    id: 5,
    version: 1,
    name: 'Present tense',
    wordClass: 'verb',
    order: 0,
    showToUser: true,
    html: '<p>{word}: {201}</p>',
    dialectId: null,
    literal: null,
  };

  it('edits the fields and the dialect, and previews a saved template for a word typed', async () => {
    const { get, http } = client((path) => (path.endsWith('dialects-target') ? DIALECTS : { html: '<p>hablar: hablo</p>', forms: [] }));
    const onChange = vi.fn();
    renderWithServices(<TemplateForm value={TEMPLATE} onChange={onChange} errors={{ dialectId: 'Not a target dialect of the course' }} courseId={1} />, {
      http,
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Presente' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...TEMPLATE, name: 'Presente' });
    expect(screen.getByText('Not a target dialect of the course')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('combobox', { name: /Dialect/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'es-MX' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...TEMPLATE, dialectId: 4 });
    fireEvent.click(screen.getByRole('switch', { name: 'Show to user' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...TEMPLATE, showToUser: false });

    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Preview word' }), { target: { value: 'hablar' } });
    fireEvent.click(preview);
    expect((await screen.findByTestId('template-preview')).innerHTML).toBe('<p>hablar: hablo</p>');
    expect(get).toHaveBeenCalledWith('conj-template/5/render', { word: 'hablar' }, undefined);
  });

  it('offers no preview before the template is saved', () => {
    const { http } = client(() => DIALECTS);
    renderWithServices(<TemplateForm value={{ ...TEMPLATE, id: -1 }} onChange={vi.fn()} errors={{}} courseId={1} />, { http });
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });
});
