import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server of base (a copy of template when given, else empty), named
 * `<prefix>_<random>`: its URL, and a drop for the end. Test servers and benches make theirs here.
 */
export async function freshPostgres(base: string, prefix = 'bench', template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
