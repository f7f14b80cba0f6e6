import { defaultPluginsDir, loadPlugins } from '../plugins/load';
import { migrationFolders } from './migrate';
import { templateFor } from './pglite-template';

// `npm install` (postinstall) makes the initialized and migrated PGlite data folder that a new database
// is copied from, so that a first start runs neither initdb nor the migrations. A failure here fails no
// install: a first start tries again.
const started = Date.now();
await loadPlugins([defaultPluginsDir])
  .then((plugins) => templateFor(migrationFolders(plugins)))
  .then(
    (dir) => console.log(`PGlite template ready in ${dir} (${Date.now() - started} ms)`),
    (e: unknown) => console.warn(`The PGlite template could not be made now (a first start makes it): ${(e as Error).message}`),
  );
