import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { actingUserId, mayWrite, SET_ACTING_USER } from './acting-user';

const { serialize } = protocol;
/** Statements kept prepared; the least recently used one is closed past this. */
const MAX_STATEMENTS = 500;

interface Prepared {
  name: string;
  /** The parameter types Postgres inferred, which choose each value's serializer (as PGlite's query does). */
  types: number[];
}

/** What Drizzle's PGlite driver and pg-boss call on their client. */
export interface PgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec: PGlite['exec'];
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  listen: PGlite['listen'];
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * PGlite's query() makes six calls into Postgres per statement (parse, describe, bind, describe,
 * execute, sync) and parses and plans the text every time: about 0.2 ms of CPU for a one-row read
 * before any work. This client prepares each statement text once under a name and then runs it
 * as one message (bind, describe, execute, sync), so Postgres reuses the statement and its cached
 * plan; values are serialized by the parameter types it described, as query() does. Same mutexes
 * as query() (nothing runs inside another caller's transaction), same errors, same notifications.
 */
export function preparedClient(pg: PGlite): PgliteClient {
  // PGlite's parseResults merges a query's own parsers into its ~450 by spreading them, about
  // 0.2 ms per statement (Drizzle passes its date parsers with every query); a prototype chain
  // gives the same lookup for the price of the query's own few.
  const withParsers = (own: QueryOptions['parsers']) => (own ? Object.assign(Object.create(pg.parsers), own) : pg.parsers);
  const statements = new Map<string, Prepared>(); // in order of last use
  const toClose: string[] = [];
  let named = 0;
  /** SET_ACTING_USER, prepared once and kept out of the least-recently-used list. */
  let setter: Promise<string> | undefined;
  const prepareSetter = async () => {
    const name = 'acting_user';
    await pg.execProtocolStream(concat([serialize.parse({ name, text: SET_ACTING_USER }), serialize.sync()]), { syncToFs: false });
    return name;
  };

  async function prepare(text: string): Promise<Prepared> {
    const name = `s${++named}`;
    const closing = toClose.splice(0).map((n) => serialize.close({ type: 'S', name: n }));
    const messages = await pg.execProtocolStream(
      concat([...closing, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(text, prepared);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest, old] = statements.entries().next().value!;
      statements.delete(oldest);
      toClose.push(old.name);
    }
    return prepared;
  }

  /**
   * One statement; the caller holds PGlite's query mutex. A write outside a transaction, made for a
   * user, names them first in the same implicit transaction (one message, before its Sync): the
   * setting ends with the statement.
   */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    userId: number | null = null,
    retry = true,
  ): Promise<Results<T>> {
    try {
      let st = statements.get(text);
      if (st) {
        statements.delete(text);
        statements.set(text, st);
      } else st = await prepare(text);
      const types = st.types;
      const values = params.map((p, i) => {
        if (p === null || p === undefined) return null;
        const serializer = options?.serializers?.[types[i]] ?? pg.serializers[types[i]];
        return serializer ? serializer(p) : String(p);
      });
      const naming =
        userId === null
          ? []
          : [
              serialize.bind({ statement: await (setter ??= prepareSetter()), values: [String(userId)] }),
              serialize.describe({ type: 'P' }),
              serialize.execute({}),
            ];
      const messages = await pg.execProtocolStream(
        concat([...naming, serialize.bind({ statement: st.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      if (!inTransaction) await pg.syncToFs();
      const results = parse.parseResults(messages, withParsers(options?.parsers), options && { ...options, parsers: undefined });
      return results[results.length - 1] as Results<T>;
    } catch (e) {
      const error = e as Error & { code?: string; query?: string; params?: unknown[] };
      // A table changed under a prepared statement ('cached plan must not change result type'), or
      // the statement was deallocated: prepared again on the next run.
      const stale = error.code === '0A000' && /cached plan/.test(error.message);
      if (stale || error.code === '26000') {
        const st = statements.get(text);
        statements.delete(text);
        if (st && stale) toClose.push(st.name);
        if (retry && !inTransaction) return run(text, params, options, inTransaction, userId, false);
      }
      if (error.code) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  // Typed parameters and blobs (COPY) are left to PGlite's own query.
  const plain = (options?: QueryOptions) => !options?.paramTypes && !options?.blob;
  return {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!plain(options)) return pg.query<T>(text, params, options);
      const userId = mayWrite(text) ? actingUserId() : null;
      return pg._runExclusiveTransaction(() => pg.runExclusive(() => run<T>(text, params, options, false, userId)));
    },
    exec: (text, options) => pg.exec(text, options),
    listen: (channel, callback, tx) => pg.listen(channel, callback, tx),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      pg.transaction((tx) =>
        fn({
          query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (!plain(options)) return tx.query<R>(text, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            return pg.runExclusive(() => run<R>(text, params, options, true));
          },
          sql: tx.sql,
          exec: tx.exec,
          rollback: tx.rollback,
          listen: tx.listen,
          get closed() {
            return tx.closed;
          },
        }),
      ),
  };
}
