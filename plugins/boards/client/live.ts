import { useEffect, useRef } from 'react';
import { apiUrl } from '../../../sdk/client';
import { boardsApi } from '../public';

/** Polling interval when the event stream is not available (spec 1 §9: 5000 ms). */
export const POLL_MS = 5000;
/** Events arriving together cause one refresh. */
const COALESCE_MS = 150;
const EVENT_TYPES = ['card', 'comment', 'freelances'];

/**
 * Keeps a loaded board fresh while it is open: subscribes to GET boards/{id}/events (server-sent
 * events) and calls refresh after each change. While the stream is down (an error, the browser
 * reconnecting, or no EventSource at all) it polls every 5 s instead, and stops once it is back.
 */
export function useBoardLive(boardId: number | null, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;

  useEffect(() => {
    if (boardId === null) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(pending);
      pending = setTimeout(() => latest.current(), COALESCE_MS);
    };
    const startPolling = () => {
      poll ??= setInterval(() => latest.current(), POLL_MS);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };

    let source: EventSource | undefined;
    if (typeof EventSource === 'undefined') startPolling();
    else {
      source = new EventSource(apiUrl(boardsApi.events, { id: boardId }), { withCredentials: true });
      for (const type of EVENT_TYPES) source.addEventListener(type, soon);
      source.onopen = () => {
        // Back after a break: catch up once, then rely on the stream again.
        if (poll) soon();
        stopPolling();
      };
      source.onerror = () => startPolling();
    }
    return () => {
      source?.close();
      stopPolling();
      clearTimeout(pending);
    };
  }, [boardId]);
}
