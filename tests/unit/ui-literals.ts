/**
 * Lists the UI text written as literals in JSX (`npx tsx tests/unit/ui-literals.ts [folder…]`): text
 * between tags, a string given to a text attribute (label, title, placeholder…) and a string placed
 * in braces. A folder converted to the catalogues keeps this list empty (tests/unit/i18n.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Attributes whose string value people read. */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'description',
  'alt',
  'error',
  'tooltip',
  'message',
  'nothingFoundMessage',
  'confirmLabel',
  'cancelLabel',
]);

export interface UiLiteral {
  file: string;
  line: number;
  text: string;
}

/** Words: at least two letters in a row (not '·', '→', '%', '…'). */
const readable = (s: string) => /\p{L}{2}/u.test(s);

export function uiLiterals(file: string, source: string): UiLiteral[] {
  const found: UiLiteral[] = [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const add = (node: ts.Node, text: string) => {
    if (readable(text)) found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    // An SVG's text is drawing (a logo's letters), not interface.
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'svg') return;
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) add(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression)))
        add(init, init.expression.text);
    } else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) && node.expression) {
      const e = node.expression;
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) add(e, e.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The UI literals of every .tsx file under the folders (tests excluded). */
export function uiLiteralsIn(folders: string[]): UiLiteral[] {
  const all: UiLiteral[] = [];
  for (const folder of folders) {
    for (const entry of readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.tsx') || entry.endsWith('.test.tsx')) continue;
      const file = `${folder}/${entry}`;
      all.push(...uiLiterals(file, readFileSync(`${root}${file}`, 'utf8')));
    }
  }
  return all;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const l of uiLiteralsIn(process.argv.slice(2))) console.log(`${l.file}:${l.line} ${l.text}`);
}
