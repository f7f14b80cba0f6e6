import { TranslationStatus } from './enums';

/**
 * The one format check of translatable texts: what a text must keep of the text it translates
 * (tags, gaps, numbers, placeholders) and what it must not be (empty when done, padded with
 * spaces, with tags left open). The write path runs it on every save and stores the result on the
 * translation (`error`); Validate All, Check Format All and AI Review's checkers use it too.
 */

/**
 * An HTML comment, or an opening, closing or self-closing tag (attribute values may hold '>'):
 * 1 the closing slash, 2 the name, 3 the attributes, 4 the self-closing slash.
 */
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][\w:-]*)((?:\s+(?:[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?)?)*)\s*(\/?)>/g;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>]+)))?/g;
/** Block wrappers and line breaks: an editor adds them around a text (`<p>…</p>`), so a translation need not keep them. */
const WRAPPERS = new Set(['p', 'div', 'br', 'html', 'body']);
/** Elements without a closing tag. */
const VOID = new Set(['br', 'img', 'hr', 'input', 'wbr']);
/** Tags whose attributes are part of what a translation keeps (a glossary entry's id). */
const WITH_ATTRIBUTES = new Set(['target', 'glossary']);
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}|\{[\w.]*\}|%(?:\d+\$)?[sdif]|\$\{[^}]*\}/g;
const NUMBER = /\d+(?:[.,]\d+)*/g;

/** The words of a text without its tags (entities read, spaces collapsed). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** What a text holds that its translations must keep. */
export interface TextFormat {
  /** The opening tags a translation keeps (no wrapper, no gap), sorted: `<strong>`, `<glossary id="3">`. */
  tags: string[];
  /** Every tag closed in order (wrappers and gaps included). */
  balanced: boolean;
  /** The gaps of an exercise (`<span data-gap="1">`). */
  gaps: number;
  /** Numbers in digits, thousands separators dropped and the decimal comma read as a point, sorted. */
  numbers: string[];
  placeholders: string[];
  /** No words: '' or only tags and spaces. */
  empty: boolean;
}

const isGap = (attrs: string) => [...attrs.matchAll(ATTR)].some((a) => a[1].toLowerCase() === 'data-gap' && (a[2] ?? a[3] ?? a[4]) === '1');

export function textFormat(text: string): TextFormat {
  const tags: string[] = [];
  const open: string[] = [];
  let balanced = true;
  let gaps = 0;
  for (const m of text.matchAll(TAG)) {
    const [, close, rawName, attrs = '', selfClosing] = m;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (close) {
      if (open.pop() !== name) balanced = false;
      continue;
    }
    if (!selfClosing && !VOID.has(name)) open.push(name);
    if (name === 'span' && isGap(attrs)) {
      gaps++;
      continue;
    }
    if (WRAPPERS.has(name)) continue;
    const attributes = WITH_ATTRIBUTES.has(name) ? [...attrs.matchAll(ATTR)].map((a) => `${a[1].toLowerCase()}="${a[2] ?? a[3] ?? a[4] ?? ''}"`).sort() : [];
    tags.push(`<${[name, ...attributes].join(' ')}>`);
  }
  const plain = plainText(text);
  return {
    tags: tags.sort(),
    balanced: balanced && open.length === 0,
    gaps,
    numbers: (plain.normalize('NFKC').match(NUMBER) ?? []).map((n) => n.replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.')).sort(),
    placeholders: (plain.match(PLACEHOLDER) ?? []).map((p) => p.replace(/\s+/g, '')).sort(),
    empty: plain === '',
  };
}

/** What is in a but not in b, as multisets. */
export function missingFrom(a: readonly string[], b: readonly string[]): string[] {
  const rest = [...b];
  return a.filter((x) => {
    const i = rest.indexOf(x);
    if (i < 0) return true;
    rest.splice(i, 1);
    return false;
  });
}

export type FormatKind = 'tags' | 'gaps' | 'numbers' | 'placeholders' | 'empty' | 'spaces';

export interface FormatProblem {
  kind: FormatKind;
  /** 'tags differ': what Check Format All lists. */
  message: string;
  /** What differs: 'missing <strong>', '1 in the reference, 0 here'. */
  detail: string;
}

const listed = (xs: string[]) => xs.join(' ') || 'none';

/**
 * The format problems of a text against the text it translates (its reference): tags, gaps,
 * numbers and placeholders the two do not share, tags left open, spaces around the text, and,
 * when `required` (a done text, a target a checker expects), no words at all. An empty text has
 * no other problem; nothing is compared with an empty reference.
 */
export function formatProblems(reference: string, text: string, o: { required?: boolean } = {}): FormatProblem[] {
  const own = textFormat(text);
  const ref = textFormat(reference);
  if (own.empty) return o.required ? [{ kind: 'empty', message: 'empty', detail: 'no text' }] : [];
  const out: FormatProblem[] = [];
  if (/^\s|\s$/.test(text)) out.push({ kind: 'spaces', message: 'leading or trailing spaces', detail: 'spaces around the text' });
  if (!own.balanced) out.push({ kind: 'tags', message: 'unclosed or stray tag', detail: 'a tag is not closed in order' });
  if (ref.empty) return out;
  const lost = missingFrom(ref.tags, own.tags);
  const added = missingFrom(own.tags, ref.tags);
  if (lost.length || added.length) {
    const parts = [lost.length && `missing ${lost.join(' ')}`, added.length && `extra ${added.join(' ')}`].filter(Boolean);
    out.push({ kind: 'tags', message: 'tags differ', detail: parts.join(', ') });
  }
  if (ref.gaps !== own.gaps) out.push({ kind: 'gaps', message: 'gaps differ', detail: `${ref.gaps} in the reference, ${own.gaps} here` });
  if (missingFrom(ref.numbers, own.numbers).length || missingFrom(own.numbers, ref.numbers).length)
    out.push({ kind: 'numbers', message: 'numbers differ', detail: `${listed(ref.numbers)} in the reference, ${listed(own.numbers)} here` });
  if (missingFrom(ref.placeholders, own.placeholders).length || missingFrom(own.placeholders, ref.placeholders).length)
    out.push({
      kind: 'placeholders',
      message: 'placeholders differ',
      detail: `${listed(ref.placeholders)} in the reference, ${listed(own.placeholders)} here`,
    });
  return out;
}

/** One stored text of a translation, as the check reads it. */
export interface CheckedText {
  dialectId: number;
  dialectCode: string;
  text: string;
  status: number;
}

/**
 * The check of a translation (spec 2 §2 'check', §9 'a translation check runs after each target
 * save') over the texts it stores: every text with words is checked against the reference
 * (formatProblems), which is the first text with words among `referenceDialectIds` (the course's
 * default target dialect, then its default source dialect), else the first text with words; the
 * reference itself only for spaces and open tags; a done text without words is an error.
 * Answers the failures ('es-ES: gaps differ from en-US (1 in the reference, 0 here)') joined with
 * '; ', or null when the translation passes.
 */
export function checkTranslationTexts(texts: readonly CheckedText[], referenceDialectIds: readonly number[]): string | null {
  const filled = texts.filter((t) => !textFormat(t.text).empty);
  const reference = referenceDialectIds.map((id) => filled.find((t) => t.dialectId === id)).find((t) => t) ?? filled[0];
  const errors: string[] = [];
  for (const t of texts) {
    const against = t === reference || !reference ? '' : reference.text;
    for (const p of formatProblems(against, t.text, { required: t.status === TranslationStatus.DONE })) {
      if (p.kind === 'empty') errors.push(`${t.dialectCode}: done but empty`);
      else if (p.kind === 'spaces' || p.message === 'unclosed or stray tag') errors.push(`${t.dialectCode}: ${p.message}`);
      else errors.push(`${t.dialectCode}: ${p.message} from ${reference!.dialectCode} (${p.detail})`);
    }
  }
  return errors.length ? errors.join('; ') : null;
}

/** Statuses only the system sets (spec 2 §4): a user cannot select doing, from target or legacy. */
export const SYSTEM_STATUSES: readonly number[] = [TranslationStatus.DOING, TranslationStatus.FROM_TARGET, TranslationStatus.LEGACY];

export const STATUS_LABELS: Record<number, string> = {
  [TranslationStatus.PENDING]: 'Pending',
  [TranslationStatus.DOING]: 'Doing',
  [TranslationStatus.DONE]: 'Done',
  [TranslationStatus.FROM_TARGET]: 'From target',
  [TranslationStatus.LEGACY]: 'Legacy',
};

/**
 * Why a user may not move a text from `current` to `requested`, or nothing (spec 2 §4). Sending
 * the current status again is always allowed (an editor saves every dialect with its status);
 * otherwise a user may not pick a system status, nor leave one (the selector is disabled then).
 */
export function statusChangeError(current: number, requested: number | undefined): string | undefined {
  if (requested === undefined || requested === current) return undefined;
  if (SYSTEM_STATUSES.includes(requested)) return 'A user cannot set the status doing, from target or legacy';
  if (SYSTEM_STATUSES.includes(current)) return `The status ${STATUS_LABELS[current].toLowerCase()} is set by the system and cannot be changed here`;
  return undefined;
}
