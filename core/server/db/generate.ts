import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `npm run db:generate [-- --name x]`: a migration for every owner whose tables changed, core's
 * platform tables first, then each plugins/<name>/server/tables.ts (found by a folder scan, as the
 * loader finds plugins). drizzle-kit writes nothing for an owner without changes.
 */
const { values } = parseArgs({ options: { name: { type: 'string' } } });
const owners = [
  'core',
  ...readdirSync('plugins')
    .sort()
    .filter((name) => existsSync(join('plugins', name, 'server', 'tables.ts'))),
];
for (const owner of owners) {
  console.log(`— ${owner}`);
  execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'core/server/db/drizzle.config.ts', ...(values.name ? ['--name', values.name] : [])], {
    stdio: 'inherit',
    env: { ...process.env, MIGRATIONS_OWNER: owner },
  });
}
