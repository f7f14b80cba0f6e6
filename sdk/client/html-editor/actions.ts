import type { Editor } from '@tiptap/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconClearFormatting,
  IconH1,
  IconH2,
  IconH3,
  IconList,
  IconListNumbers,
  IconSeparatorHorizontal,
  IconSquareDashed,
  type Icon,
} from '@tabler/icons-react';
import { REMOVE_FORMAT_SHORTCUT, removeFormat } from './extensions';
import type { HtmlToolbar } from './markup';
import { GAP_SHORTCUT } from './gap';

export interface HtmlAction {
  label: string;
  icon: Icon;
  /** TipTap key names ('Mod-b'), shown in the tooltip. */
  keys?: string;
  run(editor: Editor): void;
  isActive?(editor: Editor): boolean;
  canRun?(editor: Editor): boolean;
}

const ACTIONS = {
  undo: { label: 'Undo', icon: IconArrowBackUp, keys: 'Mod-z', run: (e) => e.chain().focus().undo().run(), canRun: (e) => e.can().undo() },
  redo: { label: 'Redo', icon: IconArrowForwardUp, keys: 'Mod-y', run: (e) => e.chain().focus().redo().run(), canRun: (e) => e.can().redo() },
  bold: { label: 'Bold', icon: IconBold, keys: 'Mod-b', run: (e) => e.chain().focus().toggleBold().run(), isActive: (e) => e.isActive('bold') },
  bulletList: {
    label: 'Bulleted list',
    icon: IconList,
    keys: 'Mod-Shift-8',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    isActive: (e) => e.isActive('bulletList'),
  },
  orderedList: {
    label: 'Numbered list',
    icon: IconListNumbers,
    keys: 'Mod-Shift-7',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    isActive: (e) => e.isActive('orderedList'),
  },
  horizontalRule: { label: 'Horizontal rule', icon: IconSeparatorHorizontal, run: (e) => e.chain().focus().setHorizontalRule().run() },
  title: {
    label: 'Title',
    icon: IconH1,
    keys: 'Mod-Alt-1',
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
    isActive: (e) => e.isActive('heading', { level: 1 }),
  },
  heading: {
    label: 'Heading',
    icon: IconH2,
    keys: 'Mod-Alt-2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    isActive: (e) => e.isActive('heading', { level: 2 }),
  },
  subheading: {
    label: 'Subheading',
    icon: IconH3,
    keys: 'Mod-Alt-3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    isActive: (e) => e.isActive('heading', { level: 3 }),
  },
  gap: {
    label: 'Gap',
    icon: IconSquareDashed,
    keys: GAP_SHORTCUT,
    run: (e) => e.chain().focus().toggleGap().run(),
    isActive: (e) => e.isActive('gap'),
    canRun: (e) => e.can().toggleGap(),
  },
  removeFormat: { label: 'Remove format', icon: IconClearFormatting, keys: REMOVE_FORMAT_SHORTCUT, run: removeFormat },
} satisfies Record<string, HtmlAction>;

export type HtmlActionName = keyof typeof ACTIONS;

/** The buttons of each toolbar, in groups (spec 3 §9). */
const TOOLBARS: Record<HtmlToolbar, HtmlActionName[][]> = {
  translation: [['undo', 'redo'], ['bold', 'gap'], ['removeFormat']],
  exercise: [['undo', 'redo'], ['bold', 'gap'], ['bulletList', 'orderedList', 'horizontalRule'], ['title', 'heading', 'subheading'], ['removeFormat']],
};

export function toolbarGroups(toolbar: HtmlToolbar): { name: HtmlActionName; action: HtmlAction }[][] {
  return TOOLBARS[toolbar].map((group) => group.map((name) => ({ name, action: ACTIONS[name] })));
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** 'Mod-Shift-g' → 'Ctrl+Shift+G' (⌘ on a Mac). */
export function shortcutLabel(keys: string): string {
  return keys
    .split('-')
    .map((k) => (k === 'Mod' ? (isMac() ? '⌘' : 'Ctrl') : k.length === 1 ? k.toUpperCase() : k))
    .join('+');
}

/** 'Mod-Shift-g' → 'Control+Shift+G' for aria-keyshortcuts. */
export function ariaShortcut(keys: string): string {
  return keys
    .split('-')
    .map((k) => (k === 'Mod' ? (isMac() ? 'Meta' : 'Control') : k.length === 1 ? k.toUpperCase() : k))
    .join('+');
}
