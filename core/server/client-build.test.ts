import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientBuildIsStale } from './client-build';

describe('clientBuildIsStale', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** A checkout with one source file per client folder, all at `at` (seconds). */
  function checkout(at: number) {
    const root = mkdtempSync(join(tmpdir(), 'client-build-'));
    dirs.push(root);
    for (const dir of ['core/client', 'sdk/client', 'plugins/notes/client']) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, 'a.tsx'), '');
      utimesSync(join(root, dir, 'a.tsx'), at, at);
    }
    writeFileSync(join(root, 'vite.config.ts'), '');
    utimesSync(join(root, 'vite.config.ts'), at, at);
    return root;
  }
  const build = (root: string, at: number) => {
    mkdirSync(join(root, 'dist/client'), { recursive: true });
    writeFileSync(join(root, 'dist/client/index.html'), '');
    utimesSync(join(root, 'dist/client/index.html'), at, at);
    return join(root, 'dist/client');
  };

  it('is stale with no build, fresh after one, stale again once a source in any folder changes', () => {
    const root = checkout(1_000);
    expect(clientBuildIsStale(root, join(root, 'dist/client'))).toBe(true);
    const dist = build(root, 2_000);
    expect(clientBuildIsStale(root, dist)).toBe(false);
    utimesSync(join(root, 'plugins/notes/client/a.tsx'), 3_000, 3_000);
    expect(clientBuildIsStale(root, dist)).toBe(true);
  });

  it('ignores node_modules and dot folders', () => {
    const root = checkout(1_000);
    const dist = build(root, 2_000);
    mkdirSync(join(root, 'plugins/notes/node_modules'), { recursive: true });
    writeFileSync(join(root, 'plugins/notes/node_modules/x.js'), '');
    mkdirSync(join(root, 'sdk/.cache'), { recursive: true });
    writeFileSync(join(root, 'sdk/.cache/y'), '');
    expect(clientBuildIsStale(root, dist)).toBe(false);
  });
});
