// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WriteOutcome } from '..';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { mergeAutoInflect, nextConjState, type InflectForm, type InflectView } from '../../shared';
import { InflectViewer } from './InflectViewer';

const PATH = 'refs/22/ref-ids/7/dialects/2';
const CELLS = [
  ['1st singular', 201, 0, 0],
  ['2nd singular', 202, 1, 0],
  ['3rd singular', 203, 2, 0],
  ['1st plural', 204, 0, 1],
  ['2nd plural', 205, 1, 1],
  ['3rd plural', 206, 2, 1],
] as const;
const RULES: InflectForm[] = ['hablo', 'hablas', 'habla', 'hablamos', 'habláis', 'hablan'].map((word, i) => ({ inflectId: 201 + i, word, conjState: 1 }));

/** A fake server for one entry: auto-inflect applies fixed forms over the unlocked cells; save stores, or refuses. */
function setup(refuse?: string) {
  let stored: InflectForm[] = [{ inflectId: 203, word: 'habla', conjState: 1 }];
  const view = (): InflectView => ({
    ref: 22,
    refId: 7,
    dialectId: 2,
    word: 'hablar',
    wordClass: 'verb',
    headers: ['Singular', 'Plural'],
    cells: CELLS.map(([label, inflectId, row, column]) => ({ label, inflectId, row, column })),
    forms: stored,
  });
  const get = vi.fn(async (path: string) => (path === `${PATH}/inflects` ? view() : undefined));
  const put = vi.fn(async (path: string, body: any): Promise<WriteOutcome<unknown>> => {
    if (path === `${PATH}/auto-inflect`) return { ok: true, data: { forms: mergeAutoInflect(body.inflects, RULES) } };
    if (path !== `${PATH}/inflects`) return { ok: false, status: 404, error: 'not found' };
    if (refuse) return { ok: false, status: 400, error: refuse };
    stored = body.inflects.filter((f: InflectForm) => f.word);
    return { ok: true, data: view() };
  });
  const http = fakeHttp({ get, put });
  const onSaved = vi.fn();
  const r = renderWithServices(<InflectViewer opened onClose={() => undefined} refType={22} refId={7} dialectId={2} onSaved={onSaved} />, { http });
  return { put, onSaved, stored: () => stored, ...r };
}

const dialog = () => within(screen.getByRole('dialog'));
const cell = (label: string) => dialog().getByRole('textbox', { name: label }) as HTMLInputElement;
const marker = (label: string) => dialog().getByRole('button', { name: new RegExp(`^${label} lock state`) });

describe('InflectViewer', () => {
  it('shows the table with a word editor per cell, auto-inflects around a locked cell and saves', async () => {
    const { put, onSaved, stored } = setup();
    await screen.findByText('Inflect: hablar (verb)');
    expect(
      dialog()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Singular', 'Plural']);
    expect(cell('3rd singular').value).toBe('habla');
    expect(cell('1st singular').value).toBe('');

    // An irregular 1sg typed and marked: regular → change → irregular.
    fireEvent.change(cell('1st singular'), { target: { value: 'hablito' } });
    fireEvent.click(marker('1st singular'));
    fireEvent.click(marker('1st singular'));
    expect(marker('1st singular').getAttribute('aria-label')).toBe('1st singular lock state: Irregular');

    fireEvent.click(dialog().getByRole('button', { name: 'Auto-inflect' }));
    await waitFor(() => expect(cell('2nd plural').value).toBe('habláis'));
    expect(cell('1st singular').value).toBe('hablito');
    expect(cell('3rd plural').value).toBe('hablan');
    expect(stored()).toHaveLength(1); // nothing saved yet

    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored().find((f) => f.inflectId === 201)).toEqual({ inflectId: 201, word: 'hablito', conjState: 3 });
    expect(stored()).toHaveLength(6);
    expect(put).toHaveBeenLastCalledWith(`${PATH}/inflects`, expect.anything());
  });

  it('keeps what was typed when the save is refused', async () => {
    setup('Invalid body: inflects');
    await screen.findByText('Inflect: hablar (verb)');
    fireEvent.change(cell('2nd singular'), { target: { value: 'hablas' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('inflect-error')).textContent).toContain('Invalid body: inflects');
    expect(cell('2nd singular').value).toBe('hablas');
  });

  it('cycles the lock states as the spec says', () => {
    expect([0, 1, 2, 3, 4].map((s) => nextConjState(s, 'x'))).toEqual([2, 2, 3, 4, 0]);
    expect(nextConjState(1, '')).toBe(1);
    expect(nextConjState(4, '')).toBe(0);
  });
});
