const { createServer } = await import('./core/server/app');
const { configFromEnv } = await import('./core/server/config');
const s = await createServer({ ...configFromEnv({}), databaseUrl: '/tmp/rdb' }, () => {});
console.log('routes', s.routes.length);
const t = performance.now();
await s.app.ready();
console.log('ready ms', Math.round(performance.now() - t));
await s.close();
process.exit(0);
