import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** End-to-end tests: the built client and the real server driven in headless Chromium, and `npm start` itself (a first start stopped early). */
export default defineConfig({
  root,
  test: {
    root,
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One Chromium at a time on a 2-core machine, and one server for all files.
    fileParallelism: false,
    testTimeout: 60_000,
    // What a browser shows after an action may take seconds on a loaded 2-core machine; a poll's default 1 s is too short there.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // No retries, in CI either: a test that passes only on a second try is flaky, and fails the run.
    retry: 0,
  },
});
