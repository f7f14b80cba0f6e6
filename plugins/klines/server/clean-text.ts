/** Tags a k-line source keeps (spec 2 §5); every other tag is removed. */
const KEPT_TAGS = new Set(['target', 'glossary']);

/** An HTML comment, or an opening, closing or self-closing tag (attribute values may hold '>'). */
const TAG = /<!--[\s\S]*?(?:-->|$)|<\/?([A-Za-z][\w:-]*)((?:\s+(?:[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?)?)*)\s*\/?>/g;

/**
 * Spec 2 §5: 'Translation text for lesson title, klines and panel intro has all tags except target
 * and glossary removed, and newlines removed.' Kept tags stay exactly as written (attributes
 * included); text that is not a tag (a lone '<', entities) is left alone. Newlines (\n, \r) are
 * removed, not replaced, as the rule says.
 */
export function cleanTranslationText(text: string): string {
  return text.replace(TAG, (tag: string, name: string | undefined) => (name && KEPT_TAGS.has(name.toLowerCase()) ? tag : '')).replace(/[\r\n]+/g, '');
}
