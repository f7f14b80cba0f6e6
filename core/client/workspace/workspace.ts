import {
  GoldenLayout,
  LayoutConfig,
  type ComponentContainer,
  type ComponentItem,
  type ContentItem,
  type ResolvedComponentItemConfig,
  type Stack,
} from 'golden-layout';
import type { CommandOwner, CommandScope, ScreenCommandState } from '../../../sdk/client/commands';
import type { UnsavedChangesReporter } from '../../../sdk/client/editor/unsaved-changes';
import type { CommandDef, NavigationParams } from '../../../sdk/shared';
import { EMPTY_LAYOUT, paneKey, pruneLayout, type LayoutStore, type PaneState } from './layout-config';

export interface Pane extends PaneState {
  id: number;
  host: HTMLDivElement;
  /** The tab's title element, where the tab label is rendered. */
  tabEl?: HTMLElement;
  params?: NavigationParams;
  /** Opened in the background and not yet visited: the red dot. */
  unvisited: boolean;
  /** Where the pane's screens say whether they hold unsaved changes (useUnsavedChanges). */
  reportUnsaved: UnsavedChangesReporter;
  /** Where the pane's screens contribute their commands (useCommands). */
  commandScope: CommandScope;
}

/** The focused tab, for the palette and the key bindings: its screens' commands and its state. */
export interface FocusedPane extends PaneState {
  commands: CommandDef[];
  recordOpen: boolean;
  dirty: boolean;
}

export interface OpenOptions {
  params?: NavigationParams;
  background?: boolean;
}

interface Internal {
  pane: Pane;
  container: ComponentContainer;
  /** The parts of the pane's screen that hold unsaved changes. */
  unsaved: Set<object>;
  /** The commands each part of the pane's screen contributes. */
  commands: Map<CommandOwner, { commands: CommandDef[]; state: ScreenCommandState }>;
}

let nextPaneId = 1;

/** golden-layout's drop of an item on a side of a stack (what a drag does), left out of its typings. */
interface DropTarget {
  _dropSegment: string;
  onDrop(item: ContentItem, area: null): void;
}
const isDropTarget = <T extends object>(stack: T): stack is T & DropTarget => 'onDrop' in stack && typeof stack.onDrop === 'function';

/**
 * The dockable workspace: golden-layout with virtual components. Panes live in host divs that are
 * positioned over the layout and never re-parented, so their React state survives drags; React
 * renders into them through portals (see WorkspaceView), reading this store.
 */
export class Workspace {
  private layout?: GoldenLayout;
  private hostsParent?: HTMLElement;
  private readonly panes = new Map<ComponentContainer, Internal>();
  private snapshot: Pane[] = [];
  private readonly listeners = new Set<() => void>();
  private pendingParams?: NavigationParams;
  private destroying = false;
  /** A close that waits for the user to discard unsaved changes. */
  private pendingClose?: () => void;
  /** The tab elements, to find what a click on a tab's × closes. */
  private readonly tabItems = new WeakMap<Element, ComponentItem>();

  constructor(
    private readonly store: LayoutStore,
    private readonly titleOf: (s: PaneState) => string,
    private readonly mayOpen: (s: PaneState) => boolean,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private changed(): void {
    this.snapshot = [...this.panes.values()].map(({ pane }) => ({ ...pane }));
    this.listeners.forEach((l) => l());
  }

  /** Creates the layout in root, restoring the saved arrangement; answers the teardown. */
  mount(root: HTMLElement, hostsParent: HTMLElement): () => void {
    this.hostsParent = hostsParent;
    const layout = new GoldenLayout(root, this.bind, this.unbind);
    this.layout = layout;
    layout.resizeWithContainerAutomatically = true;
    layout.on('tabCreated', (tab) => {
      const entry = this.panes.get(tab.componentItem.container);
      if (!entry) return;
      this.tabItems.set(tab.element, tab.componentItem);
      tab.titleElement.textContent = '';
      tab.titleElement.title = tab.componentItem.title;
      entry.pane.tabEl = tab.titleElement;
      this.changed();
    });
    layout.on('stateChanged', () => {
      this.hideBehindMaximised();
      this.save();
    });
    // golden-layout 2 closes on a click of a tab's or a stack's × with no way to veto it: catch
    // those clicks first (capture phase) when they would drop unsaved changes.
    const events = ['click', 'touchstart'] as const;
    events.forEach((type) => root.addEventListener(type, this.interceptClose, true));
    layout.loadLayout(this.restore());
    return () => {
      events.forEach((type) => root.removeEventListener(type, this.interceptClose, true));
      this.pendingClose = undefined;
      this.destroying = true;
      layout.destroy();
      this.destroying = false;
      this.layout = undefined;
      this.panes.clear();
      this.changed();
    };
  }

  /**
   * A maximised stack leaves the other stacks laid out below it: their panes are hidden and inert
   * meanwhile, so that neither Tab nor a scroll reaches them and none is drawn over the maximised one.
   */
  private hideBehindMaximised(): void {
    const maximised = this.layout?.maximisedStack;
    for (const { pane, container } of this.panes.values()) {
      const behind = !!maximised && container.parent.parentItem !== maximised;
      pane.host.hidden = behind;
      pane.host.inert = behind;
    }
  }

  private restore(): LayoutConfig {
    const saved = this.store.read();
    return saved ? pruneLayout(saved, this.mayOpen) : EMPTY_LAYOUT;
  }

  private save(): void {
    if (!this.layout?.isInitialised) return;
    this.store.write(LayoutConfig.fromResolved(this.layout.saveLayout()));
  }

  private bind = (container: ComponentContainer, itemConfig: ResolvedComponentItemConfig) => {
    const state = itemConfig.componentState as unknown as PaneState;
    const host = document.createElement('div');
    host.className = 'cm-pane-host';
    this.hostsParent!.appendChild(host);
    const unsaved = new Set<object>();
    const reportUnsaved: UnsavedChangesReporter = (owner, dirty) => {
      if (dirty) unsaved.add(owner);
      else unsaved.delete(owner);
    };
    const commands: Internal['commands'] = new Map();
    const commandScope: CommandScope = {
      set: (owner, list, s) => commands.set(owner, { commands: list, state: s }),
      remove: (owner) => commands.delete(owner),
    };
    const pane: Pane = {
      id: nextPaneId++,
      courseId: state.courseId,
      moduleId: state.moduleId,
      host,
      params: this.pendingParams,
      unvisited: false,
      reportUnsaved,
      commandScope,
    };
    container.virtualRectingRequiredEvent = (c, width, height) => {
      const outer = this.hostsParent!.getBoundingClientRect();
      const rect = c.element.getBoundingClientRect();
      Object.assign(host.style, { left: `${rect.left - outer.left}px`, top: `${rect.top - outer.top}px`, width: `${width}px`, height: `${height}px` });
    };
    container.virtualVisibilityChangeRequiredEvent = (_c, visible) => {
      host.style.display = visible ? '' : 'none';
      if (visible && pane.unvisited) {
        pane.unvisited = false;
        this.changed();
      }
    };
    container.virtualZIndexChangeRequiredEvent = (_c, _logical, defaultZIndex) => {
      host.style.zIndex = defaultZIndex;
    };
    host.addEventListener('pointerdown', () => {
      if (this.layout?.focusedComponentItem !== container.parent) container.focus();
    });
    this.panes.set(container, { pane, container, unsaved, commands });
    if (this.layout?.maximisedStack) queueMicrotask(() => this.hideBehindMaximised());
    this.changed();
    return { component: pane, virtual: true };
  };

  private unbind = (container: ComponentContainer) => {
    const entry = this.panes.get(container);
    if (!entry) return;
    if (!this.destroying) this.keepFocus(container.parent);
    entry.pane.host.remove();
    this.panes.delete(container);
    this.changed();
  };

  /**
   * golden-layout blurs the focused tab it closes and only activates its neighbour: give the focus
   * to that neighbour (or, when the stack goes with it, to another stack's active tab), so that
   * the next 'Close tab' closes it. Called while `closing` is destroyed, still in its stack.
   */
  private keepFocus(closing: ComponentItem): void {
    const layout = this.layout;
    const stack = closing.parentItem;
    if (!layout || layout.focusedComponentItem || !stack?.isStack) return;
    const next = stack.contentItems.some((i) => i !== closing)
      ? (stack as Stack).getActiveComponentItem()
      : this.stacks()
          .find((s) => s !== stack && s.contentItems.length > 0)
          ?.getActiveComponentItem();
    if (next && next !== closing) next.focus();
  }

  private find(state: PaneState): Internal | undefined {
    const key = paneKey(state);
    return [...this.panes.values()].find((e) => paneKey(e.pane) === key);
  }

  /** Opens the (course, module) tab, or reactivates it if it is open. */
  open(state: PaneState, opts: OpenOptions = {}): void {
    const layout = this.layout;
    if (!layout) return;
    const existing = this.find(state);
    if (existing) {
      if (opts.params) {
        existing.pane.params = opts.params;
        this.changed();
      }
      if (!opts.background) this.activate(existing.container.parent);
      return;
    }
    const previous = this.activeItem();
    this.pendingParams = opts.params;
    try {
      // A maximised pane stays maximised: the new tab joins it (golden-layout restores the pane to add
      // a tab, so it is maximised again).
      const maximised = layout.maximisedStack;
      if (maximised) {
        maximised.addComponent('module', state as never, this.titleOf(state));
        if (!maximised.isMaximised) maximised.toggleMaximise();
      } else layout.addComponent('module', state as never, this.titleOf(state));
    } finally {
      this.pendingParams = undefined;
    }
    const added = this.find(state);
    if (!added) return;
    if (opts.background && previous) {
      this.activate(previous);
      added.pane.unvisited = true;
      this.changed();
    } else {
      this.activate(added.container.parent);
    }
  }

  private activate(item: ComponentItem): void {
    const stack = item.parentItem as unknown as { setActiveComponentItem(i: ComponentItem, focus: boolean, suppress?: boolean): void };
    stack.setActiveComponentItem(item, true, false);
  }

  private activeItem(): ComponentItem | undefined {
    return this.layout?.focusedComponentItem;
  }

  /** The focused pane, if any. */
  active(): PaneState | undefined {
    const item = this.activeItem();
    const entry = item && this.panes.get(item.container);
    return entry ? { courseId: entry.pane.courseId, moduleId: entry.pane.moduleId } : undefined;
  }

  /**
   * The tab holding the keyboard focus, else golden-layout's focused one (a click in a pane or on
   * its tab): its screens' commands and what the when-clauses read.
   */
  focused(): FocusedPane | undefined {
    const entry = this.focusedEntry();
    if (!entry) return undefined;
    const parts = [...entry.commands].sort(([a], [b]) => a.order - b.order).map(([, part]) => part);
    return {
      courseId: entry.pane.courseId,
      moduleId: entry.pane.moduleId,
      commands: parts.flatMap((p) => p.commands),
      recordOpen: parts.some((p) => p.state.recordOpen),
      dirty: entry.unsaved.size > 0,
    };
  }

  private focusedEntry(): Internal | undefined {
    const inFocus = document.activeElement;
    const item = this.activeItem();
    return [...this.panes.values()].find((e) => inFocus && e.pane.host.contains(inFocus)) ?? (item && this.panes.get(item.container));
  }

  /** Closes the focused tab; its stack activates the neighbour, which takes the focus. */
  closeActive(): void {
    const item = this.focusedEntry()?.container.parent;
    if (item) this.guardClose([item], () => this.isOpen(item) && item.container.close());
  }

  /** Maximises the focused tab's stack, or restores it. */
  toggleMaximise(): void {
    (this.focusedEntry()?.container.parent.parentItem as Stack | undefined)?.toggleMaximise();
  }

  /** Activates the next (1) or previous (-1) tab of the focused tab's stack, round. */
  switchTab(by: 1 | -1): void {
    const item = this.focusedEntry()?.container.parent;
    const tabs = item?.parentItem?.contentItems.filter((i): i is ComponentItem => i.isComponent) ?? [];
    const next = item && tabs[(tabs.indexOf(item) + by + tabs.length) % tabs.length];
    if (next && next !== item) this.activate(next);
  }

  /** Focuses the active tab of the next (1) or previous (-1) pane, in layout order, round. */
  switchPane(by: 1 | -1): void {
    const stack = this.focusedEntry()?.container.parent.parentItem;
    const stacks = this.stacks().filter((s) => s.contentItems.length > 0);
    const next = stacks[(stacks.findIndex((s) => s === stack) + by + stacks.length) % stacks.length];
    const item = next?.getActiveComponentItem();
    if (item) this.activate(item);
  }

  /**
   * Moves the focused tab into a new pane on the right of (or below) its own, as a drag onto that
   * side does; a tab alone in its pane stays.
   */
  split(side: 'right' | 'bottom'): void {
    const item = this.focusedEntry()?.container.parent;
    const stack = item?.parentItem;
    if (!item || !stack?.isStack || stack.contentItems.length < 2 || !isDropTarget(stack)) return;
    stack.removeChild(item, true);
    stack._dropSegment = side;
    stack.onDrop(item, null);
    this.activate(item);
  }

  /** Moves the focused tab to the next pane (round); alone in the workspace's one pane, splits it to the right. */
  moveToNextPane(): void {
    const item = this.focusedEntry()?.container.parent;
    const stack = item?.parentItem;
    const stacks = this.stacks().filter((s) => s.contentItems.length > 0);
    if (!item || !stack) return;
    if (stacks.length < 2) return this.split('right');
    const target = stacks[(stacks.findIndex((s) => s === stack) + 1) % stacks.length];
    stack.removeChild(item, true);
    target.addChild(item);
    this.activate(item);
  }

  /** Closes every tab but the focused one. */
  closeOthers(): void {
    const keep = this.focusedEntry()?.container.parent;
    const items = [...this.panes.values()].map(({ container }) => container.parent).filter((i) => i !== keep);
    this.guardClose(items, () => items.filter((i) => this.isOpen(i)).forEach((i) => i.container.close()));
  }

  /** Closes every tab. */
  closeAll(): void {
    const items = [...this.panes.values()].map(({ container }) => container.parent);
    this.guardClose(items, () => items.filter((i) => this.isOpen(i)).forEach((i) => i.container.close()));
  }

  /** A close waits for the user (UnsavedChangesDialog) while this is true. */
  isAskingToClose = () => !!this.pendingClose;

  /** Discard changes: the asked close goes ahead. */
  confirmClose = () => {
    const close = this.pendingClose;
    this.pendingClose = undefined;
    this.changed();
    close?.();
  };

  /** Keep editing: nothing closes. */
  cancelClose = () => {
    this.pendingClose = undefined;
    this.changed();
  };

  private isOpen(item: ComponentItem): boolean {
    return this.panes.has(item.container);
  }

  private hasUnsaved = (item: ComponentItem): boolean => (this.panes.get(item.container)?.unsaved.size ?? 0) > 0;

  /**
   * Closes the tabs of items at once, unless one of them holds unsaved changes: then shows that
   * tab and asks; close runs only when the user discards them.
   */
  private guardClose(items: ComponentItem[], close: () => void): void {
    const changed = items.find(this.hasUnsaved);
    if (!changed) {
      close();
      return;
    }
    if (this.pendingClose) return; // already asking
    this.activate(changed);
    this.pendingClose = close;
    this.changed();
  }

  /** A click on a tab's × or a stack's ×: let golden-layout close it unless that drops unsaved changes. */
  private interceptClose = (e: Event) => {
    const target = e.target instanceof Element ? e.target : undefined;
    let items: ComponentItem[] | undefined;
    let close: (() => void) | undefined;
    const tabClose = target?.closest('.lm_tab > .lm_close_tab');
    const stackClose = target?.closest('.lm_header .lm_controls > .lm_close');
    if (tabClose) {
      const item = this.tabItems.get(tabClose.parentElement!);
      if (item) {
        items = [item];
        close = () => this.isOpen(item) && item.container.close();
      }
    } else if (stackClose) {
      const stack = this.stacks().find((s) => s.element === stackClose.closest('.lm_stack'));
      if (stack) {
        items = stack.contentItems.filter((i): i is ComponentItem => i.isComponent);
        close = () => this.stacks().includes(stack) && stack.remove();
      }
    }
    if (!items || !close || !items.some(this.hasUnsaved)) return;
    e.stopPropagation();
    if (e.cancelable) e.preventDefault();
    this.guardClose(items, close);
  };

  private stacks(item: ContentItem | undefined = this.layout?.rootItem): Stack[] {
    return !item ? [] : item.isStack ? [item as Stack] : item.contentItems.flatMap((i) => this.stacks(i));
  }
}
