/*
 * What the HTML editor emits, importable without loading the editor: the server's sanitiser and
 * screens that show the HTML read it from here.
 */

/** The spec's two editor toolbars (3 §9). */
export type HtmlToolbar = 'translation' | 'exercise';

/** The gap's markup: the answer that an exercise hides, `<span data-gap="1">answer</span>`. */
export const GAP_ATTRIBUTE = 'data-gap';

/**
 * The tags and attributes each toolbar's editor can hold, so all it emits: whatever else (script,
 * style, on* handlers, images, links, tables...) is dropped when HTML is loaded, pasted or typed
 * in the source view.
 */
export const ALLOWED_HTML: Record<HtmlToolbar, { tags: string[]; attributes: Record<string, string[]> }> = {
  translation: { tags: ['p', 'br', 'strong', 'em', 'u', 'span'], attributes: { span: [GAP_ATTRIBUTE] } },
  exercise: {
    tags: ['p', 'br', 'strong', 'em', 'u', 'span', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'hr'],
    attributes: { span: [GAP_ATTRIBUTE], ol: ['start', 'type'] },
  },
};
