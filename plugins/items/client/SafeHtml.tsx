import { Fragment, createElement, type ReactNode } from 'react';

/**
 * HTML from the server (an item's error, a text item's text) rendered without trusting it: the
 * markup is parsed by the browser's DOMParser (an inert document: no scripts run, nothing loads)
 * and rebuilt as React elements from a small whitelist of formatting tags, WITHOUT any
 * attribute (no href, src, style or on* handler survives). Other tags are unwrapped (their text
 * stays); script-like and embedding tags are dropped with their content. Text is React text, so it
 * is escaped. No innerHTML is ever set.
 */
export const ALLOWED_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'code',
  'br',
  'p',
  'div',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
]);
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'img',
  'video',
  'audio',
  'source',
  'canvas',
]);
const MAX_DEPTH = 40;

function toReact(node: Node, key: number, depth: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1 || depth > MAX_DEPTH) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(el.childNodes, (c, i) => toReact(c, i, depth + 1));
  if (!ALLOWED_TAGS.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  return createElement(tag, { key }, ...children);
}

/** The whitelisted React tree of an HTML string. */
export function safeHtml(html: string): ReactNode[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (c, i) => toReact(c, i, 0));
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className} data-testid="safe-html">
      {safeHtml(html)}
    </div>
  );
}
