import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../../sdk/server/db';
import { HubEvents, LocalEvents, setServerEvents } from '../../../sdk/server/server-events';

const CHANNEL = 'server_events';
const RECONNECT_MS = 1_000;

interface Notice {
  id: number;
  /** The process that published it ('' for a trigger's notice, see migration 0008_server_events). */
  from: string;
  topic: string;
  data: unknown;
}

/**
 * Server events on PostgreSQL: publish takes an id from the sequence server_event_ids and sends
 * the event with pg_notify on the channel 'server_events', which one connection of each process
 * LISTENs to; this process's subscribers get it at once, the others when the notice arrives. So an
 * event has the same id everywhere, and a client reconnecting to another process (Last-Event-ID)
 * gets what it missed from that process's kept events. A lost connection is opened again; the
 * events sent meanwhile do not reach this process (a board stream shows them at its next change).
 */
export class PgEvents extends HubEvents {
  private readonly self = randomUUID();
  private client?: pg.Client;
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
    private readonly log: { warn(message: string): void },
  ) {
    super();
  }

  /** Listens; resolves once this process receives the others' events. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => this.received(n.payload));
    client.on('error', (e) => this.lost(client, e));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client, e?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    this.log.warn(`The server events' connection was lost${e ? ` (${e.message})` : ''}; opening it again`);
    void client.end().catch(() => undefined);
    const again = () => {
      this.retry = undefined;
      if (this.closed) return;
      this.start().catch((err: Error) => {
        this.log.warn(`The server events' connection could not be opened (${err.message}); trying again`);
        this.retry = setTimeout(again, RECONNECT_MS);
      });
    };
    this.retry = setTimeout(again, RECONNECT_MS);
  }

  private received(payload: string | undefined): void {
    let n: Notice;
    try {
      n = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (n.from === this.self || typeof n.topic !== 'string' || typeof n.id !== 'number') return;
    this.hub.deliver(n.topic, { id: n.id, data: n.data });
  }

  async publish(topic: string, data: unknown): Promise<number> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT s.id, pg_notify('${CHANNEL}', json_build_object('id', s.id, 'from', $1::text, 'topic', $2::text, 'data', $3::json)::text)
         FROM (SELECT nextval('server_event_ids') AS id) s`,
      [this.self, topic, JSON.stringify(data ?? null)],
    );
    const id = Number(rows[0].id);
    this.hub.deliver(topic, { id, data });
    return id;
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }
}

/** The server's events on its database: in the process on PGlite, through PostgreSQL's LISTEN/NOTIFY otherwise. */
export async function startServerEvents(
  database: { db: Db; pool?: pg.Pool },
  url: string,
  log: { warn(message: string): void },
): Promise<{ stop(): Promise<void> }> {
  const bus = database.pool ? new PgEvents(url, database.pool, log) : new LocalEvents();
  if (bus instanceof PgEvents) await bus.start();
  setServerEvents(database.db, bus);
  return {
    async stop() {
      setServerEvents(database.db, undefined);
      if (bus instanceof PgEvents) await bus.stop();
    },
  };
}
