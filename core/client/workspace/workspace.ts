import { GoldenLayout, LayoutConfig, type ComponentContainer, type ComponentItem, type ContentItem, type ResolvedComponentItemConfig, type Stack } from 'golden-layout';
import type { NavigationParams } from '../../../sdk/shared';
import { EMPTY_LAYOUT, paneKey, pruneLayout, type PaneState } from './layout-config';

export interface Pane extends PaneState {
  id: number;
  host: HTMLDivElement;
  /** The tab's title element, where the tab label is rendered. */
  tabEl?: HTMLElement;
  params?: NavigationParams;
  /** Opened in the background and not yet visited: the red dot. */
  unvisited: boolean;
}

export interface OpenOptions {
  params?: NavigationParams;
  background?: boolean;
}

interface Internal {
  pane: Pane;
  container: ComponentContainer;
}

let nextPaneId = 1;

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

  constructor(
    private readonly storageKey: string,
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
      tab.titleElement.textContent = '';
      tab.titleElement.title = tab.componentItem.title;
      entry.pane.tabEl = tab.titleElement;
      this.changed();
    });
    layout.on('stateChanged', () => this.save());
    layout.loadLayout(this.restore());
    return () => {
      this.destroying = true;
      layout.destroy();
      this.destroying = false;
      this.layout = undefined;
      this.panes.clear();
      this.changed();
    };
  }

  private restore(): LayoutConfig {
    const saved = localStorage.getItem(this.storageKey);
    if (!saved) return EMPTY_LAYOUT;
    try {
      return pruneLayout(JSON.parse(saved) as LayoutConfig, this.mayOpen);
    } catch {
      return EMPTY_LAYOUT;
    }
  }

  private save(): void {
    if (!this.layout?.isInitialised) return;
    localStorage.setItem(this.storageKey, JSON.stringify(LayoutConfig.fromResolved(this.layout.saveLayout())));
  }

  private bind = (container: ComponentContainer, itemConfig: ResolvedComponentItemConfig) => {
    const state = itemConfig.componentState as unknown as PaneState;
    const host = document.createElement('div');
    host.className = 'cm-pane-host';
    this.hostsParent!.appendChild(host);
    const pane: Pane = { id: nextPaneId++, courseId: state.courseId, moduleId: state.moduleId, host, params: this.pendingParams, unvisited: false };
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
    this.panes.set(container, { pane, container });
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
    const stacks = (item: ContentItem | undefined): Stack[] =>
      !item ? [] : item.isStack ? [item as Stack] : item.contentItems.flatMap(stacks);
    const next = stack.contentItems.some((i) => i !== closing)
      ? (stack as Stack).getActiveComponentItem()
      : stacks(layout.rootItem).find((s) => s !== stack && s.contentItems.length > 0)?.getActiveComponentItem();
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
      layout.addComponent('module', state as never, this.titleOf(state));
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

  /** Closes the focused tab; its stack activates the neighbour, which takes the focus. */
  closeActive(): void {
    this.activeItem()?.container.close();
  }

  /** Closes every tab. */
  closeAll(): void {
    for (const { container } of [...this.panes.values()]) container.close();
  }
}
