import { Extension, type Editor, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Gap } from './gap';

/** The spec's two editor toolbars (3 §9). */
export type HtmlToolbar = 'translation' | 'exercise';

export const REMOVE_FORMAT_SHORTCUT = 'Mod-\\';

/**
 * What the editor can hold, so what it emits: whatever is not here (script, style, on* handlers,
 * images, links, tables...) is dropped when HTML is loaded, pasted or typed in the source view.
 * The server sanitises to the same list.
 */
export const ALLOWED_HTML: Record<HtmlToolbar, { tags: string[]; attributes: Record<string, string[]> }> = {
  translation: { tags: ['p', 'br', 'strong', 'em', 'u', 'span'], attributes: { span: ['data-gap'] } },
  exercise: { tags: ['p', 'br', 'strong', 'em', 'u', 'span', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'hr'], attributes: { span: ['data-gap'], ol: ['start', 'type'] } },
};

/** Bold, italic and underline off, headings and lists back to paragraphs; gaps stay. */
export function removeFormat(editor: Editor): boolean {
  return editor.chain().focus().unsetAllMarks().clearNodes().run();
}

const RemoveFormat = Extension.create({
  name: 'removeFormat',
  addKeyboardShortcuts() {
    return { [REMOVE_FORMAT_SHORTCUT]: () => removeFormat(this.editor) };
  },
});

/** The TipTap schema of a toolbar: only what its buttons (and bold/italic/underline shortcuts) make. */
export function htmlExtensions(toolbar: HtmlToolbar): Extensions {
  const exercise = toolbar === 'exercise';
  const off = false as const;
  return [
    StarterKit.configure({
      blockquote: off, code: off, codeBlock: off, strike: off, link: off, trailingNode: off,
      heading: exercise ? { levels: [1, 2, 3] } : off,
      bulletList: exercise ? {} : off,
      orderedList: exercise ? {} : off,
      listItem: exercise ? {} : off,
      listKeymap: exercise ? {} : off,
      horizontalRule: exercise ? {} : off,
    }),
    Gap,
    RemoveFormat,
  ];
}
