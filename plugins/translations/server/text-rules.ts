import { TranslationStatus } from '../../../sdk/shared';

/** Statuses only the system sets (spec 2 §4): a user cannot select doing, from target or legacy. */
export const SYSTEM_STATUSES: readonly TranslationStatus[] = [TranslationStatus.DOING, TranslationStatus.FROM_TARGET, TranslationStatus.LEGACY];

export const STATUS_LABELS: Record<number, string> = {
  [TranslationStatus.PENDING]: 'Pending',
  [TranslationStatus.DOING]: 'Doing',
  [TranslationStatus.DONE]: 'Done',
  [TranslationStatus.FROM_TARGET]: 'From target',
  [TranslationStatus.LEGACY]: 'Legacy',
};

/**
 * Why a user may not move a text from `current` to `requested`, or nothing. Sending the current
 * status again is always allowed (an editor saves every dialect with its status); otherwise a
 * user may not pick a system status, nor leave one (the selector is disabled then).
 */
export function statusChangeError(current: number, requested: number | undefined): string | undefined {
  if (requested === undefined || requested === current) return undefined;
  if (SYSTEM_STATUSES.includes(requested)) return 'A user cannot set the status doing, from target or legacy';
  if (SYSTEM_STATUSES.includes(current)) return `The status ${STATUS_LABELS[current].toLowerCase()} is set by the system and cannot be changed here`;
  return undefined;
}

/** An HTML comment, or an opening, closing or self-closing tag (attribute values may hold '>'). */
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][\w:-]*)((?:\s+(?:[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?)?)*)\s*(\/?)>/g;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>]+)))?/g;
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

/** The <target> and <glossary> tags of a text: each opening tag normalized (attributes sorted), and whether they nest properly. */
export function keptTags(text: string): { tags: string[]; balanced: boolean } {
  const tags: string[] = [];
  const open: string[] = [];
  let balanced = true;
  for (const m of text.matchAll(TAG)) {
    const [, close, rawName, attrs, selfClosing] = m;
    const name = rawName?.toLowerCase();
    if (!name || !KEPT_TAGS.has(name)) continue;
    if (close) {
      if (open.pop() !== name) balanced = false;
      continue;
    }
    const attributes = [...(attrs ?? '').matchAll(ATTR)].map((a) => `${a[1].toLowerCase()}="${a[2] ?? a[3] ?? a[4] ?? ''}"`).sort();
    tags.push(`<${[name, ...attributes].join(' ')}>`);
    if (!selfClosing) open.push(name);
  }
  return { tags: tags.sort(), balanced: balanced && open.length === 0 };
}

export interface CheckedText {
  dialectId: number;
  dialectCode: string;
  text: string;
  status: number;
}

/** What is in a but not in b, as multisets. */
function minus(a: string[], b: string[]): string[] {
  const rest = [...b];
  return a.filter((x) => {
    const i = rest.indexOf(x);
    if (i < 0) return true;
    rest.splice(i, 1);
    return false;
  });
}

/**
 * The check of a translation (spec 2 §2 'check'), over the texts it stores:
 * - every non-empty text carries the same <target> and <glossary …> tags as the reference text
 *   (same tags with the same attributes, as many of each, in any order — word order differs
 *   between languages; the words inside are translated, so they are not compared) and they nest
 *   properly;
 * - no text starts or ends with white space;
 * - a done text is not empty.
 * The reference is the first non-empty text among `referenceDialectIds` (the course's default
 * target dialect, then its default source dialect), else the first non-empty text.
 * Answers the failures joined with '; ', or null when the translation passes.
 */
export function checkTexts(texts: CheckedText[], referenceDialectIds: number[]): string | null {
  const filled = texts.filter((t) => t.text !== '');
  const reference = referenceDialectIds.map((id) => filled.find((t) => t.dialectId === id)).find((t) => t) ?? filled[0];
  const refTags = reference ? keptTags(reference.text) : undefined;
  const errors: string[] = [];
  for (const t of texts) {
    if (t.text === '') {
      if (t.status === TranslationStatus.DONE) errors.push(`${t.dialectCode}: done but empty`);
      continue;
    }
    if (/^\s|\s$/.test(t.text)) errors.push(`${t.dialectCode}: leading or trailing spaces`);
    const own = keptTags(t.text);
    if (!own.balanced) errors.push(`${t.dialectCode}: unclosed or stray <target>/<glossary> tag`);
    if (t === reference || !refTags) continue;
    const missing = minus(refTags.tags, own.tags);
    const extra = minus(own.tags, refTags.tags);
    if (missing.length || extra.length) {
      const parts = [missing.length && `missing ${missing.join(' ')}`, extra.length && `extra ${extra.join(' ')}`].filter(Boolean);
      errors.push(`${t.dialectCode}: tags differ from ${reference.dialectCode} (${parts.join(', ')})`);
    }
  }
  return errors.length ? errors.join('; ') : null;
}
