/*
 * The long task of the shutdown tests (ops/shutdown.test.ts, ops/two-processes.test.ts): a plugin
 * for writeTempPlugins whose task 'waiter-wait' waits for a file, and a wait on a condition.
 */

/** A task that waits for a file: started-<attempt> in data.dir when it starts, ended-<attempt> once release appears there. */
export const WAITER_PLUGIN = {
  'waiter/plugin.ts': `import { definePlugin } from '../../sdk/shared';
export default definePlugin({ name: 'waiter', modules: [] });
`,
  'waiter/server/index.ts': `import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineServerPlugin, defineTask } from '../../../sdk/server';

export default defineServerPlugin({
  tasks: [
    defineTask({
      name: 'waiter-wait',
      handler: async (data: { dir: string }, ctx) => {
        writeFileSync(join(data.dir, \`started-\${ctx.attempt}\`), '');
        while (!existsSync(join(data.dir, 'release'))) await new Promise((r) => setTimeout(r, 20));
        writeFileSync(join(data.dir, \`ended-\${ctx.attempt}\`), '');
      },
    }),
  ],
});
`,
};

/** Polls check every 20 ms until it holds; throws naming what was awaited after ms. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
