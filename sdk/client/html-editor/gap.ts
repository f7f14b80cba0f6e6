import { Node } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { GAP_ATTRIBUTE } from './markup';

export const GAP_SHORTCUT = 'Mod-Shift-g';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    gap: {
      /** Selected text becomes a gap holding it; a selected gap becomes text again; no selection inserts an empty gap. */
      toggleGap: () => ReturnType;
    };
  }
}

/**
 * The gap as an inline atom: the editor moves over it as one piece and nothing else can go inside,
 * so it always serialises to the same markup. Its answer is an attribute read from and written as
 * the span's text.
 */
export const Gap = /* @__PURE__ */ Node.create({
  name: 'gap',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      text: { default: '', parseHTML: (el) => el.textContent ?? '', renderHTML: () => ({}) },
    };
  },

  parseHTML() {
    return [{ tag: `span[${GAP_ATTRIBUTE}]` }];
  },

  renderHTML({ node }) {
    return ['span', { [GAP_ATTRIBUTE]: '1' }, node.attrs.text as string];
  },

  renderText({ node }) {
    return node.attrs.text as string;
  },

  addCommands() {
    return {
      toggleGap:
        () =>
        ({ state, tr, dispatch }) => {
          const { selection } = state;
          if (selection instanceof NodeSelection && selection.node.type.name === this.name) {
            const text = selection.node.attrs.text as string;
            if (dispatch) {
              if (text) tr.replaceSelectionWith(state.schema.text(text, selection.node.marks), false);
              else tr.deleteSelection();
            }
            return true;
          }
          const { $from, $to, from, to } = selection;
          if (!$from.sameParent($to) || !$from.parent.inlineContent) return false;
          const text = state.doc.textBetween(from, to, ' ', (leaf) => (leaf.type.name === this.name ? (leaf.attrs.text as string) : ''));
          if (dispatch) tr.replaceSelectionWith(this.type.create({ text }, null), true);
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    return { [GAP_SHORTCUT]: () => this.editor.commands.toggleGap() };
  },
});
