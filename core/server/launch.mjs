// `npm start`: the compiled server (dist/server), compiled first when a source is newer than it.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { buildServer, defaultOutDir, serverBuildIsFresh } from './build-server.mjs';

if (!serverBuildIsFresh()) {
  console.log('Compiling the server…');
  console.log(`Compiled the server in ${await buildServer()} ms.`);
}
// Stack traces name dist/server/start.js (esbuild marks each source file in it); NODE_OPTIONS=--enable-source-maps
// maps them back, at the price of reading the 3 MB map on every start.
await import(pathToFileURL(join(defaultOutDir, 'start.js')).href);
