import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { createServer } from './app';
import { configFromEnv } from './config';

// Development: the API on PORT (8080) and Vite with hot reload on 5173, proxying /api to it.
const config = configFromEnv();
const api = await createServer(config);
await api.app.listen({ port: config.port, host: '127.0.0.1' });
const vite = await createViteServer({ configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)) });
await vite.listen();
vite.printUrls();
console.log(`API on http://localhost:${config.port}/api (docs at /api/docs)`);
