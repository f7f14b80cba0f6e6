import { ensureTemplate } from './pglite-template';

// `npm install` (postinstall) makes the initialized PGlite data folder that a new database is copied
// from, so that a first start skips initdb. A failure here fails no install: a first start tries again.
const started = Date.now();
await ensureTemplate().then(
  (dir) => console.log(`PGlite template ready in ${dir} (${Date.now() - started} ms)`),
  (e: unknown) => console.warn(`The PGlite template could not be made now (a first start makes it): ${(e as Error).message}`),
);
