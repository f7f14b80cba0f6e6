import type { LayoutConfig } from 'golden-layout';

/** The state stored with each pane: which module, in which course. A tab is identified by the pair. */
export interface PaneState {
  courseId: number;
  moduleId: number;
}

export const paneKey = (s: PaneState) => `${s.courseId}:${s.moduleId}`;

export const EMPTY_LAYOUT: LayoutConfig = {
  root: undefined,
  header: { popout: false },
  settings: { popoutWholeStack: false },
};

type Item = { type: string; componentState?: unknown; content?: Item[] };

/**
 * Drops panes the user may no longer open (permissions changed) and the stacks and rows they
 * leave empty. Modules that no plugin registers stay: they show 'Under construction'.
 */
export function pruneLayout(config: LayoutConfig, keep: (s: PaneState) => boolean): LayoutConfig {
  const prune = (item: Item | undefined): Item | undefined => {
    if (!item) return undefined;
    if (item.type === 'component') {
      const s = item.componentState as PaneState | undefined;
      return s && typeof s.moduleId === 'number' && typeof s.courseId === 'number' && keep(s) ? item : undefined;
    }
    const content = (item.content ?? []).map(prune).filter((c): c is Item => !!c);
    return content.length ? { ...item, content } : undefined;
  };
  return { ...config, root: prune(config.root as Item | undefined) as LayoutConfig['root'], header: { ...config.header, popout: false } };
}

/** Where the workspace keeps its arrangement. */
export interface LayoutStore {
  read(): LayoutConfig | undefined;
  write(config: LayoutConfig): void;
}

/** The arrangement in this browser's local storage under key. */
export function localLayoutStore(key: string, storage: Storage = localStorage): LayoutStore {
  return {
    read: () => {
      try {
        return (JSON.parse(storage.getItem(key) ?? 'null') as LayoutConfig | null) ?? undefined;
      } catch {
        return undefined;
      }
    },
    write: (config) => storage.setItem(key, JSON.stringify(config)),
  };
}
