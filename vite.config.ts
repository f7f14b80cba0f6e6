import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = Number(process.env.PORT ?? 8080);

/** The server side's tests (route tests on a real database, and what they share); not the screens'. */
const serverTests = ['core/server/**/*.test.ts', 'sdk/server/**/*.test.ts', 'plugins/*/*.test.ts', 'plugins/*/!(client)/**/*.test.ts'];
/** The screens' tests (happy-dom). */
const screenTests = ['core/**/*.test.tsx', 'sdk/**/*.test.tsx', 'plugins/**/*.test.tsx'];
/** Screens' tests that replace modules (vi.mock): a mocked module must not reach another file's tests. */
const mockingTests = ['core', 'sdk', 'plugins'].flatMap((dir) =>
  readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.tsx') && /\bvi\.(mock|doMock)\(/.test(readFileSync(`${root}${dir}/${f}`, 'utf8')))
    .map((f) => `${dir}/${f}`),
);
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
    // The shell's shared chunk (React, Mantine, ag-grid) is about 1.4 MB before compression.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Mantine marks its modules "use client"; meaningless in a client-only bundle.
      onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  test: {
    root,
    projects: [
      // The server's tests share their worker's modules (loading them and the plugins costs seconds
      // per file): a server removes what it registered when it closes, and none of these tests mocks
      // modules or leaves globals behind. The demo database they start from is seeded once per run.
      {
        test: {
          ...shared,
          name: 'server',
          isolate: false,
          include: serverTests,
          setupFiles: ['tests/unit/server-setup.ts'],
          globalSetup: ['tests/unit/server-template.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      // The screens' tests share their worker's modules and DOM too (React, Mantine and ag-grid load
      // once per worker, not once per file): the DOM setup unmounts what a test rendered, clears the
      // storage and puts back a file's timers and globals (vitest its spies). The rest run each file
      // in modules of its own. Each kind runs after the one before: a worker is only reused
      // while the next file is of the same kind. On PostgreSQL (TEST_DATABASE_URL, CI's second
      // run) only the server side runs again: the others use no database.
      ...(process.env.TEST_DATABASE_URL
        ? []
        : [
            {
              test: {
                ...shared,
                name: 'screens',
                isolate: false,
                environment: 'happy-dom',
                include: screenTests,
                exclude: mockingTests,
                setupFiles: ['tests/unit/dom-setup.ts'],
                sequence: { groupOrder: 1 },
              },
            },
            {
              test: {
                ...shared,
                name: 'isolated',
                setupFiles: ['tests/unit/dom-setup.ts'],
                sequence: { groupOrder: 2 },
                include: ['core/**/*.test.ts', 'sdk/**/*.test.ts', 'plugins/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', ...mockingTests],
                exclude: ['**/node_modules/**', '**/.git/**', ...serverTests],
              },
            },
          ]),
    ],
  },
} as never);
