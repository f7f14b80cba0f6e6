// The server tests share their worker's modules (vite.config.ts): a file must leave nothing registered
// (a server left open, a test's registration not removed) for the next file of the worker to find.
import { afterAll, expect } from 'vitest';
import { liveRegistrations } from '../../sdk/shared/registry';
import { cheapPasswordHashes } from '../support/server';

cheapPasswordHashes();

const before = liveRegistrations();
afterAll(() => {
  expect(liveRegistrations(), 'registrations left by this file (a server not closed?)').toBe(before);
});
