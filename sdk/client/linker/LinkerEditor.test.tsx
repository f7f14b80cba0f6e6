// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '..';
import { renderWithServices, readVia } from '../testing';
import type { GuessResponse, LinkedConcept } from '../../shared/concepts';
import { CONCEPT_ROW_TOOLTIP_MS, ConceptCard, GUESSED_TOOLTIP_MS, LINKER_TOOLTIP_MS, LinkerEditor, POPOVER_CLOSE_MS, POPOVER_OPEN_MS } from './LinkerEditor';

const concept = (refId: number, positions: number[], preselected: boolean): LinkedConcept =>
  ({ ref: 22, refId, positions, deltaPos: 0, inflectStudied: null, preselected });
const words = ['Mi', 'hermano', 'come', 'pan'];
const guessOf = (concepts: LinkedConcept[]): GuessResponse => ({
  phrase: { id: 7, plain: words.join(' '), words: words.map((text, i) => ({ text, start: i * 5, end: i * 5 + text.length })), length: 4, order: 0 },
  concepts, possibleConcepts: [], exactMatch: false,
});

function setup(initial = guessOf([concept(1, [0], false), concept(2, [1], true)])) {
  let current = initial;
  const signals: AbortSignal[] = [];
  const get = vi.fn(async (path: string, _params?: unknown, signal?: AbortSignal) => {
    if (signal) signals.push(signal);
    if (path.endsWith('/guess')) return current;
    if (path.includes('tooltips-voc')) return [{ id: 2, title: 'brother', nUses: 3, svg: null, targets: [{ dialectId: 2, dialectCode: 'es-ES', text: 'hermano' }], sources: [{ dialectId: 3, dialectCode: 'en-US', text: 'brother' }] }];
    return undefined;
  });
  const put = vi.fn(async (_path: string, body: unknown) => {
    current = guessOf((body as { concepts: LinkedConcept[] }).concepts.map((c) => ({ ...c, deltaPos: 0, inflectStudied: null, preselected: false })));
    return { ok: true as const, data: { guess: current } };
  });
  const fail = async () => ({ ok: false as const, status: 500, error: 'no' });
  const http: HttpClient = { get: get as HttpClient['get'], read: readVia(get as HttpClient['get']), post: fail, put: put as HttpClient['put'], delete: fail, upload: fail };
  const view = renderWithServices(<LinkerEditor courseId={1} ref_={16} refId={7} dialectId={2} text={words.join(' ')} />, { http });
  return { get, put, signals, view, http };
}

const flush = () => act(async () => { await vi.advanceTimersByTimeAsync(0); });

describe('linker editor', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('marks the words done (linked), pending (guessed) or none', async () => {
    setup();
    await flush();
    expect(['Mi', 'hermano', 'come', 'pan'].map((w) => screen.getByText(w).getAttribute('data-mark'))).toEqual(['done', 'pending', 'none', 'none']);
  });

  it('shows the hover tooltip only after 250 ms, with the vocabulary tooltip data', async () => {
    const { get } = setup();
    await flush();
    fireEvent.mouseEnter(screen.getByText('hermano'));
    await act(async () => { await vi.advanceTimersByTimeAsync(LINKER_TOOLTIP_MS - 1); });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(screen.getByRole('tooltip')).toHaveProperty('textContent', expect.stringContaining('brother'));
    expect(get).toHaveBeenCalledWith('courses/1/tooltips-voc', { text: '2', dialect: 2 });
    fireEvent.mouseLeave(screen.getByText('hermano'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Leaving before 250 ms shows nothing.
    fireEvent.mouseEnter(screen.getByText('Mi'));
    await act(async () => { await vi.advanceTimersByTimeAsync(200); });
    fireEvent.mouseLeave(screen.getByText('Mi'));
    await act(async () => { await vi.advanceTimersByTimeAsync(500); });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens a concept popover after 200 ms and closes it 300 ms after leaving', async () => {
    setup();
    await flush();
    const row = screen.getByText('22/2');
    fireEvent.mouseEnter(row);
    await act(async () => { await vi.advanceTimersByTimeAsync(POPOVER_OPEN_MS - 1); });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseLeave(row);
    await act(async () => { await vi.advanceTimersByTimeAsync(POPOVER_CLOSE_MS - 1); });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a linked concept row tooltip after 1 s and a guessed one (with alternatives) after 2 s', async () => {
    setup({ ...guessOf([concept(1, [0], false), concept(2, [1], true)]), possibleConcepts: [concept(3, [1], true)] });
    await flush();
    const [linked, guessed] = screen.getAllByTestId('concept-row');
    fireEvent.mouseEnter(linked);
    await act(async () => { await vi.advanceTimersByTimeAsync(CONCEPT_ROW_TOOLTIP_MS - 1); });
    expect(screen.queryByRole('tooltip', { name: 'Linked concept' })).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(screen.getByRole('tooltip', { name: 'Linked concept' })).toBeTruthy();
    fireEvent.mouseLeave(linked);
    fireEvent.mouseEnter(guessed);
    await act(async () => { await vi.advanceTimersByTimeAsync(CONCEPT_ROW_TOOLTIP_MS); });
    expect(screen.queryByRole('tooltip', { name: 'Guessed concept' })).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(GUESSED_TOOLTIP_MS - CONCEPT_ROW_TOOLTIP_MS); });
    expect(screen.getByRole('tooltip', { name: 'Guessed concept' }).textContent).toContain('Alternatives: hermano (22/3)');
  });

  it('links a guessed concept by click and unlinks a linked one by keyboard', async () => {
    const { put } = setup();
    await flush();
    fireEvent.click(screen.getByText('hermano'));
    await flush();
    expect(put).toHaveBeenLastCalledWith('concepts-linker/ref/16/refId/7/target-dialect/2/links', {
      concepts: [{ ref: 22, refId: 1, positions: [0], inflectStudied: null }, { ref: 22, refId: 2, positions: [1], inflectStudied: null }],
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
    expect(get.mock.calls.filter((c) => String(c[0]).endsWith('/guess')).map((c) => (c[1] as { phrase: string }).phrase)).toEqual(['Mi hermano come pan', 'Mi hermano']);
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
  });

  it('shows Unknown concept type for a type without a card', () => {
    render(<ConceptCard concept={concept(5, [0], false) && { ...concept(5, [0], false), ref: 999 }} />);
    expect(screen.getByText('Unknown concept type')).toBeTruthy();
  });
});
