import { posix } from 'node:path';
import ts from 'typescript';

/** The house rules of ARCHITECTURE.md that can be read off the source text. */
export type Rule =
  | 'core-imports-plugin'
  | 'core-names-plugin'
  | 'plugin-imports-plugin'
  | 'plugin-imports-core'
  | 'sdk-imports-core'
  | 'foreign-table'
  | 'module-id-literal'
  | 'path-literal'
  | 'sdk-internal-import';

export interface Violation {
  file: string;
  line: number;
  rule: Rule;
  detail: string;
}

/** Repository-relative posix path → file text. */
export type SourceFiles = ReadonlyMap<string, string>;

interface CatalogueEntry {
  id?: number;
  key: string;
  title?: string;
  plugin: string;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** A plugin's public face: the one file of it that other plugins may import. */
const isPublicFace = (file: string) => /^plugins\/[^/]+\/public\.ts$/.test(file);
/** What a plugin may import of the SDK: the index of a side. */
const SDK_FACES = new Set(['sdk/shared', 'sdk/client', 'sdk/server', 'sdk/shared/index', 'sdk/client/index', 'sdk/server/index']);
const HTTP_METHODS = new Set(['get', 'read', 'post', 'put', 'delete', 'upload']);
const MODULE_ID_PROPS = new Set(['module', 'moduleId', 'ref', 'refType']);
const pluginOf = (file: string) => /^plugins\/([^/]+)\//.exec(file)?.[1];
const normalize = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/s$/, '');

function parse(file: string, text: string) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function walk(node: ts.Node, visit: (n: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const lineAt = (source: ts.SourceFile, pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;

/** Static and dynamic import specifiers, re-exports, vi.mock and require. */
function importsOf(source: ts.SourceFile): { spec: string; pos: number }[] {
  const found: { spec: string; pos: number }[] = [];
  walk(source, (n) => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      found.push({ spec: n.moduleSpecifier.text, pos: n.moduleSpecifier.getStart() });
    } else if (ts.isCallExpression(n) && n.arguments.length && ts.isStringLiteralLike(n.arguments[0])) {
      const callee = n.expression.getText();
      if (n.expression.kind === ts.SyntaxKind.ImportKeyword || callee === 'require' || callee === 'vi.mock' || callee === 'vi.importActual') {
        found.push({ spec: n.arguments[0].text, pos: n.arguments[0].getStart() });
      }
    }
  });
  return found;
}

/** The repository path a relative specifier names (without extension), or undefined for a package. */
function targetOf(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  return posix
    .normalize(posix.join(posix.dirname(file), spec))
    .replace(/\.tsx?$/, '')
    .replace(/\/$/, '');
}

const isLiteralText = (n: ts.Node): n is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n);

/**
 * API paths written outside a contract: a literal path handed to the HTTP client (http.get('x/1')),
 * a route declared with its own url (route({ url })), a resource's paths object ({ list, item }),
 * a flag path, or any literal that starts with /api/.
 */
function pathLiterals(source: ts.SourceFile): { pos: number; detail: string }[] {
  const found: { pos: number; detail: string }[] = [];
  walk(source, (n) => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      HTTP_METHODS.has(n.expression.name.text) &&
      /http|client/i.test(n.expression.expression.getText()) &&
      n.arguments[0] &&
      isLiteralText(n.arguments[0])
    ) {
      found.push({ pos: n.arguments[0].getStart(), detail: `${n.expression.getText()}(${n.arguments[0].getText().slice(0, 60)})` });
    } else if (ts.isCallExpression(n) && n.expression.getText() === 'route' && n.arguments.length === 1 && ts.isObjectLiteralExpression(n.arguments[0])) {
      const url = n.arguments[0].properties.find((p) => p.name?.getText() === 'url');
      if (url) found.push({ pos: url.getStart(), detail: `route({ ${url.getText().slice(0, 60)} })` });
    } else if (ts.isObjectLiteralExpression(n)) {
      const names = new Set(n.properties.map((p) => p.name?.getText()));
      if (names.has('list') && names.has('item')) {
        const item = n.properties.find((p) => p.name?.getText() === 'item');
        if (item && ts.isPropertyAssignment(item) && isLiteralText(item.initializer))
          found.push({ pos: n.getStart(), detail: `paths ${item.getText().slice(0, 60)}` });
      }
    } else if (ts.isJsxAttribute(n) && n.name.getText() === 'flagPath') {
      found.push({ pos: n.getStart(), detail: n.getText().slice(0, 60) });
    } else if (isLiteralText(n) && /^[`'"]\/api\/[\w$]/.test(n.getText()) && !source.fileName.startsWith('core/server/')) {
      found.push({ pos: n.getStart(), detail: n.getText().slice(0, 60) });
    }
  });
  return found;
}

/** Where a specifier lands: 'core', 'sdk', 'plugins/<name>' or undefined (a package or elsewhere). */
function areaOf(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const target = posix.normalize(posix.join(posix.dirname(file), spec));
  const m = /^(core|sdk)(\/|$)|^plugins\/([^/*]+)/.exec(target);
  if (!m) return undefined;
  return m[3] ? `plugins/${m[3]}` : m[1];
}

/** Each plugin's tables, from pgTable('name', …) in plugins/<name>/server/tables.ts. */
function pluginTables(files: SourceFiles): Map<string, string> {
  const owner = new Map<string, string>();
  for (const [file, text] of files) {
    const m = /^plugins\/([^/]+)\/server\/tables\.ts$/.exec(file);
    if (!m) continue;
    for (const t of text.matchAll(/pgTable\(\s*['"]([A-Za-z0-9_]+)['"]/g)) owner.set(t[1], m[1]);
  }
  return owner;
}

/** The `{ id, key, title… }` object literals of a file, with their other string properties. */
function moduleObjects(file: string, text: string, idOf: (e: ts.Expression) => number | undefined) {
  const found: { id?: number; key: string; title?: string; strings: Map<string, string> }[] = [];
  walk(parse(file, text), (n) => {
    if (!ts.isObjectLiteralExpression(n)) return;
    const props = new Map<string, ts.Expression>();
    for (const p of n.properties) if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) props.set(p.name.text, p.initializer);
    const key = props.get('key');
    const id = props.get('id');
    if (!key || !id || !ts.isStringLiteral(key)) return;
    const strings = new Map([...props].filter(([, v]) => ts.isStringLiteral(v)).map(([k, v]) => [k, (v as ts.StringLiteral).text]));
    found.push({ id: idOf(id), key: key.text, title: strings.get('title'), strings });
  });
  return found;
}

/**
 * The module catalogue: the `{ id, key, title, plugin }` entries of sdk/shared/modules.ts when it
 * exists (a module without a plugin yet belongs to nobody), then the modules each plugin registers
 * in its plugin.ts, where an id is a number, a constant of the plugin or `X.key` of the catalogue.
 */
function catalogue(files: SourceFiles): CatalogueEntry[] {
  const byKey = new Map<string, CatalogueEntry>();
  const shared = files.get('sdk/shared/modules.ts');
  if (shared) {
    for (const m of moduleObjects('sdk/shared/modules.ts', shared, (e) => (ts.isNumericLiteral(e) ? Number(e.text) : undefined))) {
      byKey.set(m.key, { id: m.id, key: m.key, title: m.title, plugin: m.strings.get('plugin') ?? m.strings.get('folder') ?? '' });
    }
  }
  for (const [file, text] of files) {
    const plugin = /^plugins\/([^/]+)\/plugin\.ts$/.exec(file)?.[1];
    if (!plugin) continue;
    const constants = new Map<string, number>();
    for (const [f, t] of files) {
      if (pluginOf(f) !== plugin) continue;
      for (const c of t.matchAll(/const\s+([A-Za-z_$][\w$]*)\s*=\s*(\d+)\s*;/g)) constants.set(c[1], Number(c[2]));
    }
    const idOf = (e: ts.Expression) =>
      ts.isNumericLiteral(e)
        ? Number(e.text)
        : ts.isIdentifier(e)
          ? constants.get(e.text)
          : ts.isPropertyAccessExpression(e)
            ? byKey.get(e.name.text)?.id
            : undefined;
    for (const m of moduleObjects(file, text, idOf)) {
      const known = byKey.get(m.key);
      byKey.set(m.key, { id: m.id ?? known?.id, key: m.key, title: m.title ?? known?.title, plugin });
    }
  }
  return [...byKey.values()];
}

/** A string or template (with its tag) whose text is SQL: tagged sql`…`, or reads as a statement. */
function sqlSegments(source: ts.SourceFile): ts.Node[] {
  const segments: ts.Node[] = [];
  walk(source, (n) => {
    if (ts.isTaggedTemplateExpression(n) && /(^|\.)sql$/.test(n.tag.getText())) {
      segments.push(n.template);
    } else if (
      (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n)) &&
      !ts.isTaggedTemplateExpression(n.parent) &&
      /\bselect\b[\s\S]*\bfrom\b|\binsert\s+into\b|\bupdate\s+\S+\s+set\b|\bdelete\s+from\b/i.test(n.getText())
    ) {
      segments.push(n);
    }
  });
  return segments;
}

/** Strings that name a table outright: `table: 'x'` and sql.identifier('x') / sql.raw('x'). */
function tableNameStrings(source: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = [];
  walk(source, (n) => {
    if (ts.isPropertyAssignment(n) && n.name.getText() === 'table' && ts.isStringLiteralLike(n.initializer)) found.push(n.initializer);
    if (ts.isCallExpression(n) && /(^|\.)sql\.(identifier|raw)$/.test(n.expression.getText()) && n.arguments[0] && ts.isStringLiteralLike(n.arguments[0]))
      found.push(n.arguments[0]);
  });
  return found;
}

export function checkArchitecture(files: SourceFiles): Violation[] {
  const violations: Violation[] = [];
  const pluginNames = new Set([...files.keys()].map(pluginOf).filter((p): p is string => !!p));
  const tables = pluginTables(files);
  const modules = catalogue(files);
  const namesPlugin = new RegExp(`\\bplugins/(${[...pluginNames].map((p) => p.replace(/[-]/g, '\\-')).join('|')})(?![\\w-])`, 'g');
  const tableInSql = new RegExp(`\\b(?:from|join|update|into|table)\\s+"?(${[...tables.keys()].join('|')})\\b"?|"(${[...tables.keys()].join('|')})"`, 'gi');

  for (const [file, text] of files) {
    const source = parse(file, text);
    const add = (pos: number, rule: Rule, detail: string) => violations.push({ file, line: lineAt(source, pos), rule, detail });
    const plugin = pluginOf(file);

    for (const { spec, pos } of importsOf(source)) {
      const area = areaOf(file, spec);
      if (!area) continue;
      if (file.startsWith('core/') && area.startsWith('plugins/')) add(pos, 'core-imports-plugin', spec);
      if (plugin && area === 'core') add(pos, 'plugin-imports-core', spec);
      const target = targetOf(file, spec)!;
      if (plugin && area.startsWith('plugins/') && area !== `plugins/${plugin}` && !isPublicFace(`${target}.ts`)) add(pos, 'plugin-imports-plugin', spec);
      if (plugin && area === 'sdk' && !SDK_FACES.has(target)) add(pos, 'sdk-internal-import', spec);
      if (file.startsWith('sdk/') && area === 'core' && !isTest(file)) add(pos, 'sdk-imports-core', spec);
    }

    if (file.startsWith('core/') && pluginNames.size) {
      for (const m of text.matchAll(namesPlugin)) add(m.index, 'core-names-plugin', m[0]);
    }

    if (plugin && file.startsWith(`plugins/${plugin}/server/`) && tables.size) {
      const foreign = (name: string) => {
        const o = tables.get(name.toLowerCase());
        return o && o !== plugin ? o : undefined;
      };
      for (const segment of sqlSegments(source)) {
        const raw = segment.getText();
        for (const m of raw.matchAll(tableInSql)) {
          const name = m[1] ?? m[2];
          const owner = foreign(name);
          if (owner) add(segment.getStart() + m.index, 'foreign-table', `${name} (plugin ${owner})`);
        }
      }
      for (const s of tableNameStrings(source)) {
        const owner = foreign(s.text);
        if (owner) add(s.getStart(), 'foreign-table', `${s.text} (plugin ${owner})`);
      }
    }

    if (!isTest(file) && !isPublicFace(file) && !file.startsWith('tests/')) {
      for (const { pos, detail } of pathLiterals(source)) add(pos, 'path-literal', detail);
    }

    if (plugin && !isTest(file)) {
      const own = modules.filter((m) => m.plugin === plugin);
      const ownIds = new Set(own.map((m) => m.id));
      const others = modules.filter((m) => m.plugin !== plugin);
      walk(source, (n) => {
        if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isNumericLiteral(n.initializer)) {
          const name = normalize(n.name.text);
          const other = others.find((m) => normalize(m.key) === name || (m.title && normalize(m.title) === name));
          if (other) add(n.getStart(), 'module-id-literal', `${n.name.text} = ${n.initializer.text} (module ${other.key} of plugin ${other.plugin})`);
        }
        if (ts.isPropertyAssignment(n) && MODULE_ID_PROPS.has(n.name.getText()) && ts.isNumericLiteral(n.initializer)) {
          const id = Number(n.initializer.text);
          if (id > 0 && !ownIds.has(id)) add(n.getStart(), 'module-id-literal', `${n.name.getText()}: ${id}`);
        } else if (ts.isPropertyAssignment(n) && ts.isNumericLiteral(n.initializer)) {
          // { cultural: 11, panel: 12 }: another module's number under its name.
          const name = normalize(n.name.getText());
          const other = others.find(
            (m) => m.id === Number((n.initializer as ts.NumericLiteral).text) && (normalize(m.key) === name || (m.title && normalize(m.title) === name)),
          );
          if (other) add(n.getStart(), 'module-id-literal', `${n.name.getText()}: ${other.id} (module ${other.key} of plugin ${other.plugin})`);
        }
      });
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
