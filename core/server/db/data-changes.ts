import { ListCache, TableWrites, setListCache, setTableWrites } from '../../../sdk/server';
import type { Database } from './open';

/** Tables written apart from any list: the sessions' last-seen times (every second), login attempts, the auth epoch, periodic claims. */
const NOT_DATA = ['sessions', 'login_attempts', 'auth_epoch', 'periodic_runs'];

/**
 * Starts the server's list cache (sdk/server/list-cache.ts). On embedded PGlite every table of the
 * public schema (a plugin's new tables too, at the next start) notifies 'data_changed' with its
 * name once per statement that writes it, and when such a write commits the cache empties and the
 * table's write count moves (sdk/server/table-cache.ts). On PostgreSQL the request's snapshot read
 * (auth-cache.ts) decides, and no write counts are kept.
 */
export async function startListCache(database: Database): Promise<{ stop(): Promise<void> }> {
  if (!database.pglite) {
    setListCache(database.db, new ListCache());
    return { stop: async () => setListCache(database.db, undefined) };
  }
  await database.pglite.exec(`
    CREATE OR REPLACE FUNCTION data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('data_changed', TG_TABLE_NAME); RETURN NULL; END $$;
    DO $$ DECLARE t text; BEGIN
      FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> ALL (ARRAY['${NOT_DATA.join("', '")}'])
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'data_changed')
      LOOP
        EXECUTE format('CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_changed()', t);
      END LOOP;
    END $$;`);
  const cache = new ListCache();
  const writes = new TableWrites();
  const unlisten = await database.pglite.listen('data_changed', (table) => {
    writes.written(table);
    cache.clear();
  });
  setListCache(database.db, cache);
  setTableWrites(database.db, writes);
  return {
    stop: async () => {
      setListCache(database.db, undefined);
      setTableWrites(database.db, undefined);
      await unlisten();
    },
  };
}
