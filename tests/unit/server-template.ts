import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestTemplate, cheapPasswordHashes } from '../support/server';

/** Seeds the demo once per run: every test server starts from a copy (see buildTestTemplate). */
export default async function setup(): Promise<() => Promise<void>> {
  cheapPasswordHashes();
  const template = await buildTestTemplate(mkdtempSync(join(tmpdir(), 'cm-template-')));
  return () => template.drop();
}
