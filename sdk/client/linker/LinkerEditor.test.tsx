// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { contract } from '../../shared/contract';
import { z } from 'zod';
import type { GuessResponse, LinkedConcept } from '../../shared/concepts';
import { contribute, registerContributions } from '../../shared/contributions';
import { conceptCards, type ConceptCardDef } from '../../shared/concept-cards';
import { CONCEPT_ROW_TOOLTIP_MS, ConceptCard, GUESSED_TOOLTIP_MS, LINKER_TOOLTIP_MS, LinkerEditor, POPOVER_CLOSE_MS, POPOVER_OPEN_MS } from './LinkerEditor';

const concept = (refId: number, positions: number[], preselected: boolean): LinkedConcept => ({
  ref: 22,
  refId,
  positions,
  deltaPos: 0,
  inflectStudied: null,
  preselected,
});
const ownerTips = contract({
  method: 'GET',
  path: 'owner/:courseId/tips',
  query: z.object({ text: z.string(), dialect: z.number() }),
  answer: z.array(z.object({ title: z.string(), nUses: z.number() })),
});
/** A card as a concept type's owner contributes it (the vocabulary's for ref 22): the editor knows no type. */
const card: ConceptCardDef<{ title: string; nUses: number }> = {
  ref: 22,
  tooltip: async (api, q) => (await api.load(ownerTips, { params: { courseId: q.courseId }, query: { text: String(q.refId), dialect: q.dialectId } }))?.[0],
  render: (c, tip) => <span>{tip ? `${tip.title} (${tip.nUses} uses)` : `Concept ${c.refId}`}</span>,
};
let removeCard: () => void;
beforeAll(() => {
  removeCard = registerContributions([contribute(conceptCards, card)]);
});
afterAll(() => removeCard());

const words = ['Mi', 'hermano', 'come', 'pan'];
const guessOf = (concepts: LinkedConcept[]): GuessResponse => ({
  phrase: { id: 7, plain: words.join(' '), words: words.map((text, i) => ({ text, start: i * 5, end: i * 5 + text.length })), length: 4, order: 0 },
  concepts,
  possibleConcepts: [],
  exactMatch: false,
  titles: [1, 2, 3].map((refId) => ({ ref: 22, refId, title: ['mi', 'hermano', 'hermanito'][refId - 1] })),
});

function setup(initial = guessOf([concept(1, [0], false), concept(2, [1], true)])) {
  let current = initial;
  const signals: AbortSignal[] = [];
  const get = vi.fn(async (path: string, _params?: unknown, signal?: AbortSignal) => {
    if (signal) signals.push(signal);
    if (path.endsWith('/guess')) return current;
    if (path.endsWith('/tips')) return [{ title: 'brother', nUses: 3 }];
    return undefined;
  });
  const put = vi.fn(async (_path: string, body: unknown) => {
    current = guessOf((body as { concepts: LinkedConcept[] }).concepts.map((c) => ({ ...c, deltaPos: 0, inflectStudied: null, preselected: false })));
    return { ok: true as const, data: { guess: current } };
  });
  const http = fakeHttp({ get, put });
  const view = renderWithServices(<LinkerEditor courseId={1} ref_={16} refId={7} dialectId={2} text={words.join(' ')} />, { http });
  return { get, put, signals, view, http };
}

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('linker editor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks the words done (linked), pending (guessed) or none', async () => {
    setup();
    await flush();
    expect(['Mi', 'hermano', 'come', 'pan'].map((w) => screen.getByText(w).getAttribute('data-mark'))).toEqual(['done', 'pending', 'none', 'none']);
  });

  it("shows the hover tooltip only after 250 ms, with the tooltip data of the concept type's contributed card", async () => {
    const { get } = setup();
    await flush();
    fireEvent.mouseEnter(screen.getByText('hermano'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LINKER_TOOLTIP_MS - 1);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('tooltip')).toHaveProperty('textContent', 'brother (3 uses)');
    expect(get).toHaveBeenCalledWith('owner/1/tips', { text: '2', dialect: 2 }, undefined);
    fireEvent.mouseLeave(screen.getByText('hermano'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Leaving before 250 ms shows nothing.
    fireEvent.mouseEnter(screen.getByText('Mi'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    fireEvent.mouseLeave(screen.getByText('Mi'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens a concept popover after 200 ms and closes it 300 ms after leaving', async () => {
    setup();
    await flush();
    const row = screen.getByText('hermano · Vocabulary');
    fireEvent.mouseEnter(row);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPOVER_OPEN_MS - 1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseLeave(row);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPOVER_CLOSE_MS - 1);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("names each concept by its record's title and module, and the popover card by its tooltip data, never by ids", async () => {
    setup();
    await flush();
    const rows = screen.getAllByTestId('concept-row').map((r) => r.textContent);
    expect(rows).toEqual(['Mi → mi · Vocabulary (linked)', 'hermano → hermano · Vocabulary (guessed)']);
    fireEvent.mouseEnter(screen.getByText('hermano · Vocabulary'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPOVER_OPEN_MS);
    });
    expect(screen.getByRole('dialog', { name: 'Concept card' }).textContent).toBe('brother (3 uses)');
    expect(document.body.textContent).not.toMatch(/22\/\d|Concept \d/);
  });

  it('shows a linked concept row tooltip after 1 s and a guessed one (with alternatives) after 2 s', async () => {
    setup({ ...guessOf([concept(1, [0], false), concept(2, [1], true)]), possibleConcepts: [concept(3, [1], true)] });
    await flush();
    const [linked, guessed] = screen.getAllByTestId('concept-row');
    fireEvent.mouseEnter(linked);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONCEPT_ROW_TOOLTIP_MS - 1);
    });
    expect(screen.queryByRole('tooltip', { name: 'Linked concept' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('tooltip', { name: 'Linked concept' })).toBeInTheDocument();
    fireEvent.mouseLeave(linked);
    fireEvent.mouseEnter(guessed);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONCEPT_ROW_TOOLTIP_MS);
    });
    expect(screen.queryByRole('tooltip', { name: 'Guessed concept' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GUESSED_TOOLTIP_MS - CONCEPT_ROW_TOOLTIP_MS);
    });
    const guessedTip = screen.getByRole('tooltip', { name: 'Guessed concept' }).textContent;
    expect(guessedTip).toContain('Guessed: hermano (hermano · Vocabulary)');
    expect(guessedTip).toContain('Alternatives: hermano (hermanito · Vocabulary)');
  });

  it('links a guessed concept by click and unlinks a linked one by keyboard', async () => {
    const { put } = setup();
    await flush();
    fireEvent.click(screen.getByText('hermano'));
    await flush();
    expect(put).toHaveBeenLastCalledWith('concepts-linker/ref/16/refId/7/target-dialect/2/links', {
      concepts: [
        { ref: 22, refId: 1, positions: [0], inflectStudied: null },
        { ref: 22, refId: 2, positions: [1], inflectStudied: null },
      ],
    });
    expect(screen.getByText('hermano').getAttribute('data-mark')).toBe('done');
    fireEvent.keyDown(screen.getByText('Mi'), { key: 'Enter' });
    await flush();
    expect(put).toHaveBeenLastCalledWith(expect.any(String), { concepts: [{ ref: 22, refId: 2, positions: [1], inflectStudied: null }] });
    expect(screen.getByText('Mi').getAttribute('data-mark')).toBe('none');
  });

  it('a new guess (the text changed) aborts the one in flight, and its late answer is ignored', async () => {
    const { signals, view, get } = setup();
    // The first guess is still in flight (no flush): the text changes.
    view.rerender(<LinkerEditor courseId={1} ref_={16} refId={7} dialectId={2} text="Mi hermano" />);
    await flush();
    expect(get.mock.calls.filter((c) => String(c[0]).endsWith('/guess')).map((c) => (c[1] as { phrase: string }).phrase)).toEqual([
      'Mi hermano come pan',
      'Mi hermano',
    ]);
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
  });

  it('draws the card its owner contributed, and Unknown concept type for a type without one', () => {
    render(<ConceptCard concept={concept(5, [0], false)} />);
    expect(screen.getByTestId('concept-card').textContent).toBe('Concept 5');
    removeCard();
    render(<ConceptCard concept={concept(6, [0], false)} />);
    expect(screen.getAllByTestId('concept-card')[1].textContent).toBe('Unknown concept type');
    removeCard = registerContributions([contribute(conceptCards, card)]);
    render(<ConceptCard concept={{ ...concept(5, [0], false), ref: 999 }} />);
    expect(screen.getAllByTestId('concept-card')[2].textContent).toBe('Unknown concept type');
  });
});
