import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { cssOutsideReference } from './css-references';
import { imageProblem, type ImageType } from './image-files';

type Window = import('jsdom').DOMWindow;

let window: Window | undefined;
/** A server-side DOM (jsdom), loaded on first use: it costs most of a second, which a restart need not pay. */
function dom(): Window {
  if (!window) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
    window = new JSDOM('').window;
  }
  return window;
}

let htmlPurifier: Purifier | undefined;
const forHtml = () => (htmlPurifier ??= createDOMPurify(dom() as never));

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const LINKS = 'The SVG file links to other files, which is not allowed';
const SCRIPTS = 'The SVG file contains scripts or event handlers, which are not allowed.';

/**
 * The document types SVG editors write (Illustrator, Graphviz…): W3C's own, which browsers never
 * fetch. Any other (SYSTEM or PUBLIC id elsewhere) is refused; `<!DOCTYPE svg>` alone passes.
 */
const SVG_PUBLIC_IDS = new Set(['-//W3C//DTD SVG 1.0//EN', '-//W3C//DTD SVG 1.1//EN', '-//W3C//DTD SVG 1.1 Basic//EN', '-//W3C//DTD SVG 1.1 Tiny//EN']);
const W3C_DTD = /^http:\/\/www\.w3\.org\/[\w./-]+\.dtd$/;
const knownDoctype = ({ name, publicId, systemId }: DocumentType) =>
  name === 'svg' && ((!publicId && !systemId) || (SVG_PUBLIC_IDS.has(publicId) && W3C_DTD.test(systemId)));

/** Entity declarations (a document type with an internal subset): refused before any parser expands them. */
const ENTITIES = /<!ENTITY|<!DOCTYPE[^>]*\[/i;
const ENTITIES_REFUSED = 'The SVG file declares entities, which are not allowed.';

/** An embedded raster image: the only link an <image> may hold besides one to its own elements; it is checked as an uploaded one. */
const RASTER_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;
const RASTER_TYPES: ImageType[] = ['png', 'jpeg', 'gif', 'webp'];

/**
 * The DOMPurify that checks SVG images: its SVG and SVG-filter profiles (plus <use>, namespace
 * declarations and Illustrator's inert enable-background), and a hook that notes, on each element it
 * keeps, any attribute or style sheet that links outside the file (see linkProblem).
 */
let svgPurifier: { purify: Purifier; links: string[] } | undefined;
function forSvg() {
  if (svgPurifier) return svgPurifier;
  const purify = createDOMPurify(dom() as never);
  const links: string[] = [];
  // Namespace declarations are inert, and an xlink:href may come under another prefix ('x:href'):
  // DOMPurify knows neither; both are kept for the hook below, which checks every href.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const attr = Array.from(node.attributes).find((a) => a.name.toLowerCase() === data.attrName);
    if (/^xmlns:[a-z_][\w.-]*$/i.test(data.attrName) || (attr?.namespaceURI === XLINK_NS && attr.localName === 'href')) data.forceKeepAttr = true;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of Array.from(node.attributes)) {
      const problem = linkProblem(node, attr.name, attr.value);
      if (problem) links.push(problem);
    }
    const css = node.localName === 'style' ? cssOutsideReference(node.textContent ?? '', { sheet: true }) : undefined;
    if (css) links.push(`${LINKS} (${css}).`);
  });
  svgPurifier = { purify, links };
  return svgPurifier;
}

/**
 * The refusal of an attribute that links outside the file, or undefined: an href other than '#id'
 * (or raster data on an image), or CSS that fetches.
 */
function linkProblem(node: Element, name: string, value: string): string | undefined {
  if (/^xmlns(:|$)/i.test(name)) return undefined;
  if (name === 'href' || name.endsWith(':href')) {
    const target = value.trim();
    if (/^#[^\s]*$/.test(target)) return undefined;
    if ((node.localName === 'image' || node.localName === 'feImage') && RASTER_DATA.test(target)) {
      return imageProblem(Buffer.from(target.slice(target.indexOf(',') + 1), 'base64'), RASTER_TYPES, 'An image the SVG file embeds');
    }
    if (/^(javascript|vbscript):/i.test(target.replace(/[\u0000-\u0020]/g, ''))) return SCRIPTS;
    return `${LINKS} (${name}="${target.slice(0, 60)}").`;
  }
  const css = cssOutsideReference(value, { sheet: false });
  return css ? `${LINKS} (${css}).` : undefined;
}

/** What DOMPurify removed, as the refusal says it. */
function removedProblem(removed: Purifier['removed']): string | undefined {
  for (const r of removed) {
    if ('element' in r) {
      const name = r.element.nodeName;
      if (name === '#comment') continue; // inert in an XML document: never rendered, never run
      if (name.toLowerCase() === 'script') return SCRIPTS;
      return `The SVG file contains <${name}>, which is not allowed in an image.`;
    }
    const attr = r.attribute?.name ?? '';
    // DOMPurify removes handlers, and links it finds unsafe (javascript:…).
    if (/^on/i.test(attr) || attr === 'href' || attr.endsWith(':href')) return SCRIPTS;
    return `The SVG file contains the attribute ${attr}, which is not allowed in an image.`;
  }
  return undefined;
}

/**
 * Why an uploaded SVG cannot be served, or undefined. The text is read as the browser reads an
 * image/svg+xml file, as XML: it must be well-formed, declare no entities, hold no processing
 * instruction (<?xml-stylesheet ?>) and name no document type but SVG's own; its root must be
 * <svg> in the SVG namespace. Then DOMPurify, on that XML document, with an allow-list of SVG
 * elements and attributes: anything it would remove (scripts, handlers, foreignObject, unknown
 * elements and attributes) refuses the file — we never store a silently altered image. Last, no
 * outside reference in any form: href only to '#id' (an <image> may hold raster data), and CSS in
 * attributes and <style> may fetch nothing (see cssOutsideReference).
 */
export function svgSafetyProblem(svg: string): string | undefined {
  if (ENTITIES.test(svg)) return ENTITIES_REFUSED;
  const declaration = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([^"']*)["']/i.exec(svg);
  if (declaration && !/^utf-?8$/i.test(declaration[1])) return 'The SVG file is not UTF-8 text.';
  const window = dom();
  const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.localName === 'parsererror') return 'The SVG file is not well-formed XML.';
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS)
    return 'The SVG file is not an SVG image (its root must be <svg xmlns="http://www.w3.org/2000/svg">).';
  const nodes = doc.createNodeIterator(doc, window.NodeFilter.SHOW_PROCESSING_INSTRUCTION | window.NodeFilter.SHOW_CDATA_SECTION);
  const cdata: Node[] = [];
  for (let node = nodes.nextNode(); node; node = nodes.nextNode()) {
    if (node.nodeType === window.Node.PROCESSING_INSTRUCTION_NODE) {
      return `The SVG file contains the processing instruction <?${node.nodeName}?>, which is not allowed.`;
    }
    cdata.push(node);
  }
  // CDATA is text to the browser (a <style> written <![CDATA[ … ]]>); DOMPurify would drop it unread.
  for (const node of cdata) node.parentNode!.replaceChild(doc.createTextNode(node.textContent ?? ''), node);
  if (doc.doctype && !knownDoctype(doc.doctype)) {
    return 'The SVG file names an outside document type, which is not allowed.';
  }
  const { purify, links } = forSvg();
  links.length = 0;
  purify.sanitize(root, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], ADD_ATTR: ['enable-background'], IN_PLACE: true });
  const removed = removedProblem(purify.removed);
  if (removed) return removed;
  return links[0];
}

/** The start of an SVG file, up to its root element: an XML declaration, comments, a document type, processing instructions. */
const PROLOG = /^\s*((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\?[^>]*\?>)\s*)*/i;

/** Why the bytes of an uploaded SVG file are not a safe SVG image, or undefined (see svgSafetyProblem). */
export function svgFileProblem(data: Buffer): string | undefined {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD')) return 'The SVG file is not UTF-8 text.';
  if (ENTITIES.test(text)) return ENTITIES_REFUSED;
  if (!/^<svg[\s>/]/i.test(text.replace(PROLOG, ''))) return 'The SVG file is not an SVG image.';
  return svgSafetyProblem(text);
}

/**
 * The HTML a rich-text field may store and the product may render: formatting, lists, headings,
 * links to http(s) and mail, and the data-* attributes of the editor's own nodes (the gap).
 * Everything else (scripts, handlers, styles, frames, forms) is removed.
 */
export function sanitizeHtml(html: string): string {
  return forHtml().sanitize(html, {
    ALLOWED_TAGS: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'span',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'h4',
      'hr',
      'blockquote',
      'a',
      'code',
    ],
    ALLOWED_ATTR: ['href', 'title', 'class'],
    ALLOW_DATA_ATTR: true,
    ALLOWED_URI_REGEXP: /^(https?:|mailto:)/i,
  });
}
