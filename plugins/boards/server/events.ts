import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../sdk/server';
import type { BoardEvent } from '../types';

/**
 * Live board updates inside one server process: changes publish an event to the board's
 * listeners (the open server-sent event streams) and keep it in a short buffer for replay
 * (Last-Event-ID) and for the JSON answer. Several server processes on one PostgreSQL would need
 * the events to travel through the database instead (LISTEN/NOTIFY).
 */

type Listener = (e: BoardEvent) => void;

const RECENT = 500;
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; EventSource reconnects by itself (with Last-Event-ID). */
export const STREAM_MAX_MS = 10 * 60_000;

class BoardEvents {
  private listeners = new Map<number, Set<Listener>>();
  private recent: BoardEvent[] = [];
  private lastId = 0;

  publish(boardId: number, type: BoardEvent['type'], cardId?: number, after: Pick<BoardEvent, 'card' | 'freelanceIds'> = {}): void {
    const e: BoardEvent = { id: ++this.lastId, type, boardId, ...(cardId ? { cardId } : {}), at: new Date().toISOString(), ...after };
    this.recent.push(e);
    if (this.recent.length > RECENT) this.recent.shift();
    for (const l of this.listeners.get(boardId) ?? []) l(e);
  }

  subscribe(boardId: number, l: Listener): () => void {
    let set = this.listeners.get(boardId);
    if (!set) this.listeners.set(boardId, (set = new Set()));
    set.add(l);
    return () => {
      set.delete(l);
      if (!set.size) this.listeners.delete(boardId);
    };
  }

  since(boardId: number, after: number): { lastEventId: number; events: BoardEvent[] } {
    return { lastEventId: this.lastId, events: this.recent.filter((e) => e.boardId === boardId && e.id > after) };
  }
}

/** One event hub per database (tests run several servers in one process). */
const hubs = new WeakMap<Db, BoardEvents>();
export function boardEvents(db: Db): BoardEvents {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new BoardEvents()));
  return hub;
}

const frame = (e: BoardEvent) => `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`;

/** Serves the board's events as text/event-stream until the client goes away, with a heartbeat comment. */
export function streamBoardEvents(db: Db, req: FastifyRequest, reply: FastifyReply, boardId: number): void {
  const hub = boardEvents(db);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  const lastSeen = Number(req.headers['last-event-id']);
  if (Number.isInteger(lastSeen) && lastSeen > 0) for (const e of hub.since(boardId, lastSeen).events) res.write(frame(e));
  const unsubscribe = hub.subscribe(boardId, (e) => res.write(frame(e)));
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const end = setTimeout(() => res.end(), STREAM_MAX_MS);
  heartbeat.unref();
  end.unref();
  const stop = () => {
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(end);
  };
  req.raw.on('close', stop);
  res.on('close', stop);
}
