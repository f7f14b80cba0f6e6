import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverEventsOf, streamServerEvents, type Db, type ServerEvent } from '../../../sdk/server';
import type { BoardEvent } from '../types';

/**
 * Live board updates: a change publishes an event on the server's events (sdk/server/server-events.ts),
 * which reach the board's open server-sent event streams in every server process on the database
 * (LISTEN/NOTIFY on PostgreSQL) and are kept a while for replay (Last-Event-ID) and for the JSON
 * answer. An event's id is the same in every process, so a stream reconnecting to another one
 * resumes where it was.
 */

const TOPIC = 'boards';

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

/** Serves the board's events as text/event-stream (the SDK's stream of server events), each named by its type. */
export function streamBoardEvents(db: Db, req: FastifyRequest, reply: FastifyReply, boardId: number): void {
  streamServerEvents(db, req, reply, TOPIC, (e) => {
    const got = boardEvent(e);
    return got.boardId === boardId ? { event: got.type, data: got } : undefined;
  });
}
