import type { KeyboardEvent } from 'react';

/**
 * The sidebar as an ARIA tree, by keyboard: one item in the Tab order (roving tabindex), arrows
 * move among the visible items, Right opens a branch or enters it, Left closes it or goes to its
 * parent, Home and End, Enter or Space act, and typing letters finds the next item starting so.
 * Branches are a `[role=treeitem][aria-expanded]` header followed by a sibling `[role=group]`
 * holding the children; `data-open="false"` on the group hides them.
 */
const TYPE_AHEAD_MS = 500;

export const visibleItems = (tree: HTMLElement) =>
  [...tree.querySelectorAll<HTMLElement>('[role=treeitem]')].filter((el) => !el.closest('[role=group][data-open="false"]'));

/** Exactly one visible item (the last focused, else the first) is in the Tab order. */
export function updateTabStop(tree: HTMLElement, focused?: HTMLElement): void {
  const items = visibleItems(tree);
  const stop = focused && items.includes(focused) ? focused : (items.find((el) => el.tabIndex === 0) ?? items[0]);
  for (const el of tree.querySelectorAll<HTMLElement>('[role=treeitem]')) el.tabIndex = el === stop ? 0 : -1;
}

const groupOf = (item: HTMLElement) => {
  const next = item.nextElementSibling;
  return next?.getAttribute('role') === 'group' ? (next as HTMLElement) : undefined;
};
const parentOf = (item: HTMLElement) => {
  const group = item.parentElement?.closest<HTMLElement>('[role=group]');
  return group?.previousElementSibling as HTMLElement | undefined;
};

export function treeKeyHandler() {
  let typed = '';
  let typedAt = 0;
  return (e: KeyboardEvent<HTMLElement>) => {
    const tree = e.currentTarget;
    const item = e.target as HTMLElement;
    if (item.getAttribute('role') !== 'treeitem' || e.ctrlKey || e.altKey || e.metaKey) return;
    const items = visibleItems(tree);
    const i = items.indexOf(item);
    const focus = (el: HTMLElement | undefined) => {
      if (!el) return;
      updateTabStop(tree, el);
      el.focus();
    };
    const expanded = item.getAttribute('aria-expanded');
    const isBranch = !!groupOf(item);
    switch (e.key) {
      case 'ArrowDown':
        focus(items[i + 1]);
        break;
      case 'ArrowUp':
        focus(items[i - 1]);
        break;
      case 'Home':
        focus(items[0]);
        break;
      case 'End':
        focus(items[items.length - 1]);
        break;
      case 'ArrowRight':
        if (!isBranch) return; // a course opens its own menu
        if (expanded === 'false') item.click();
        else focus(items[i + 1]);
        break;
      case 'ArrowLeft':
        if (isBranch && expanded === 'true') item.click();
        else focus(parentOf(item));
        break;
      default:
        if (e.key.length !== 1 || e.key === ' ') return;
        typed = Date.now() - typedAt > TYPE_AHEAD_MS ? e.key.toLowerCase() : typed + e.key.toLowerCase();
        typedAt = Date.now();
        // The next item starting with what was typed, from the current one when adding letters to its name.
        focus(
          [...items.slice(i + (typed.length > 1 ? 0 : 1)), ...items.slice(0, i + 1)].find((el) =>
            (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().toLowerCase().startsWith(typed),
          ),
        );
    }
    e.preventDefault();
  };
}
