// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { RootChangesTab } from './RootChangesTab';
import { RulesTab } from './RulesTab';

const RULE = {
  id: 4,
  name: 'verb -ar',
  order: 0,
  wordClass: 'verb',
  endingToApply: 'ar',
  endingToRemove: 'ar',
  prefixToRemove: '',
  endings: [{ inflectId: 201, ending: 'o' }],
};
const CHANGE = { id: 9, wordClass: 'verb', fromText: 'e', toText: 'ie', contextNextEndingStartsWith: '', priority: 0 };

function setup(write: { put?: HttpClient['put']; post?: HttpClient['post'] }) {
  const get = vi.fn(async (path: string) => (path.endsWith('conj-rules') ? [RULE] : [CHANGE]));
  return fakeHttp({ get, ...write });
}

describe('Conjugation Rules tab', () => {
  it('opens a rule, edits an ending, saves the rule with its endings; a refused save keeps what was typed', async () => {
    const put = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 400, error: 'Invalid endings', fields: { 'endings.1.inflectId': 'This inflect id is given twice' } })
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        data: {
          ...RULE,
          endings: [
            { inflectId: 201, ending: 'o' },
            { inflectId: 202, ending: 'as' },
          ],
          rules: [
            {
              ...RULE,
              endings: [
                { inflectId: 201, ending: 'o' },
                { inflectId: 202, ending: 'as' },
              ],
            },
          ],
        },
      });
    const http = setup({ put });
    renderWithServices(<RulesTab courseId={1} />, { http });
    fireEvent.click(await screen.findByText('verb -ar'));
    fireEvent.click(screen.getByRole('button', { name: 'Add ending' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Inflect id 2' }), { target: { value: '201' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ending 2' }), { target: { value: 'as' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('This inflect id is given twice')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ending 2' })).toHaveProperty('value', 'as');
    expect(put).toHaveBeenCalledWith(
      'conj-rules/4',
      expect.objectContaining({
        endingToApply: 'ar',
        endings: [
          { inflectId: 201, ending: 'o' },
          { inflectId: 201, ending: 'as' },
        ],
      }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Inflect id 2' }), { target: { value: '202' } });
    vi.mocked(http.get).mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await screen.findByText('Saved');
    expect(put).toHaveBeenLastCalledWith(
      'conj-rules/4',
      expect.objectContaining({
        endings: [
          { inflectId: 201, ending: 'o' },
          { inflectId: 202, ending: 'as' },
        ],
      }),
    );
    // One request: the list shows the answered rules (two endings now), not read again.
    expect(within(screen.getByRole('table', { name: 'Rules' })).getByText('201: o, 202: as')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });
});

describe('Conjugation Root Changes tab', () => {
  it('edits a root change in place and saves it; adds a new one by POST', async () => {
    const put = vi.fn().mockResolvedValue({ ok: true, status: 200, data: { ...CHANGE, toText: 'ye' } });
    const post = vi.fn().mockResolvedValue({ ok: false, status: 400, error: 'Invalid input', fields: { fromText: 'Required' } });
    renderWithServices(<RootChangesTab courseId={1} />, { http: setup({ put, post }) });
    const to = await screen.findByRole('textbox', { name: 'To 1' });
    fireEvent.change(to, { target: { value: 'ye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save root change 1' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('conjugation-root-changes/9', expect.objectContaining({ fromText: 'e', toText: 'ye' })));

    fireEvent.click(screen.getByRole('button', { name: 'Add root change' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'To 2' }), { target: { value: 'ue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save root change 2' }));
    const table = screen.getByRole('table', { name: 'Root changes' });
    expect(await within(table).findByText('Required')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('courses/1/conjugation-root-changes', expect.objectContaining({ toText: 'ue', wordClass: 'verb' }));
    expect(screen.getByRole('textbox', { name: 'To 2' })).toHaveProperty('value', 'ue');
  });
});
