import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = Number(process.env.PORT ?? 8080);

/** The server side's tests (route tests on a real database, and what they share); not the screens'. */
const serverTests = ['core/server/**/*.test.ts', 'sdk/server/**/*.test.ts', 'plugins/*/*.test.ts', 'plugins/*/!(client)/**/*.test.ts'];
const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // No retries, in CI either: a test that passes only on a second try is flaky, and fails the run.
  retry: 0,
};

export default defineConfig({
  root: `${root}core/client`,
  server: {
    port: 5173,
    fs: { allow: [root] },
    proxy: { '/api': { target: `http://localhost:${apiPort}` } },
  },
  build: {
    outDir: `${root}dist/client`,
    emptyOutDir: true,
    // monaco-editor's lazy chunk (the HTML source view, loaded when opened) is about 2.9 MB.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // Mantine marks its modules "use client"; meaningless in a client-only bundle.
      onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  test: {
    root,
    globalSetup: ['tests/unit/server-template.ts'],
    projects: [
      // The server's tests share their worker's modules (loading them and the plugins costs seconds
      // per file): a server removes what it registered when it closes, and none of these tests mocks
      // modules or leaves globals behind. The rest (screens: DOM, mocks, fake timers) run each file
      // in modules of its own, after them: a worker is only reused while the next file is a server one.
      {
        test: {
          ...shared, name: 'server', isolate: false, include: serverTests, setupFiles: ['tests/unit/server-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared, name: 'isolated', setupFiles: ['tests/unit/dom-setup.ts'], sequence: { groupOrder: 1 },
          // On PostgreSQL (TEST_DATABASE_URL, CI's second run) only the server side runs again: screens' tests (.tsx) use no database.
          include: process.env.TEST_DATABASE_URL
            ? ['plugins/**/*.test.ts']
            : ['core/**/*.test.{ts,tsx}', 'sdk/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/.git/**', ...serverTests],
        },
      },
    ],
  },
} as never);
