/**
 * Prints the house rules the repository breaks (`npx tsx tests/unit/list-violations.ts [--known]`):
 * each violation, or with --known the KNOWN_VIOLATIONS entries (file and rule) to paste.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkArchitecture } from './architecture-rules';

const root = fileURLToPath(new URL('../../', import.meta.url));

export function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of ['core', 'sdk', 'plugins']) {
    for (const entry of readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(entry) || entry.split('/').includes('node_modules')) continue;
      files.set(`${dir}/${entry}`, readFileSync(`${root}${dir}/${entry}`, 'utf8'));
    }
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const violations = checkArchitecture(sourceFiles());
  if (process.argv.includes('--known')) {
    const seen = new Set(violations.map((v) => `  { file: '${v.file}', rule: '${v.rule}' },`));
    console.log([...seen].join('\n'));
  } else {
    for (const v of violations) console.log(`${v.file}:${v.line} ${v.rule}: ${v.detail}`);
  }
}
