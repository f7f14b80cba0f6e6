import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, root, serverBuildIsFresh } from './build-server.mjs';

describe('the compiled server (npm start)', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'server-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('bundles every plugin, and is rebuilt once a source is newer than the build', async () => {
    expect(serverBuildIsFresh(outDir)).toBe(false);
    await buildServer(outDir);
    expect(serverBuildIsFresh(outDir)).toBe(true);

    const manifest = JSON.parse(readFileSync(join(outDir, 'inputs.json'), 'utf8')) as { builtAt: number; files: string[]; dirs: string[] };
    for (const name of readdirSync(join(root, 'plugins'))) {
      for (const file of ['plugin.ts', 'server/index.ts']) {
        if (existsSync(join(root, 'plugins', name, file))) expect(manifest.files).toContain(`plugins/${name}/${file}`);
      }
    }
    expect(manifest.dirs).toContain('plugins');
    // The worker threads' modules (runInWorker) are bundled into worker.js.
    expect(manifest.files).toEqual(expect.arrayContaining(['core/server/speech/espeak.worker.ts', 'core/server/translations/check.worker.ts']));
    expect(manifest.files.filter((f) => f.startsWith('plugins/') && f.endsWith('.worker.ts')).length).toBeGreaterThan(0);
    expect(readFileSync(join(outDir, 'worker.js'), 'utf8')).toContain('"core/server/translations/check.worker.ts"');
    // No client screen is bundled: a manifest's lazy screens stay the browser's.
    expect(manifest.files.filter((f) => /Screen\.tsx$/.test(f))).toEqual([]);

    // As if core/server/app.ts had been edited after the build.
    writeFileSync(join(outDir, 'inputs.json'), JSON.stringify({ ...manifest, builtAt: 0 }));
    expect(serverBuildIsFresh(outDir)).toBe(false);
    await buildServer(outDir);
    expect(serverBuildIsFresh(outDir)).toBe(true);

    rmSync(join(outDir, 'start.js'));
    expect(serverBuildIsFresh(outDir)).toBe(false);
  }, 120_000);
});
