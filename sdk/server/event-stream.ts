import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db';
import { serverEventsOf, type ServerEvent } from './server-events';

export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; EventSource reconnects by itself (with Last-Event-ID). */
export const STREAM_MAX_MS = 10 * 60_000;

/** An event as a stream sends it: its SSE event name and data. */
export interface StreamedEvent {
  event: string;
  data: unknown;
}

/**
 * Serves a topic of the server's events (sdk/server/server-events.ts: every server process on the
 * database) as text/event-stream until the client goes away: those `pick` keeps, named and shaped
 * by it; after a reconnection (Last-Event-ID) the kept events missed meanwhile first, then a
 * heartbeat comment every 15 s. An event's id is the same in every process, so a stream
 * reconnecting to another one resumes where it was. The route's handler answers undefined after it.
 */
export function streamServerEvents(db: Db, req: FastifyRequest, reply: FastifyReply, topic: string, pick: (e: ServerEvent) => StreamedEvent | undefined): void {
  const events = serverEventsOf(db);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  const send = (e: ServerEvent) => {
    const picked = pick(e);
    if (picked) res.write(`id: ${e.id}\nevent: ${picked.event}\ndata: ${JSON.stringify(picked.data)}\n\n`);
  };
  const lastSeen = Number(req.headers['last-event-id']);
  if (Number.isInteger(lastSeen) && lastSeen > 0) for (const e of events.since(topic, lastSeen).events) send(e);
  const unsubscribe = events.subscribe(topic, send);
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
