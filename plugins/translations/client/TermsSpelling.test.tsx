// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, RxEventBus, renderWithServices } from '../../../tests/support/client';
import { catRow } from './cat-row.fixture';
import { CatEditor } from './CatEditor';
import type { SegmentTerm } from '../public';

/** Issue 43 in the CAT: the active row's terms (Ctrl+Alt+n puts one in at the caret) and its target's spelling (Ctrl+. offers suggestions). */
const term = (refId: number, source: string, translation: string, start: number, missing = false): SegmentTerm => ({
  ref: 22,
  refId,
  source,
  start,
  end: start + source.length,
  translation,
  missing,
});

function setup() {
  const rows = [catRow(1, 'Una mesa para dos.'), { ...catRow(2, 'Una mesa.', 'A desk.', 1), warnings: ['Term missing: table (mesa)'] }];
  const terms: Record<number, SegmentTerm[]> = {
    1: [term(438, 'mesa', 'table', 4, true), term(15, 'para', '', 9), term(484, 'dos', 'two', 14, true)],
    2: [term(438, 'mesa', 'table', 4, true)],
  };
  const get = vi.fn(async (path: string) => {
    if (path === 'courses/1/translations/projects/select') return [{ id: 7, name: 'Demo' }];
    if (path === 'translations/projects/7/translations') return structuredClone(rows);
    const m = path.match(/^translations\/projects\/translations\/(\d+)\/terms$/);
    if (m) return terms[Number(m[1])];
    return undefined;
  });
  // As the server: 'tabel' is the one word the dictionary does not know.
  const post = vi.fn(async (path: string, body: { dialect: string; texts: string[] }) => {
    if (path !== 'courses/1/translations/spelling') return { ok: false as const, status: 404, error: 'Not found' };
    const texts = body.texts.map((t) => {
      const at = t.indexOf('tabel');
      return at < 0 ? [] : [{ word: 'tabel', start: at, end: at + 5, suggestions: ['table', 'label'] }];
    });
    return { ok: true as const, data: { checked: true, texts } };
  });
  renderWithServices(<CatEditor courseId={1} projectId={7} />, { http: fakeHttp({ get, post }), events: new RxEventBus() });
  return { get, post };
}

const key = (k: string, init: KeyboardEventInit = {}) =>
  act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: k, code: /^\d$/.test(k) ? `Digit${k}` : k, ...init });
  });
const target = (n: number) => screen.findByRole('textbox', { name: `Target ${n}` }) as Promise<HTMLTextAreaElement>;
const type = (el: HTMLTextAreaElement, text: string, caret = text.length) =>
  act(async () => {
    fireEvent.change(el, { target: { value: text } });
    el.setSelectionRange(caret, caret);
  });

describe('CAT terms', () => {
  it("lists the active row's terms with their translations, numbered; Ctrl+Alt+n puts the n-th in at the caret", async () => {
    setup();
    await screen.findAllByTestId('cat-source');
    await key('ArrowDown', { altKey: true });
    const field = await target(1);
    await waitFor(() => expect(screen.getAllByTestId('cat-term')).toHaveLength(3));
    expect(screen.getAllByTestId('cat-term').map((e) => e.textContent)).toEqual(['1mesa → table', 'para → no approved translation', '2dos → two']);
    // Nothing saved yet: no term is said to be missing.
    expect(screen.queryByText('missing')).not.toBeInTheDocument();

    await type(field, 'A  for .', 2);
    await key('1', { ctrlKey: true, altKey: true });
    expect(field.value).toBe('A table for .');
    expect(field.selectionStart).toBe(7);
    field.setSelectionRange(12, 12);
    await key('2', { ctrlKey: true, altKey: true });
    expect(field.value).toBe('A table for two.');
    // A click puts it in too.
    field.setSelectionRange(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Insert term 2: two' }));
    expect(field.value).toBe('twoA table for two.');
  });

  it('marks a term the saved target leaves out, as the format check warns of it; the row shows its stored warnings, not an error', async () => {
    setup();
    await screen.findAllByTestId('cat-source');
    expect(screen.getAllByLabelText('Check warning')).toHaveLength(1);
    expect(screen.queryByLabelText('Check error')).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByTestId('cat-source')[1]);
    await target(2);
    const termRow = await screen.findByTestId('cat-term');
    expect(within(termRow).getByTitle('Term missing: table (mesa)')).toHaveTextContent('missing');
  });
});

describe('CAT spelling', () => {
  it('checks the target once typing pauses, underlines what is misspelled and Ctrl+. replaces it with a suggestion', async () => {
    const { post } = setup();
    await screen.findAllByTestId('cat-source');
    await key('ArrowDown', { altKey: true });
    const field = await target(1);
    expect(field).toHaveAttribute('lang', 'en-US');
    await type(field, 'A tab');
    await type(field, 'A tabe');
    await type(field, 'A tabel for two.', 4);
    const mark = await screen.findByText('tabel', { selector: '[data-misspelled]' }, { timeout: 5_000 });
    expect(mark).toHaveAttribute('data-misspelled', 'tabel');
    // One request for the pause, with the text as it was then.
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('courses/1/translations/spelling', { dialect: 'en-US', texts: ['A tabel for two.'] });

    await key('.', { ctrlKey: true });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'table' }));
    expect(field.value).toBe('A table for two.');
    await waitFor(() => expect(screen.queryByTestId('spelling-layer')).not.toBeInTheDocument());
  });
});
