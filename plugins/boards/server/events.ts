import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverEventsOf, type Db, type ServerEvent } from '../../../sdk/server';
import type { BoardEvent } from '../types';

/**
 * Live board updates: a change publishes an event on the server's events (sdk/server/server-events.ts),
 * which reach the board's open server-sent event streams in every server process on the database
 * (LISTEN/NOTIFY on PostgreSQL) and are kept a while for replay (Last-Event-ID) and for the JSON
 * answer. An event's id is the same in every process, so a stream reconnecting to another one
 * resumes where it was.
 */

const TOPIC = 'boards';
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; EventSource reconnects by itself (with Last-Event-ID). */
export const STREAM_MAX_MS = 10 * 60_000;

const boardEvent = (e: ServerEvent): BoardEvent => ({ ...(e.data as Omit<BoardEvent, 'id'>), id: e.id });

class BoardEvents {
  constructor(private readonly db: Db) {}

  async publish(boardId: number, type: BoardEvent['type'], cardId?: number, after: Pick<BoardEvent, 'card' | 'freelanceIds'> = {}): Promise<void> {
    const e: Omit<BoardEvent, 'id'> = { type, boardId, ...(cardId ? { cardId } : {}), at: new Date().toISOString(), ...after };
    await serverEventsOf(this.db).publish(TOPIC, e);
  }

  subscribe(boardId: number, l: (e: BoardEvent) => void): () => void {
    return serverEventsOf(this.db).subscribe(TOPIC, (e) => {
      const got = boardEvent(e);
      if (got.boardId === boardId) l(got);
    });
  }

  since(boardId: number, after: number): { lastEventId: number; events: BoardEvent[] } {
    const { lastEventId, events } = serverEventsOf(this.db).since(TOPIC, after);
    return { lastEventId, events: events.map(boardEvent).filter((e) => e.boardId === boardId) };
  }
}

export function boardEvents(db: Db): BoardEvents {
  return new BoardEvents(db);
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
