import type { Db } from './db';

/** An event as every subscriber gets it: its id (0 for a notice that is not kept) and its data. */
export interface ServerEvent {
  id: number;
  data: unknown;
}
export type ServerEventHandler = (e: ServerEvent) => void;

/** The events kept per topic for a late reader (Last-Event-ID). */
export const RECENT_EVENTS = 500;

/**
 * Events for every server process on the database, by topic: board updates, the translation
 * memory's writes. On the embedded PGlite (one process) they stay in the process (LocalEvents); on
 * PostgreSQL they travel by LISTEN/NOTIFY (core/server/events/pg-events.ts), their ids from one
 * sequence, so that an id means the same event in every process.
 */
export interface ServerEvents {
  /** Sends to the subscribers of every process, this one's before it returns; answers the event's id, increasing. */
  publish(topic: string, data: unknown): Promise<number>;
  subscribe(topic: string, handler: ServerEventHandler): () => void;
  /** The topic's kept events after this id, and the last id seen. */
  since(topic: string, after: number): { lastEventId: number; events: ServerEvent[] };
}

/** The subscribers and the kept events of one process, which both implementations share. */
export class EventHub {
  private readonly handlers = new Map<string, Set<ServerEventHandler>>();
  private readonly recent = new Map<string, ServerEvent[]>();
  private lastId = 0;

  /** Hands the event to this process's subscribers; a kept one (id > 0) joins its topic's recent events, in id order. */
  deliver(topic: string, e: ServerEvent): void {
    if (e.id > 0) {
      const kept = this.recent.get(topic) ?? [];
      this.recent.set(topic, kept);
      let at = kept.length;
      while (at > 0 && kept[at - 1].id > e.id) at--;
      kept.splice(at, 0, e);
      if (kept.length > RECENT_EVENTS) kept.shift();
      this.lastId = Math.max(this.lastId, e.id);
    }
    for (const h of this.handlers.get(topic) ?? []) h(e);
  }

  subscribe(topic: string, handler: ServerEventHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (!set.size) this.handlers.delete(topic);
    };
  }

  since(topic: string, after: number): { lastEventId: number; events: ServerEvent[] } {
    return { lastEventId: this.lastId, events: (this.recent.get(topic) ?? []).filter((e) => e.id > after) };
  }
}

/** A bus whose subscribers and recent events are this process's hub; publishing is the bus's own. */
export abstract class HubEvents implements ServerEvents {
  protected readonly hub = new EventHub();

  abstract publish(topic: string, data: unknown): Promise<number>;

  subscribe(topic: string, handler: ServerEventHandler): () => void {
    return this.hub.subscribe(topic, handler);
  }

  since(topic: string, after: number) {
    return this.hub.since(topic, after);
  }
}

/** One process's events (the embedded database, tests): ids from a counter, subscribers called before publish returns. */
export class LocalEvents extends HubEvents {
  private lastId = 0;

  async publish(topic: string, data: unknown): Promise<number> {
    const id = ++this.lastId;
    this.hub.deliver(topic, { id, data });
    return id;
  }
}

const buses = new WeakMap<Db, ServerEvents>();

/** The server's events on this db handle; a db handle without a server (a bare test db) gets events of its own, in this process. */
export function serverEventsOf(db: Db): ServerEvents {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = new LocalEvents()));
  return bus;
}

/** Makes these the server's events on its db handle (the server's start), or removes them (undefined). */
export function setServerEvents(db: Db, bus: ServerEvents | undefined): void {
  if (bus) buses.set(db, bus);
  else buses.delete(db);
}
