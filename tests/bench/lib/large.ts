import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The large dataset (`npm run seed -- --size large`, about a million segments): a PGlite folder,
 * data/large unless BENCH_LARGE_DATABASE names another folder or a postgres:// database.
 * (BENCH_DATABASE_URL is another thing: the PostgreSQL server where the api and queue benches make new databases.)
 */
export const LARGE = process.env.BENCH_LARGE_DATABASE ?? join(root, 'data/large');

export const largeDatasetExists = (): boolean => LARGE.startsWith('postgres') || existsSync(join(LARGE, 'PG_VERSION'));

/** Makes the large dataset if it is missing (minutes, once: it is kept for the next runs). */
export function ensureLargeDataset(): void {
  if (largeDatasetExists()) return;
  console.log(`   seeding the large dataset into ${LARGE} (once)…`);
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'core/server/seed.ts'), '--size', 'large', '--database', LARGE], {
    stdio: 'inherit',
    cwd: root,
  });
}
