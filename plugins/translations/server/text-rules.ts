/** An HTML comment, or an opening, closing or self-closing tag (attribute values may hold '>'). */
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][\w:-]*)((?:\s+(?:[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?)?)*)\s*(\/?)>/g;
/** The tags a translation keeps across dialects; every other tag is formatting. */
const KEPT_TAGS = new Set(['target', 'glossary']);

/**
 * Spec 2 §5: 'Translation text for lesson title, klines and panel intro has all tags except target
 * and glossary removed, and newlines removed.' Kept tags stay as written.
 */
export function cleanTaggedText(text: string): string {
  return text
    .replace(TAG, (tag: string, _close: string, name: string | undefined) => (name && KEPT_TAGS.has(name.toLowerCase()) ? tag : ''))
    .replace(/[\r\n]+/g, '');
}
