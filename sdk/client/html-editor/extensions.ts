import { Extension, type Editor, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Gap } from './gap';
import type { HtmlToolbar } from './markup';

export const REMOVE_FORMAT_SHORTCUT = 'Mod-\\';

/** Bold, italic and underline off, headings and lists back to paragraphs; gaps stay. */
export function removeFormat(editor: Editor): boolean {
  return editor.chain().focus().unsetAllMarks().clearNodes().run();
}

const RemoveFormat = /* @__PURE__ */ Extension.create({
  name: 'removeFormat',
  addKeyboardShortcuts() {
    return { [REMOVE_FORMAT_SHORTCUT]: () => removeFormat(this.editor) };
  },
});

/** The TipTap schema of a toolbar: only what its buttons (and the italic and underline shortcuts) make; see ALLOWED_HTML. */
export function htmlExtensions(toolbar: HtmlToolbar): Extensions {
  const exercise = toolbar === 'exercise';
  const off = false as const;
  return [
    StarterKit.configure({
      blockquote: off,
      code: off,
      codeBlock: off,
      strike: off,
      link: off,
      trailingNode: off,
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
