import { describe, expect, it } from 'vitest';
import { checkArchitecture, type Rule, type Violation } from './architecture-rules';
import { sourceFiles } from './list-violations';

/**
 * Rules the code broke when this test was written, while other branches fix them. This list
 * must shrink to empty: a fixed violation fails the test until its line here is removed.
 */
const KNOWN_VIOLATIONS: { file: string; rule: Rule }[] = [];

const known = (v: { file: string; rule: Rule }) => KNOWN_VIOLATIONS.some((k) => k.file === v.file && k.rule === v.rule);
const show = (v: Violation) => `${v.file}:${v.line} ${v.rule}: ${v.detail}`;

describe('the house rules hold in the repository', () => {
  const violations = checkArchitecture(sourceFiles());

  it('breaks no rule beyond the known violations', () => {
    expect(violations.filter((v) => !known(v)).map(show)).toEqual([]);
  });

  it('every known violation still exists (remove fixed ones from KNOWN_VIOLATIONS)', () => {
    const fixed = KNOWN_VIOLATIONS.filter((k) => !violations.some((v) => v.file === k.file && v.rule === k.rule));
    expect(fixed).toEqual([]);
  });
});

const check = (files: Record<string, string>) => checkArchitecture(new Map(Object.entries(files))).map((v) => `${v.file}:${v.line} ${v.rule}`);

describe('the architecture checker', () => {
  it('catches core importing or naming a plugin, and passes core discovering plugins', () => {
    const base = { 'plugins/glossaries/plugin.ts': 'export default {};' };
    expect(check({ ...base, 'core/server/a.ts': "import x from '../other';\nimport y from '../../plugins/glossaries/plugin';" })).toEqual([
      'core/server/a.ts:2 core-imports-plugin',
      'core/server/a.ts:2 core-names-plugin',
    ]);
    expect(check({ ...base, 'core/client/b.ts': "\nconst m = await import('../../plugins/glossaries/plugin');" })).toEqual([
      'core/client/b.ts:2 core-imports-plugin',
      'core/client/b.ts:2 core-names-plugin',
    ]);
    expect(check({ ...base, 'core/server/c.ts': '// see plugins/glossaries for the pattern\nexport {};' })).toEqual(['core/server/c.ts:1 core-names-plugin']);
    expect(
      check({
        ...base,
        'core/client/registry.ts':
          "import { x } from '../plugins/registry';\nconst all = import.meta.glob('../../plugins/*/plugin.ts');\n// plugins/<name>/plugin.ts",
      }),
    ).toEqual([]);
  });

  it('catches a plugin importing another plugin or core (tests too), and passes its own folder and the SDK', () => {
    const files = {
      'plugins/items/plugin.ts': "import { definePlugin } from '../../sdk/shared';\nimport { own } from './server/own';",
      'plugins/items/server/a.ts': "import { klines } from '../../klines/server/tables';",
      'plugins/items/b.test.ts': "import { seededRandom } from '../../core/server/demo/random';",
      'plugins/items/client/c.tsx': "\n\nconst s = () => import('../../../plugins/klines/client/Screen');",
      'plugins/klines/plugin.ts': 'export default {};',
    };
    expect(check(files)).toEqual([
      'plugins/items/b.test.ts:1 plugin-imports-core',
      'plugins/items/client/c.tsx:3 plugin-imports-plugin',
      'plugins/items/server/a.ts:1 plugin-imports-plugin',
    ]);
  });

  it('catches the SDK importing core, its test helpers included, outside its tests', () => {
    const imp = "import type { Db } from '../../core/server/db/open';";
    expect(
      check({
        'sdk/server/route.ts': imp,
        'sdk/server/route.test.ts': imp,
        'sdk/server/testing.ts': imp,
        'sdk/client/testing.tsx': "import { RxEventBus } from '../../core/client/events/event-bus';",
        'sdk/shared/index.ts': "export * from './plugin';",
      }),
    ).toEqual(['sdk/client/testing.tsx:1 sdk-imports-core', 'sdk/server/route.ts:1 sdk-imports-core', 'sdk/server/testing.ts:1 sdk-imports-core']);
  });

  it("passes a plugin importing another plugin's public.ts, and catches any other file of it", () => {
    const files = {
      'plugins/klines/public.ts': 'export const KLINES = 10;',
      'plugins/klines/server/tables.ts': 'export const klines = 1;',
      'plugins/panels/client/Form.tsx': "import { klineResource } from '../../klines/public';\nimport { klines } from '../../klines/server/tables';",
      'plugins/panels/server/x.ts': "import type { KLine } from '../../klines/public.ts';",
    };
    expect(check(files)).toEqual(['plugins/panels/client/Form.tsx:2 plugin-imports-plugin']);
  });

  it("catches a plugin importing the SDK's internals, and passes the index of each side", () => {
    expect(
      check({
        'plugins/panels/plugin.ts': "import { MODULE } from '../../sdk/shared';\nimport { conceptCards } from '../../sdk/client/linker/concept-cards';",
        'plugins/panels/server/a.ts': "import { route } from '../../../sdk/server';\nimport { x } from '../../../sdk/server/index';",
      }),
    ).toEqual(['plugins/panels/plugin.ts:2 sdk-internal-import']);
  });

  it('catches API paths written outside contracts, and passes contracts and calls through them', () => {
    const bad = [
      'const a = await http.get<Row[]>(`groups/${courseId}/k-lines`);',
      "await this.http.put('k-lines/1', body);",
      "route({ method: 'GET', url: 'groups/:courseId/k-lines', access: 'user', handler });",
      "const paths = { list: `groups/${c}/k-lines`, create: `groups/${c}/k-lines`, item: 'k-lines' };",
      'const url = `/api/groups/${c}/panels`;',
      'const el = <GridEditorScreen flagPath="k-lines" />;',
    ].join('\n');
    expect(check({ 'plugins/klines/client/a.tsx': bad })).toEqual([1, 2, 3, 4, 5, 6].map((l) => `plugins/klines/client/a.tsx:${l} path-literal`));
    const good = [
      "export const klinesApi = { list: contract({ method: 'GET', path: 'groups/:courseId/k-lines' }) };",
      "export const klineResource = resourceContract({ list: 'groups/:courseId/k-lines', create: 'groups/:courseId/k-lines', item: 'k-lines' });",
    ].join('\n');
    expect(check({ 'plugins/klines/public.ts': good })).toEqual([]);
    const calls = [
      'const rows = await api.load(klinesApi.list, { params: { courseId } });',
      'route(klinesApi.list, { access: { module: KLINES }, handler });',
      "const label = 'k-lines/1 is not a path here';",
    ].join('\n');
    expect(check({ 'plugins/panels/client/b.tsx': calls })).toEqual([]);
    expect(check({ 'plugins/klines/klines.test.ts': bad })).toEqual([]);
  });

  it("catches a plugin's server code naming another plugin's table in SQL, not in prose or identifiers", () => {
    const tables = {
      'plugins/vocabulary/server/tables.ts': "export const vocs = pgTable('vocs', {});\nexport const vocDialects = pgTable(\n  'voc_dialects', {});",
      'plugins/items/server/tables.ts': "export const items = pgTable('items', {});",
    };
    const bad = [
      'const a = sql`select id from vocs where id = ${id}`;',
      'const b = sql`select 1\n  from x join voc_dialects vd on vd.id = x.id`;',
      'const c = \'select count(*) from "vocs" v\';',
      "const d = { table: 'vocs', field: 'word' };",
      'const e = sql`UPDATE vocs SET title = ${t}`;',
    ].join('\n');
    expect(check({ ...tables, 'plugins/concept-linker/server/index.ts': bad })).toEqual(
      [1, 3, 4, 5, 6].map((l) => `plugins/concept-linker/server/index.ts:${l} foreign-table`),
    );
    const good = [
      "const message = 'Pick words from vocs and items';",
      'const vocs = await listVocs(db); const n = vocs.length;',
      'const own = sql`select id from items where course_id = ${c}`;',
      'const other = sql`select id from vocs_backup`;',
    ].join('\n');
    expect(check({ ...tables, 'plugins/items/server/index.ts': good })).toEqual([]);
    expect(check({ ...tables, 'plugins/items/client/x.ts': 'const a = sql`select id from vocs`;' })).toEqual([]);
  });

  it("catches a plugin writing another module's number, and passes its own", () => {
    const manifests = {
      'plugins/klines/plugin.ts': "export const KLINES = 7;\nexport default definePlugin({ modules: [{ id: KLINES, key: 'klines', title: 'K-Lines' }] });",
      'plugins/sentences/plugin.ts': "export default definePlugin({ modules: [{ id: 16, key: 'sentences', title: 'Sentences' }] });",
    };
    expect(
      check({
        ...manifests,
        'plugins/items/server/jobs.ts':
          'export const KLINES = 7;\nconst SENTENCES = 16;\nconst MAX_SENTENCES = 20;\nconst refs = [{ ref: 16, name: "Sentences" }];\nconst n = { module: 0 };',
      }),
    ).toEqual([
      'plugins/items/server/jobs.ts:1 module-id-literal',
      'plugins/items/server/jobs.ts:2 module-id-literal',
      'plugins/items/server/jobs.ts:4 module-id-literal',
    ]);
    expect(check({ ...manifests, 'plugins/klines/server/routes.ts': 'const own = { module: 7 };' })).toEqual([]);
    // With the catalogue in the SDK, modules that no plugin registers yet count too.
    const withCatalogue = {
      ...manifests,
      'sdk/shared/modules.ts':
        "export const MODULES = [{ id: 7, key: 'klines', title: 'K-Lines', plugin: 'klines' }, { id: 9, key: 'panelIntro', title: 'Panel Intros', plugin: 'panels' }];",
      'plugins/klines/plugin.ts': "export default definePlugin({ modules: [{ id: MODULE.klines, key: 'klines', title: 'K-Lines' }] });",
    };
    expect(check({ ...withCatalogue, 'plugins/klines/server/links.ts': 'export const PANEL_INTROS = 9;\nconst own = { ref: 7 };' })).toEqual([
      'plugins/klines/server/links.ts:1 module-id-literal',
    ]);
    // Another module's number under its name: { panelIntro: 9 }.
    expect(check({ ...withCatalogue, 'plugins/klines/shared.ts': 'const refs = { panelIntro: 9, klines: 7, limit: 9 };' })).toEqual([
      'plugins/klines/shared.ts:1 module-id-literal',
    ]);
  });
});
