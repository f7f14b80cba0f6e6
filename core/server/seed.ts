import { parseArgs } from 'node:util';
import { configFromEnv } from './config';
import { openDatabase } from './db/open';
import { runDemoSteps, seedIfEmpty, type SeedOptions } from './demo/seed';
import { defaultPluginsDir, loadPlugins, ModuleRegistry } from './plugins/load';

/**
 * `npm run seed -- --size large [--database ./data/large]`: fills a new, empty database with the
 * generated demo data; the large size is the benchmarks' dataset.
 */
const { values } = parseArgs({ options: { size: { type: 'string', default: 'small' }, database: { type: 'string' } } });
const size = values.size === 'large' ? 'large' : 'small';
const config = configFromEnv();
const databaseUrl = values.database ?? (size === 'large' ? './data/large' : config.databaseUrl);
const started = Date.now();
const plugins = await loadPlugins([defaultPluginsDir]);
new ModuleRegistry(plugins); // registers the contributions and resources the demos' afterAll steps read
const database = await openDatabase(databaseUrl, plugins);
const seeding: SeedOptions = { adminEmail: config.adminEmail, adminPassword: config.adminPassword, demoData: true, size, log: console.log };
await seedIfEmpty(database.db, plugins, seeding);
await runDemoSteps(database.db, plugins, seeding);
await database.close();
console.log(`Seeded ${databaseUrl} (${size}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
