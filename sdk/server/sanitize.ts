import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;
/**
 * One DOMPurify over a server-side DOM (jsdom), for this module's two uses. jsdom is loaded on
 * first use: it costs most of a second, which a restart need not pay.
 */
function purify(): Purifier {
  if (!purifier) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
    purifier = createDOMPurify(new JSDOM('').window as never);
  }
  return purifier;
}

/** Links an uploaded image may hold: to its own elements, or embedded raster data. */
const LOCAL_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif|webp);)/i;
const URL_IN_CSS = /url\(\s*(['"]?)\s*(?!#)/i;

/**
 * Why an uploaded SVG cannot be served, or undefined: DOMPurify (with a server DOM) removes
 * scripts, event handlers, foreignObject and script URLs however they are encoded; anything it
 * had to remove refuses the file (we never store a silently altered image), and so does any
 * reference to an outside resource (image href, CSS url()), which would make the picture fetch
 * from elsewhere when shown.
 */
export function svgSafetyProblem(svg: string): string | undefined {
  // <use> is refused by DOMPurify's profile for its external references, which the check below covers.
  const DOMPurify = purify();
  const root = DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], RETURN_DOM: true }) as unknown as Element;
  // The HTML parser's own <body> wrapper is reported as removed when the DOM is returned.
  const removed = DOMPurify.removed.filter((r) => !('element' in r) || !['BODY', 'HTML', 'HEAD'].includes(r.element.nodeName));
  if (removed.length) return 'The SVG file contains scripts or event handlers, which are not allowed.';
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if ((name === 'href' || name.endsWith(':href') || name === 'src') && !LOCAL_REFERENCE.test(attr.value)) {
        return 'The SVG file links to other files, which is not allowed.';
      }
      if (name === 'style' && URL_IN_CSS.test(attr.value)) return 'The SVG file links to other files, which is not allowed.';
    }
    if (el.tagName.toLowerCase() === 'style' && (URL_IN_CSS.test(el.textContent ?? '') || /@import/i.test(el.textContent ?? ''))) {
      return 'The SVG file links to other files, which is not allowed.';
    }
  }
  return undefined;
}

/**
 * The HTML a rich-text field may store and the product may render: formatting, lists, headings,
 * links to http(s) and mail, and the data-* attributes of the editor's own nodes (the gap).
 * Everything else (scripts, handlers, styles, frames, forms) is removed.
 */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'hr', 'blockquote', 'a', 'code'],
    ALLOWED_ATTR: ['href', 'title', 'class'],
    ALLOW_DATA_ATTR: true,
    ALLOWED_URI_REGEXP: /^(https?:|mailto:)/i,
  });
}
