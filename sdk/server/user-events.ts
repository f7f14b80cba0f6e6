import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserEvent } from '../shared';
import type { Db } from './db';
import { streamServerEvents } from './event-stream';
import { serverEventsOf } from './server-events';

const TOPIC = 'users';

/**
 * Tells one user's open browsers (their GET me/events streams, in every server process) that
 * something of theirs happened: a task they queued ended.
 */
export async function publishUserEvent(db: Db, userId: number, event: UserEvent): Promise<void> {
  await serverEventsOf(db).publish(TOPIC, { userId, event });
}

/** Serves the user's own events as text/event-stream, each named by its type. */
export function streamUserEvents(db: Db, req: FastifyRequest, reply: FastifyReply, userId: number): void {
  streamServerEvents(db, req, reply, TOPIC, (e) => {
    const { userId: to, event } = e.data as { userId: number; event: UserEvent };
    return to === userId ? { event: event.type, data: event } : undefined;
  });
}
