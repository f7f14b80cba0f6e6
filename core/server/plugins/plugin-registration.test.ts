import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommandContext, PermissionTreeEntry } from '../../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { createServer } from '../app';
import { configFromEnv } from '../config';
import { writeTempPlugins, type TempPlugins } from '../testing/temp-plugins';

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));

/**
 * The plugin of the README's 'Writing a plugin', file for file: every code block of that section
 * whose first line names its file ('// plugins/hello/plugin.ts — …'). Editing the README changes
 * what this test builds, so the README cannot drift from what works.
 */
function readmePluginFiles(markdown: string): Record<string, string> {
  const section = /^## Writing a plugin\n([\s\S]*?)(?=^##? )/m.exec(markdown)?.[1];
  if (!section) throw new Error("README.md has no '## Writing a plugin' section");
  const files: Record<string, string> = {};
  for (const [, body] of section.matchAll(/^```(?:ts|tsx)\n([\s\S]*?)^```$/gm)) {
    const name = /^\/\/ plugins\/(\S+)/.exec(body)?.[1];
    if (name) files[name] = body;
  }
  return files;
}

const HELLO = readmePluginFiles(readFileSync(README, 'utf8'));

describe('writing a plugin', () => {
  it("finds the README's example files: manifest, public face, server and screen", () => {
    expect(Object.keys(HELLO).sort()).toEqual(['hello/client/HelloScreen.tsx', 'hello/plugin.ts', 'hello/public.ts', 'hello/server/index.ts']);
  });

  let tmp: TempPlugins;
  let t: LoggedInServer;
  let admin: string;
  beforeAll(async () => {
    tmp = writeTempPlugins(HELLO);
    t = await loggedInServer({ extraPluginDirs: [tmp.pluginsDir] });
    admin = t.admin;
  });
  afterAll(async () => {
    await t?.close();
    tmp?.remove();
  });

  it("puts the module in the admin's permission tree", async () => {
    const tree = (await t.call('GET', '/api/permissions-tree', { cookie: admin })).body as PermissionTreeEntry[];
    expect(tree).toContainEqual(expect.objectContaining({ path: ['Hello'], ref: 9100, courseId: 0, icon: 'IconApps' }));
  });

  it('loads its screen lazily, and the screen renders', async () => {
    const hello = t.server.registry.get(9100);
    expect(hello?.screen).toBeTypeOf('function');
    const { default: Screen } = await hello!.screen!();
    expect(renderToStaticMarkup(createElement(Screen, { moduleId: 9100, courseId: 0 }))).toBe('<p>Hello from course 0</p>');
  });

  it('declares its command with a key binding, and running it opens the module', async () => {
    const manifest = t.server.registry.plugins.find((p) => p.manifest.name === 'hello')!.manifest;
    expect(manifest.commands).toEqual([expect.objectContaining({ id: 'greet', category: 'Hello', title: 'Say hello', keys: 'mod+alt+H' })]);
    const ctx: CommandContext = { courseId: 0, moduleId: null, recordOpen: false, dirty: false, navigate: vi.fn() };
    await manifest.commands![0].run(ctx);
    expect(ctx.navigate).toHaveBeenCalledWith({ ref: 9100, courseId: 0 });
  });

  it('serves its grid columns', async () => {
    const res = await t.call('GET', '/api/grid-columns/hello', { cookie: admin });
    expect(res).toEqual({ status: 200, body: [{ field: 'name', headerName: 'Name' }] });
  });

  it('answers its route under /api, to the admin and to users granted the module only', async () => {
    expect(await t.call('GET', '/api/hello', { cookie: admin })).toEqual({ status: 200, body: { hello: 'world' } });
    expect((await t.call('GET', '/api/hello')).status).toBe(401);

    const granted = await t.signIn('hello-granted@example.com', [[0, 9100]]);
    const stranger = await t.signIn('hello-stranger@example.com', [[1, 9100]]);
    expect(await t.call('GET', '/api/hello', { cookie: granted })).toEqual({ status: 200, body: { hello: 'world' } });
    expect((await t.call('GET', '/api/hello', { cookie: stranger })).status).toBe(403);
  });

  it('lists its route in the API document under the plugin name', async () => {
    const doc = (await t.call('GET', '/api/docs/json', { cookie: admin })).body;
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
