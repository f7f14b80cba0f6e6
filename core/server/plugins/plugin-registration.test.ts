import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionTreeEntry } from '../../../sdk/shared';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../../sdk/server/testing';
import { createServer } from '../app';
import { configFromEnv } from '../config';
import { writeTempPlugins, type TempPlugins } from '../testing/temp-plugins';

/** The plugin of the README's 'Writing a plugin', file for file. */
const HELLO = {
  'hello/plugin.ts': `import { definePlugin } from '../../sdk/shared';

export default definePlugin({
  name: 'hello',
  modules: [{ id: 9100, key: 'hello', title: 'Hello', scope: 'global', icon: 'IconApps' }],
  grids: { hello: [{ field: 'name', headerName: 'Name' }] },
});
`,
  'hello/server/index.ts': `import { defineServerPlugin, route } from '../../../sdk/server';

export default defineServerPlugin({
  routes: [
    route({ method: 'GET', url: 'hello', access: { module: 9100 }, handler: async () => ({ hello: 'world' }) }),
  ],
});
`,
};

describe('writing a plugin', () => {
  let tmp: TempPlugins;
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    tmp = writeTempPlugins(HELLO);
    t = await startTestServer({ extraPluginDirs: [tmp.pluginsDir] });
    admin = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t?.close();
    tmp?.remove();
  });

  it("puts the module in the admin's permission tree", async () => {
    const tree = (await t.call('GET', '/api/permissions-tree', { cookie: admin })).body as PermissionTreeEntry[];
    expect(tree).toContainEqual(expect.objectContaining({ path: ['Hello'], ref: 9100, courseId: 0, icon: 'IconApps' }));
  });

  it('serves its grid columns', async () => {
    const res = await t.call('GET', '/api/grid-columns/hello', { cookie: admin });
    expect(res).toEqual({ status: 200, body: [{ field: 'name', headerName: 'Name' }] });
  });

  it('answers its route under /api, to the admin and to users granted the module only', async () => {
    expect(await t.call('GET', '/api/hello', { cookie: admin })).toEqual({ status: 200, body: { hello: 'world' } });
    expect((await t.call('GET', '/api/hello')).status).toBe(401);

    await t.createUser('hello-granted@example.com', 'hello-pw', [[0, 9100]]);
    await t.createUser('hello-stranger@example.com', 'hello-pw', [[1, 9100]]);
    const granted = await t.login('hello-granted@example.com', 'hello-pw');
    const stranger = await t.login('hello-stranger@example.com', 'hello-pw');
    expect(await t.call('GET', '/api/hello', { cookie: granted })).toEqual({ status: 200, body: { hello: 'world' } });
    expect((await t.call('GET', '/api/hello', { cookie: stranger })).status).toBe(403);
  });

  it('lists its route in the API document under the plugin name', async () => {
    const doc = (await t.server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/hello'].get.tags).toEqual(['hello']);
    expect(t.server.routes).toContainEqual(expect.objectContaining({ plugin: 'hello', def: expect.objectContaining({ url: 'hello' }) }));
  });
});

describe('module ids', () => {
  const manifest = (name: string) => `import { definePlugin } from '../../sdk/shared';

export default definePlugin({
  name: '${name}',
  modules: [{ id: 9101, key: '${name}', title: '${name}', scope: 'global', icon: 'IconApps' }],
});
`;
  let tmp: TempPlugins;
  afterAll(() => tmp?.remove());

  it('two plugins declaring the same module id stop the server with a clear error, before it opens the database', async () => {
    tmp = writeTempPlugins({ 'dup-a/plugin.ts': manifest('dup-a'), 'dup-b/plugin.ts': manifest('dup-b') });
    const unreachable = 'postgres://nobody@127.0.0.1:1/none';
    const config = { ...configFromEnv({}), databaseUrl: unreachable, adminPassword: 'x', extraPluginDirs: [tmp.pluginsDir] };
    await expect(createServer(config, () => undefined)).rejects.toThrow('Module id 9101 is declared by both dup-a and dup-b');
  });
});
