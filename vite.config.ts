import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = Number(process.env.PORT ?? 8080);

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
    // On PostgreSQL (TEST_DATABASE_URL, CI's second run) only the server side runs again: screens' tests (.tsx) use no database.
    include: process.env.TEST_DATABASE_URL
      ? ['core/server/**/*.test.ts', 'sdk/server/**/*.test.ts', 'plugins/**/*.test.ts']
      : ['core/**/*.test.{ts,tsx}', 'sdk/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/dom-setup.ts'],
    globalSetup: ['tests/unit/server-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // On the 2-core CI machine a test may time out under load: one more try there (the summary names retried tests).
    retry: process.env.CI ? 1 : 0,
  },
} as never);
