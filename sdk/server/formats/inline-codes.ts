/**
 * A text's inline codes, as the exchange formats (TMX, XLIFF) carry them: the HTML tags of a text
 * (a gap is `<span data-gap="1">…</span>`) and its placeholders (`{name}`, `%s`, `${x}`), so that
 * another tool protects them instead of translating them. A tag's closing tag gets its opening
 * tag's id; a tag without its pair in the text is a standalone code, as a placeholder is.
 */
export type InlinePiece =
  | { kind: 'text'; text: string }
  | {
      kind: 'open' | 'close' | 'standalone';
      /** The code as it stands in the text. */
      code: string;
      /** 1, 2…: an opening tag and its closing tag share theirs. */
      id: number;
      /** What the code is, in XLIFF 1.2's ctype words: bold, italic, underlined, link, lb, x-gap, x-placeholder, x-<tag>. */
      type: string;
    };

const CODES = /<\/?([A-Za-z][\w:-]*)(?:\s[^<>]*)?\/?>|\{[^{}\s]*\}|%\d*\$?[sdif]|\$\{[^}]*\}/g;
const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr', 'meta', 'link', 'col', 'area', 'base', 'source', 'track', 'embed', 'param']);
const TYPES: Record<string, string> = { b: 'bold', strong: 'bold', i: 'italic', em: 'italic', u: 'underlined', a: 'link', br: 'lb' };

function typeOf(code: string, name: string | undefined): string {
  if (!name) return 'x-placeholder';
  const lower = name.toLowerCase();
  if (lower === 'span' && /\bdata-gap\s*=/.test(code)) return 'x-gap';
  return TYPES[lower] ?? `x-${lower.replace(/[^\w-]/g, '-')}`;
}

/** The text cut into runs of text and inline codes. */
export function inlinePieces(text: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  const open: { name: string; index: number; type: string }[] = [];
  let id = 0;
  let at = 0;
  for (const m of text.matchAll(CODES)) {
    if (m.index > at) pieces.push({ kind: 'text', text: text.slice(at, m.index) });
    at = m.index + m[0].length;
    const code = m[0];
    const name = m[1]?.toLowerCase();
    if (!name || code.endsWith('/>') || VOID.has(name)) {
      pieces.push({ kind: 'standalone', code, id: ++id, type: typeOf(code, m[1]) });
    } else if (code.startsWith('</')) {
      const o = open.findLastIndex((x) => x.name === name);
      if (o < 0) {
        pieces.push({ kind: 'standalone', code, id: ++id, type: typeOf(code, m[1]) });
        continue;
      }
      const [opened] = open.splice(o, 1);
      const start = pieces[opened.index];
      if (start.kind === 'open') pieces.push({ kind: 'close', code, id: start.id, type: start.type });
    } else {
      pieces.push({ kind: 'open', code, id: ++id, type: typeOf(code, m[1]) });
      open.push({ name, index: pieces.length - 1, type: typeOf(code, m[1]) });
    }
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  // An opening tag never closed stands alone.
  for (const o of open) {
    const p = pieces[o.index];
    if (p.kind === 'open') pieces[o.index] = { ...p, kind: 'standalone' };
  }
  return pieces;
}

/** The text the pieces make. */
export const joinPieces = (pieces: InlinePiece[]) => pieces.map((p) => (p.kind === 'text' ? p.text : p.code)).join('');

/** Whether the text has any inline code. */
export const hasInlineCodes = (text: string) => new RegExp(CODES.source).test(text);
