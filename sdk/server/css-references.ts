/*
 * Whether CSS (an SVG's <style>, a style attribute, a presentation attribute such as fill) can make
 * the browser fetch anything. The CSS is read as a browser reads it — comments dropped, escapes
 * decoded ('u\72l(' is 'url(', '@\69mport' is '@import') — and every function and at-rule in it
 * must be on an allow-list of those that only compute a value: url() only to an element of the
 * same file ('url(#gradient)'); image-set(), image(), src(), element(), @import, @font-face and
 * anything not listed are refused. Wider than CSS's own grammar on purpose: a false refusal is a
 * clear message, a false pass a request to another site.
 */

const FUNCTIONS = new Set([
  // colours
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  // numbers
  'calc',
  'min',
  'max',
  'clamp',
  'round',
  'mod',
  'rem',
  'abs',
  'sign',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'atan2',
  'pow',
  'sqrt',
  'hypot',
  'log',
  'exp',
  'var',
  // transforms (the transform attribute and property)
  'matrix',
  'matrix3d',
  'translate',
  'translatex',
  'translatey',
  'translatez',
  'translate3d',
  'scale',
  'scalex',
  'scaley',
  'scalez',
  'scale3d',
  'rotate',
  'rotatex',
  'rotatey',
  'rotatez',
  'rotate3d',
  'skew',
  'skewx',
  'skewy',
  'perspective',
  // timing, gradients, filters, shapes
  'cubic-bezier',
  'steps',
  'linear',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
  'inset',
  'circle',
  'ellipse',
  'polygon',
  'path',
  // selectors of a <style> element
  'not',
  'is',
  'where',
  'has',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
  'lang',
  'dir',
  // a reference to an element of the same file, checked below
  'url',
]);
const AT_RULES = new Set(['media', 'keyframes', '-webkit-keyframes', 'supports', 'charset', 'layer', 'container']);

const REPLACEMENT = '\uFFFD';
const HEX = /[0-9a-f]/i;
const SPACE = /[ \t\n\r\f]/;

/**
 * CSS as the browser's tokenizer reads it, lower case: comments out (not inside strings, where
 * '/*' is text), escapes decoded ('\72 ' is 'r', '\@' is '@'; in a string, a backslash before a
 * newline continues the line).
 */
export function cssAsRead(css: string): string {
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') {
      let hex = '';
      while (hex.length < 6 && i + 1 < css.length && HEX.test(css[i + 1])) hex += css[++i];
      if (hex) {
        if (i + 1 < css.length && SPACE.test(css[i + 1])) i += css[i + 1] === '\r' && css[i + 2] === '\n' ? 2 : 1;
        const code = Number.parseInt(hex, 16);
        out += code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? REPLACEMENT : String.fromCodePoint(code);
      } else if (i + 1 < css.length && !/[\n\r\f]/.test(css[i + 1])) {
        out += css[++i];
      } else if (quote) {
        i += css[i + 1] === '\r' && css[i + 2] === '\n' ? 2 : 1; // a line continued inside a string
      }
      continue;
    }
    if (quote) {
      if (c === quote || c === '\n') quote = undefined;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
      out += ' ';
      continue;
    }
    out += c;
  }
  return out.toLowerCase();
}

/** The argument of the url( that starts at `from` (just after the parenthesis), without quotes. */
function urlArgument(css: string, from: number): string {
  const rest = css.slice(from).trimStart();
  const quote = rest[0] === '"' || rest[0] === "'" ? rest[0] : undefined;
  if (quote) return rest.slice(1, rest.indexOf(quote, 1) === -1 ? undefined : rest.indexOf(quote, 1));
  const end = rest.indexOf(')');
  return (end === -1 ? rest : rest.slice(0, end)).trim();
}

/**
 * What in the CSS could fetch from outside, as the user should read it ('url(https://…)',
 * 'image-set()', '@import'), or undefined. atRules: the text is a style sheet (a <style> element),
 * where at-rules may come; in a declaration or an attribute any '@' is refused.
 */
export function cssOutsideReference(css: string, opts: { sheet: boolean }): string | undefined {
  const text = cssAsRead(css);
  for (const m of text.matchAll(/@(-?[a-z_][a-z0-9_-]*)?/g)) {
    if (!opts.sheet || !m[1] || !AT_RULES.has(m[1])) return `@${m[1] ?? ''}`;
  }
  for (const m of text.matchAll(/(-?[a-z_][a-z0-9_-]*)\(/g)) {
    const name = m[1];
    if (!FUNCTIONS.has(name)) return `${name}()`;
    if (name === 'url') {
      const target = urlArgument(text, m.index + m[0].length);
      if (!/^#[^\s]*$/.test(target)) return `url(${target.slice(0, 60)})`;
    }
  }
  return undefined;
}
