import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en as coreEn } from '../../core/client/messages/en';
import { es as coreEs } from '../../core/client/messages/es';
import { fr as coreFr } from '../../core/client/messages/fr';
import { en as sdkEn } from '../../sdk/client/i18n/messages/en';
import { es as sdkEs } from '../../sdk/client/i18n/messages/es';
import { fr as sdkFr } from '../../sdk/client/i18n/messages/fr';
import { UI_LANGUAGES, type Catalogue, type Messages, type PluginManifest } from '../../sdk/shared';
import { uiLiteralsIn } from './ui-literals';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The folders whose screens take every text from the catalogues: none may gain a literal. */
export const CONVERTED = ['core/client', 'sdk/client'];

const manifests = Object.values(import.meta.glob<PluginManifest>('../../plugins/*/plugin.ts', { eager: true, import: 'default' }));
const catalogueFiles = import.meta.glob<Messages>('../../plugins/*/messages.ts', { eager: true, import: 'messages' });

interface Namespace {
  name: string;
  folder: string;
  messages: Messages;
  /** Keys the workspace reads from the manifest: grids.<gridName>.<field>, commands.<id>.category and .title. */
  manifestKeys?: Set<string>;
}

const namespaces: Namespace[] = [
  { name: 'core', folder: 'core/client', messages: { en: coreEn, es: coreEs, fr: coreFr } },
  { name: 'sdk', folder: 'sdk/client', messages: { en: sdkEn, es: sdkEs, fr: sdkFr } },
  ...manifests
    .filter((m) => m.messages)
    .map((m) => ({
      name: m.name,
      folder: `plugins/${m.name}`,
      messages: m.messages!,
      manifestKeys: new Set([
        ...Object.entries(m.grids ?? {}).flatMap(([grid, cols]) => cols.map((c) => `grids.${grid}.${c.field}`)),
        ...(m.commands ?? []).flatMap((c) => [`commands.${c.id}.category`, `commands.${c.id}.title`]),
      ]),
    })),
];

const flatten = (c: Catalogue, prefix = ''): Map<string, string> =>
  new Map(Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : [...flatten(v, `${prefix}${k}.`)])));

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The source of a folder, catalogues and tests aside. */
function sourceOf(folder: string): string {
  return readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|\/)messages(\/|\.ts$)/.test(f))
    .map((f) => readFileSync(`${root}${folder}/${f}`, 'utf8'))
    .join('\n');
}

describe('UI string catalogues', () => {
  it('every plugin keeps its catalogue in plugins/<name>/messages.ts, the one its manifest registers', () => {
    for (const m of manifests.filter((p) => p.messages)) expect(catalogueFiles[`../../plugins/${m.name}/messages.ts`], m.name).toBe(m.messages);
    for (const path of Object.keys(catalogueFiles))
      expect(
        manifests.some((m) => `../../plugins/${m.name}/messages.ts` === path && m.messages),
        path,
      ).toBe(true);
  });

  it.each(namespaces.map((n) => [n.name, n] as const))('%s: English, Spanish and French have the same keys, each translated with the same values', (_, ns) => {
    const en = flatten(ns.messages.en);
    for (const lang of UI_LANGUAGES) {
      const other = flatten(ns.messages[lang]);
      expect([...other.keys()].sort(), lang).toEqual([...en.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en.get(key)!));
      }
    }
  });

  it.each(namespaces.map((n) => [n.name, n] as const))('%s: every key is used by its folder, and every key its folder asks for exists', (_, ns) => {
    const source = sourceOf(ns.folder);
    const literals = new Set([...source.matchAll(/'([\w.-]+)'/g)].map((m) => m[1]));
    // t(`audio.status.${status}`) uses every key under audio.status.
    const prefixes = [...source.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1]);
    const keys = [...flatten(ns.messages.en).keys()];
    const unused = keys.filter(
      (k) => !literals.has(k) && !literals.has(k.replace(PLURAL, '')) && !prefixes.some((p) => k.startsWith(p)) && !ns.manifestKeys?.has(k),
    );
    expect(unused).toEqual([]);
    const known = new Set(keys.flatMap((k) => [k, k.replace(PLURAL, '')]));
    const asked = [...source.matchAll(/\bt\('([\w.-]+)'/g)].map((m) => m[1]);
    expect(asked.filter((k) => !known.has(k))).toEqual([]);
  });

  it('the converted folders write no UI text as a JSX literal', () => {
    expect(
      uiLiteralsIn([...CONVERTED, ...namespaces.filter((n) => n.folder.startsWith('plugins/')).map((n) => n.folder)]).map(
        (l) => `${l.file}:${l.line} ${l.text}`,
      ),
    ).toEqual([]);
  });
});
