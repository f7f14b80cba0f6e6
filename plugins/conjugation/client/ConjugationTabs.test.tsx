// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../sdk/client';
import { translator } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import ConjugationScreen from './ConjugationScreen';
import { ROOT_CHANGE_HELP, RootChangesTab } from './RootChangesTab';
import { RulesTab } from './RulesTab';

const RULE = {
  id: 4,
  name: 'verb -ar',
  order: 0,
  wordClass: 'verb',
  gender: 'mf',
  endingToApply: 'ar',
  endingToRemove: 'ar',
  prefixToRemove: '',
  endings: [{ inflectId: 201, ending: 'o', group: 1, panelId: null }],
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
            { inflectId: 201, ending: 'o', group: 1, panelId: null },
            { inflectId: 202, ending: 'as', group: 1, panelId: null },
          ],
          rules: [
            {
              ...RULE,
              endings: [
                { inflectId: 201, ending: 'o', group: 1, panelId: null },
                { inflectId: 202, ending: 'as', group: 1, panelId: null },
              ],
            },
          ],
        },
      });
    const http = setup({ put });
    renderWithServices(<RulesTab courseId={1} languageId={2} />, { http });
    fireEvent.click(await screen.findByText('verb -ar'));
    fireEvent.click(screen.getByRole('button', { name: 'Add ending' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Inflect id 2' }), { target: { value: '201' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ending 2' }), { target: { value: 'as' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('This inflect id is given twice')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ending 2' })).toHaveProperty('value', 'as');
    expect(put).toHaveBeenCalledWith(
      'conj-rules/4?course=1',
      expect.objectContaining({
        endingToApply: 'ar',
        gender: 'mf',
        endings: [
          { inflectId: 201, ending: 'o', group: 1, panelId: null },
          { inflectId: 201, ending: 'as', group: 1, panelId: null },
        ],
      }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Inflect id 2' }), { target: { value: '202' } });
    vi.mocked(http.get).mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await screen.findByText('Saved');
    expect(put).toHaveBeenLastCalledWith(
      'conj-rules/4?course=1',
      expect.objectContaining({
        endings: [
          { inflectId: 201, ending: 'o', group: 1, panelId: null },
          { inflectId: 202, ending: 'as', group: 1, panelId: null },
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
    renderWithServices(<RootChangesTab courseId={1} languageId={2} />, { http: setup({ put, post }) });
    const to = await screen.findByRole('textbox', { name: 'To 1' });
    fireEvent.change(to, { target: { value: 'ye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save root change 1' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('conjugation-root-changes/9?course=1', expect.objectContaining({ fromText: 'e', toText: 'ye' })));

    fireEvent.click(screen.getByRole('button', { name: 'Add root change' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'To 2' }), { target: { value: 'ue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save root change 2' }));
    const table = screen.getByRole('table', { name: 'Root changes' });
    expect(await within(table).findByText('Required')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('languages/2/conjugation-root-changes?course=1', expect.objectContaining({ toText: 'ue', wordClass: 'verb' }));
    expect(screen.getByRole('textbox', { name: 'To 2' })).toHaveProperty('value', 'ue');
  });
});

describe('Rules tab: gender, groups and panels', () => {
  it('asks "Do you want to remove the panel?" before taking a panel off an ending; No keeps it, Yes removes it; the rule is saved with its gender', async () => {
    const withPanel = {
      ...RULE,
      gender: 'f',
      endings: [
        { inflectId: 201, ending: 'o', group: 1, panelId: 77 },
        { inflectId: 202, ending: 'as', group: 2, panelId: null },
      ],
    };
    const put = vi.fn().mockResolvedValue({ ok: true, status: 200, data: { ...withPanel, rules: [withPanel] } });
    const http = fakeHttp({ get: vi.fn(async () => [withPanel]), put });
    renderWithServices(<RulesTab courseId={1} languageId={2} />, { http });
    fireEvent.click(await screen.findByText('verb -ar'));
    expect(screen.getByRole('textbox', { name: 'Panel 1' })).toHaveProperty('value', '77');
    expect(screen.getByRole('textbox', { name: 'Group 2' })).toHaveProperty('value', '2');
    expect(screen.queryByRole('button', { name: 'Remove the panel of ending 2' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the panel of ending 1' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove panel' });
    expect(ask).toHaveTextContent('Do you want to remove the panel?');
    fireEvent.click(within(ask).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove panel' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Panel 1' })).toHaveProperty('value', '77');

    fireEvent.click(screen.getByRole('button', { name: 'Remove the panel of ending 1' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove panel' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Panel 1' })).toHaveProperty('value', ''));
    expect(screen.queryByRole('button', { name: 'Remove the panel of ending 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await screen.findByText('Saved');
    expect(put).toHaveBeenCalledWith(
      'conj-rules/4?course=1',
      expect.objectContaining({
        gender: 'f',
        endings: [
          { inflectId: 201, ending: 'o', group: 1, panelId: null },
          { inflectId: 202, ending: 'as', group: 2, panelId: null },
        ],
      }),
    );
  });
});

describe('Root Changes tab: the help', () => {
  it('shows the help on slots, [V]/[C] tokens, priority, ties and empty texts', async () => {
    renderWithServices(<RootChangesTab courseId={1} languageId={2} />, { http: setup({}) });
    const help = await screen.findByRole('alert', { name: 'Root change help' });
    for (const line of ROOT_CHANGE_HELP) expect(help).toHaveTextContent(translator('conjugation')(`roots.help.${line}`, { max: 4 }));
    expect(help).toHaveTextContent('0 to 4 slots');
    expect(help).toHaveTextContent('[V] (any vowel)');
    expect(help).toHaveTextContent('[C] (any consonant)');
    expect(help).toHaveTextContent('the higher priority wins; on a tie, the lowest id');
    expect(help).toHaveTextContent('From and To both empty is ignored');
    expect(await screen.findByRole('textbox', { name: 'From 1' })).toHaveProperty('placeholder', 'e[C]');
  });
});

describe('Conjugation screen', () => {
  it("edits the rules of the course's language, through its per-language calls", async () => {
    const get = vi.fn(async (path: string) => (path === 'courses/1/conjugation-language' ? { languageId: 2, code: 'es', name: 'Spanish' } : [RULE]));
    renderWithServices(<ConjugationScreen moduleId={32} courseId={1} />, { http: fakeHttp({ get }) });
    expect(await screen.findByText('Spanish: shared by every course of the language.')).toBeInTheDocument();
    expect(await screen.findByText('verb -ar')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('languages/2/conj-rules', { course: 1 }, undefined);
  });
});
