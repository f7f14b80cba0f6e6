import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureTemplate, initDataDir } from './pglite-template';

const base = mkdtempSync(join(tmpdir(), 'cm-template-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('the initialized PGlite template', () => {
  it('is made once, whole, by two callers at a time, and new data folders are independent copies of it', async () => {
    const dir = join(base, 'templates', 'v1');
    const [a, b] = await Promise.all([ensureTemplate(dir), ensureTemplate(dir)]);
    expect(a).toBe(dir);
    expect(b).toBe(dir);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(join(base, 'templates'))).toEqual(['v1']); // no folder left half made

    const one = join(base, 'one');
    const two = join(base, 'two');
    mkdirSync(two); // an empty folder is new too
    await initDataDir(one, dir);
    await initDataDir(two, dir);
    expect(existsSync(join(one, 'PG_VERSION')) && existsSync(join(two, 'PG_VERSION'))).toBe(true); // copied, not left to initdb
    const pg1 = new PGlite({ dataDir: one });
    const pg2 = new PGlite({ dataDir: two });
    await pg1.exec('CREATE TABLE only_here (id int)');
    const found = await pg2.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'only_here'");
    expect(found.rows[0].n).toBe(0);
    await Promise.all([pg1.close(), pg2.close()]);
    expect(readdirSync(base).sort()).toEqual(['one', 'templates', 'two']);
  }, 120_000);

  it('leaves a folder that holds anything alone', async () => {
    const used = join(base, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'mine.txt'), 'x');
    await initDataDir(used, join(base, 'no-template-needed'));
    expect(readdirSync(used)).toEqual(['mine.txt']);
  });
});
