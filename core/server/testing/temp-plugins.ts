import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface TempPlugins {
  /** The folder to pass in extraPluginDirs. */
  pluginsDir: string;
  remove(): void;
}

/**
 * Throwaway plugins for tests, laid out as in the repository: tests/.tmp/<random>/plugins/<name>/…
 * next to a symlink sdk → the real sdk, so '../../sdk/shared' resolves as it does under plugins/.
 * files: paths relative to plugins/ ('hello/plugin.ts') and their text.
 */
export function writeTempPlugins(files: Record<string, string>): TempPlugins {
  const base = join(root, 'tests', '.tmp', randomBytes(6).toString('hex'));
  const pluginsDir = join(base, 'plugins');
  mkdirSync(pluginsDir, { recursive: true });
  symlinkSync(join(root, 'sdk'), join(base, 'sdk'), 'dir');
  for (const [path, text] of Object.entries(files)) {
    const file = join(pluginsDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { pluginsDir, remove: () => rmSync(base, { recursive: true, force: true }) };
}
