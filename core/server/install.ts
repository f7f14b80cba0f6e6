import { buildServer, serverBuildIsFresh } from './build-server.mjs';
import { buildClient, clientBuildIsStale } from './client-build';
import { defaultPluginsDir, loadPlugins } from './plugins/load';
import { migrationFolders } from './db/migrate';
import { templateFor } from './db/pglite-template';

// `npm install` (postinstall) makes what `npm start` would otherwise make before it answers: the
// compiled server, the client's build, and the initialized and migrated PGlite data folder that a
// new database is copied from. A failure here fails no install: `npm start` makes what is missing.
const step = async (what: string, run: () => Promise<unknown>) => {
  const started = Date.now();
  try {
    await run();
    console.log(`${what}: ready in ${Date.now() - started} ms`);
  } catch (e) {
    console.warn(`${what} could not be made now (\`npm start\` makes it): ${(e as Error).message}`);
  }
};

await Promise.all([
  step('The compiled server', async () => serverBuildIsFresh() || buildServer()),
  step('The client', async () => clientBuildIsStale() && buildClient()),
  step('The PGlite template', async () => templateFor(migrationFolders(await loadPlugins([defaultPluginsDir])))),
]);
