import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../../sdk/server/db';
import { actingUserId, mayWrite, nameActingUserInTransactions, SET_ACTING_USER } from './acting-user';
import { migrationFolders, runMigrations, type MigratingPlugin } from './migrate';
import { preparedClient, type PgliteClient } from './pglite-client';
import { initDataDir, templateFor } from './pglite-template';

export type { Db };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance when embedded. */
  pglite?: PGlite;
  /** Its client with prepared statements, which Drizzle uses (the task queue too). */
  pgliteClient?: PgliteClient;
  pool?: pg.Pool;
  /** Told the time of each statement sent through the pool or the PGlite client, waiting included (the metrics). */
  onQuery?: (seconds: number) => void;
  close(): Promise<void>;
}

/** The statement's promise, its time told to database.onQuery when it settles. */
function timed<T>(database: Database, run: Promise<T>): Promise<T> {
  if (!database.onQuery) return run;
  const started = performance.now();
  const tell = () => database.onQuery?.((performance.now() - started) / 1000);
  run.then(tell, tell);
  return run;
}

const MIGRATION_LOCK = 7_310_042; // any constant shared by every process of this product

/**
 * Opens the database named by url and applies the migrations of core and of the plugins (their folders):
 * 'memory://' is an in-memory PGlite (started from memoryImage, a PGlite dump, when given), 'postgres://…' a
 * PostgreSQL server, anything else a PGlite data folder (a new one copied from a template
 * with the migrations applied, see pglite-template.ts).
 */
export async function openDatabase(
  url: string,
  plugins: MigratingPlugin[],
  memoryImage?: Blob,
  log: { warn(message: string): void } = { warn: () => undefined },
): Promise<Database> {
  const folders = migrationFolders(plugins);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection closed by the server (restart, time-out) must not take the process down.
    pool.on('error', (e) => log.warn(`PostgreSQL connection lost: ${e.message}`));
    const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
    const lock = await pool.connect();
    try {
      // Several processes may start together: only one migrates at a time (drizzle #874).
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await runMigrations(drizzlePg(lock, { casing: 'snake_case' }) as unknown as Db, folders);
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      lock.release();
    } catch (e) {
      lock.release(true); // closing the connection frees its lock
      await pool.end();
      throw e;
    }
    const database: Database = { db, kind: 'postgres', pool, close: () => pool.end() };
    const query = pool.query.bind(pool);
    // A call with a callback answers no promise: left untimed.
    pool.query = ((...args: Parameters<typeof query>) => {
      const userId = actingUserId();
      // Drizzle sends a config ({ text, rowMode, types }) and its values.
      const sent = args[0] as string | pg.QueryConfig;
      const values = args[1] as unknown[] | undefined;
      const text = typeof sent === 'string' ? sent : sent.text;
      if (userId !== null && mayWrite(text) && typeof args[args.length - 1] !== 'function') {
        return timed(
          database,
          writeAs(pool, userId, (client) => (typeof sent === 'string' ? client.query(sent, values) : client.query(sent, values))),
        );
      }
      const run: unknown = query(...args);
      return run instanceof Promise ? timed(database, run) : run;
    }) as typeof pool.query;
    nameActingUserInTransactions(db);
    return database;
  }
  const dataDir = url === 'memory://' ? undefined : url.replace(/^file:\/\//, '');
  if (dataDir) await initDataDir(dataDir, () => templateFor(folders));
  const pglite = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: dataDir ? undefined : memoryImage });
  await pglite.waitReady;
  const client = preparedClient(pglite);
  const db = drizzlePglite(client as never, { casing: 'snake_case' }) as unknown as Db;
  await runMigrations(db, folders).catch(async (e: unknown) => {
    await pglite.close();
    throw e;
  });
  nameActingUserInTransactions(db);
  const database: Database = { db, kind: 'pglite', pglite, pgliteClient: client, close: () => pglite.close() };
  const query = client.query;
  client.query = (text, params, options) => timed(database, query(text, params, options));
  return database;
}

/**
 * A write outside a transaction made for a user, on PostgreSQL: in a transaction of its own that
 * names the user first (node-postgres sends one statement at a time; PGlite's client does the same
 * in one message).
 */
async function writeAs<T>(pool: pg.Pool, userId: number, write: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    // One round trip for both (the id is a number, written into the text).
    await client.query(`BEGIN; ${SET_ACTING_USER.replace('$1', `'${Math.trunc(userId)}'`)}`);
    const result = await write(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (e) {
    // A connection whose rollback fails is not handed to the next request.
    await client.query('ROLLBACK').then(
      () => client.release(),
      () => client.release(true),
    );
    throw e;
  }
}

/** Identity columns filled with explicit ids (demo data) need their sequence moved past them. */
export async function syncIdentity(db: Db, table: string): Promise<void> {
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM "${table}"), 1))`));
}
