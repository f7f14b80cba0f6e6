import { useEffect, useRef } from 'react';
import { apiUrl } from '../../../sdk/client';
import { boardsApi } from '../public';
import { allCards, type BoardCards, type BoardEvent, type Freelance } from '../types';

/** Polling interval when the event stream is not available (spec 1 §9: 5000 ms). */
export const POLL_MS = 5000;
/** Events arriving together cause one refresh. */
const COALESCE_MS = 150;
const EVENT_TYPES = ['card', 'comment', 'freelances'];

/**
 * Whether the screen already shows what the event says (the echo of its own write, say): the
 * card as the event stamps it (or its absence, once off the board), the board's freelances.
 */
export function showsEvent(d: BoardCards | undefined, freelances: Freelance[], e: BoardEvent): boolean {
  if (!d || d.board.id !== e.boardId) return false;
  if (e.type === 'freelances') {
    const ids = e.freelanceIds;
    if (!ids || d.board.nFreelances !== ids.length) return false;
    return (
      !d.canManage ||
      freelances
        .map((f) => f.id)
        .sort((a, b) => a - b)
        .join() === ids.join()
    );
  }
  if (!e.card || e.cardId === undefined) return false;
  const c = allCards(d).find((x) => x.id === e.cardId);
  if (e.card.state === null) return !c;
  return !!c && c.state === e.card.state && c.freelanceId === e.card.freelanceId && c.nComments === e.card.nComments;
}

const parsed = (m: Event): BoardEvent | null => {
  try {
    return JSON.parse(String((m as MessageEvent).data)) as BoardEvent;
  } catch {
    return null;
  }
};

export interface BoardLive {
  /**
   * Runs one of the screen's writes, which applies its answer before it returns: events arriving
   * meanwhile wait for it, so that the write's own echo is known as such and reads nothing.
   */
  write<T>(op: () => Promise<T>): Promise<T>;
}

/**
 * Keeps a loaded board fresh while it is open: subscribes to GET boards/{id}/events (server-sent
 * events) and calls refresh after changes the screen does not show yet (`shows`). While the stream
 * is down (an error, the browser reconnecting, or no EventSource at all) it polls every 5 s
 * instead, and stops once it is back.
 */
export function useBoardLive(boardId: number | null, refresh: () => void, shows: (e: BoardEvent) => boolean = () => false): BoardLive {
  const latest = useRef({ refresh, shows });
  latest.current = { refresh, shows };
  /** Writes under way, and the events (null: a change not described) waiting to be weighed. */
  const state = useRef({ writes: 0, pending: [] as (BoardEvent | null)[], weigh: () => undefined as void });

  useEffect(() => {
    if (boardId === null) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const s = state.current;
    const weigh = () => {
      if (s.writes > 0) return; // the last write to end weighs them
      const news = s.pending.some((e) => e === null || !latest.current.shows(e));
      s.pending = [];
      if (news) latest.current.refresh();
    };
    const soon = (e: BoardEvent | null) => {
      s.pending.push(e);
      clearTimeout(timer);
      timer = setTimeout(weigh, COALESCE_MS);
    };
    s.weigh = () => {
      if (!s.pending.length) return;
      clearTimeout(timer);
      timer = setTimeout(weigh, 0);
    };
    const startPolling = () => {
      poll ??= setInterval(() => latest.current.refresh(), POLL_MS);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };

    let source: EventSource | undefined;
    if (typeof EventSource === 'undefined') startPolling();
    else {
      source = new EventSource(apiUrl(boardsApi.events, { id: boardId }), { withCredentials: true });
      for (const type of EVENT_TYPES) source.addEventListener(type, (m?: Event) => soon(m ? parsed(m) : null));
      source.onopen = () => {
        // Back after a break: catch up once, then rely on the stream again.
        if (poll) soon(null);
        stopPolling();
      };
      source.onerror = () => startPolling();
    }
    return () => {
      source?.close();
      stopPolling();
      clearTimeout(timer);
      s.pending = [];
      s.weigh = () => undefined;
    };
  }, [boardId]);

  const live = useRef<BoardLive>({
    async write(op) {
      const s = state.current;
      s.writes++;
      try {
        return await op();
      } finally {
        s.writes--;
        if (s.writes === 0) s.weigh();
      }
    },
  });
  return live.current;
}
