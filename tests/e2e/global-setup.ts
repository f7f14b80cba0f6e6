import type { TestProject } from 'vitest/node';
import { createServer, type Server } from '../../core/server/app';
import { buildClient, clientBuildIsStale } from '../../core/server/client-build';
import { configFromEnv } from '../../core/server/config';

/** The admin the e2e server is seeded with. */
export const E2E_ADMIN = { login: 'admin@example.com', password: 'e2e-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    admin: { login: string; password: string };
  }
}

/** The client as `npm start` serves it (built again when a source is newer), and the real server on a fresh in-memory database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The build runs while the server seeds its demo; the server awaits it before serving the client's files.
  const built = clientBuildIsStale() ? buildClient() : undefined;
  const server: Server = await createServer(
    {
      ...configFromEnv({}),
      databaseUrl: 'memory://',
      adminEmail: E2E_ADMIN.login,
      adminPassword: E2E_ADMIN.password,
      demoData: true,
    },
    () => undefined,
    built,
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error(`unexpected server address ${String(address)}`);
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('admin', E2E_ADMIN);
  return async () => {
    await server.close();
  };
}
