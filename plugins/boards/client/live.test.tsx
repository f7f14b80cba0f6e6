// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BoardsScreen from './BoardsScreen';
import { card, comment, fakeServer } from './fake-server';
import { POLL_MS } from './live';
import type { BoardEvent } from '../types';

/** A stand-in for the browser's EventSource: the test opens, breaks and feeds the stream. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, (() => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, event?: BoardEvent) {
    for (const fn of this.listeners.get(type) ?? []) (fn as (m?: { data: string }) => void)(event && { data: JSON.stringify(event) });
  }
}

const CARDS = [card(1, 'Lesson 1 greetings', 'todo'), card(2, 'Lesson 2 numbers', 'doing')];
const column = (state: string) => within(screen.getByTestId(`column-${state}`));
const countOf = (id: number) => within(screen.getByTestId(`card-${id}`)).getByTestId('comment-count').textContent;
const cardCalls = (get: ReturnType<typeof fakeServer>['get']) => get.mock.calls.filter((c) => c[0] === 'boards/1/cards').length;

/** Fake timers only once the board is on screen (testing-library's waitFor needs real ones). */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function openBoard(fakeTimers = false) {
  // GETs answer without a timer, so that they resolve under fake timers too.
  const s = fakeServer({ cards: CARDS, instant: true });
  // The first board shows at once, and its polling starts with it: the timers are fake from the start then.
  if (fakeTimers) vi.useFakeTimers();
  const view = s.render(<BoardsScreen moduleId={19} courseId={1} />);
  if (fakeTimers) for (let i = 0; i < 20 && !screen.queryByText('Lesson 1 greetings'); i++) await advance(0);
  else await within(await screen.findByTestId('column-todo')).findByText('Lesson 1 greetings');
  expect(column('todo').getByText('Lesson 1 greetings')).toBeInTheDocument();
  const source = FakeEventSource.all.at(-1)!;
  return { ...s, source, view };
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live updates of a loaded board', () => {
  it("subscribes to the board's event stream and refreshes once per burst of events", async () => {
    const s = await openBoard();
    expect(s.source.url).toBe('/api/boards/1/events');
    expect(s.source.init).toEqual({ withCredentials: true });
    expect([...s.source.listeners.keys()]).toEqual(['card', 'comment', 'freelances']);
    vi.useFakeTimers();
    const before = cardCalls(s.get);
    s.moveCard(1, 'doing');
    s.source.emit('card');
    s.source.emit('comment');
    await advance(200);
    expect(cardCalls(s.get)).toBe(before + 1);
    expect(column('doing').getByText('Lesson 1 greetings')).toBeInTheDocument();
    // While the stream is up, nothing polls.
    await advance(3 * POLL_MS);
    expect(cardCalls(s.get)).toBe(before + 1);
  });

  it("reads nothing for an event the screen already shows (its own move's echo), and refreshes for one it does not", async () => {
    const s = await openBoard();
    vi.useFakeTimers();
    const before = cardCalls(s.get);
    fireEvent.focus(screen.getByTestId('card-1'));
    fireEvent.keyDown(screen.getByTestId('card-1'), { key: 'ArrowRight', code: 'ArrowRight', altKey: true });
    // The echo arrives while the write is under way: it waits for the write's answer, then is known.
    s.source.emit('card', { id: 7, type: 'card', boardId: 1, cardId: 1, at: '', card: { state: 'doing', freelanceId: null, nComments: 0 } });
    await advance(200);
    expect(column('doing').getByText('Lesson 1 greetings')).toBeInTheDocument();
    expect(s.put).toHaveBeenCalledTimes(1);
    expect(cardCalls(s.get)).toBe(before);

    // Another user's move of the other card: not shown yet, so the board is read.
    s.moveCard(2, 'review');
    s.source.emit('card', { id: 8, type: 'card', boardId: 1, cardId: 2, at: '', card: { state: 'review', freelanceId: null, nComments: 0 } });
    await advance(200);
    expect(cardCalls(s.get)).toBe(before + 1);
    expect(column('review').getByText('Lesson 2 numbers')).toBeInTheDocument();
  });

  it('polls every 5 s while the event stream is broken: a move and a comment by another user appear', async () => {
    const s = await openBoard();
    expect(POLL_MS).toBe(5000);
    vi.useFakeTimers();
    act(() => s.source.onerror?.());
    const before = cardCalls(s.get);

    s.moveCard(1, 'doing');
    s.addComment(comment(50, 2, 'Please record again'));
    await advance(4999);
    expect(cardCalls(s.get)).toBe(before);
    expect(column('todo').getByText('Lesson 1 greetings')).toBeInTheDocument();
    expect(countOf(2)).toBe('0');

    await advance(1);
    expect(cardCalls(s.get)).toBe(before + 1);
    expect(column('doing').getByText('Lesson 1 greetings')).toBeInTheDocument();
    expect(column('todo').queryByText('Lesson 1 greetings')).toBeNull();
    expect(countOf(2)).toBe('1');
    expect(within(screen.getByTestId('card-2')).getByTestId('new-comments').textContent).toBe('1');

    s.moveCard(2, 'review');
    await advance(POLL_MS);
    expect(cardCalls(s.get)).toBe(before + 2);
    expect(column('review').getByText('Lesson 2 numbers')).toBeInTheDocument();
  });

  it('shows a comment of another user in the open Comments dialog, flagged new, and marks it seen', async () => {
    const s = await openBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Comments of Lesson 2 numbers: 0' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Comments: Lesson 2 numbers' }));
    await dialog.findByText('No comments yet.');
    vi.useFakeTimers();
    act(() => s.source.onerror?.());
    s.addComment(comment(51, 2, 'New take uploaded', { userName: 'Paul' }));
    await advance(POLL_MS);
    await advance(0);
    expect(dialog.getByText('New take uploaded')).toBeInTheDocument();
    expect(within(screen.getByTestId('comment-51')).getByText('new')).toBeInTheDocument();
    expect(s.put).toHaveBeenCalledWith('comments/51', { seen: true });
    expect(s.comments().find((c) => c.id === 51)?.seen).toBe(true);
    // The card's count follows: one comment, none unseen any more.
    await advance(0);
    expect(countOf(2)).toBe('1');
    expect(within(screen.getByTestId('card-2')).queryByTestId('new-comments')).toBeNull();
  });

  it('catches up once and stops polling when the stream is back', async () => {
    const s = await openBoard();
    vi.useFakeTimers();
    act(() => s.source.onerror?.());
    await advance(POLL_MS);
    const polled = cardCalls(s.get);
    s.moveCard(2, 'review');
    act(() => s.source.onopen?.());
    await advance(200);
    expect(cardCalls(s.get)).toBe(polled + 1);
    expect(column('review').getByText('Lesson 2 numbers')).toBeInTheDocument();
    await advance(3 * POLL_MS);
    expect(cardCalls(s.get)).toBe(polled + 1);
  });

  it('polls every 5 s without EventSource at all, and stops when the screen goes', async () => {
    vi.stubGlobal('EventSource', undefined);
    // Polling starts with the load here: the timers are fake from then on.
    const s = await openBoard(true);
    expect(FakeEventSource.all).toEqual([]);
    const before = cardCalls(s.get);
    s.moveCard(1, 'doing');
    await advance(POLL_MS);
    expect(column('doing').getByText('Lesson 1 greetings')).toBeInTheDocument();
    expect(cardCalls(s.get)).toBe(before + 1);
    s.view.unmount();
    await advance(3 * POLL_MS);
    expect(cardCalls(s.get)).toBe(before + 1);
  });

  it('closes the stream of a board that is no longer shown', async () => {
    const s = await openBoard();
    expect(s.source.closed).toBe(false);
    s.view.unmount();
    expect(s.source.closed).toBe(true);
  });
});
