// The worker threads' entry when the server runs from its TypeScript sources (npm run dev, tests):
// tsx compiles core/server/workers/tasks.ts in this thread. The bundled server uses dist/server/worker.js.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./tasks.ts');
export default run;
