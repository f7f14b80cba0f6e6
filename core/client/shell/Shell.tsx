import 'golden-layout/dist/css/goldenlayout-base.css';
import 'golden-layout/dist/css/themes/goldenlayout-light-theme.css';
import '@mantine/spotlight/styles.css';
import './shell.css';
import { Center, Loader } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TOKENS } from '../../../sdk/client/tokens';
import type { CommandContext, CourseConfig, PermissionTreeEntry } from '../../../sdk/shared';
import { sessionStore } from '../auth/session-store';
import { rootContainer } from '../container';
import { CommandPalette } from '../palette/CommandPalette';
import type { PaletteItem } from '../palette/palette-actions';
import { commands, modules } from '../plugins/registry';
import { Workspace } from '../workspace/workspace';
import { WorkspaceView } from '../workspace/WorkspaceView';
import type { PaneState } from '../workspace/layout-config';
import { readFavourites, writeFavourites, type Favourite } from './favourites';
import { Sidebar } from './Sidebar';
import { moduleTitle, sidebarModel } from './tree';

const http = rootContainer.resolve(TOKENS.http);

export async function logout(): Promise<void> {
  await http.post('logout');
  sessionStore.loggedOut();
}

const TREE_REFRESH_MS = 60_000;

/**
 * Permissions granted or withdrawn in Users rebuild the sidebar on the user's next request (its
 * answer's X-Grants fingerprint changed), and in any case when the window regains focus or within
 * a minute.
 */
function usePermissionTree(): PermissionTreeEntry[] | undefined {
  const [tree, setTree] = useState<PermissionTreeEntry[]>();
  useEffect(() => {
    void http.get<CourseConfig[]>('courses/config').then((c) => {
      const configs = c ?? [];
      rootContainer.register(TOKENS.courseConfigs, { useValue: { all: configs, of: (id: number) => configs.find((x) => x.id === id) } });
    });
    const load = () => void http.get<PermissionTreeEntry[]>('permissions-tree').then((t) => {
      if (t) setTree((old) => (old && JSON.stringify(old) === JSON.stringify(t) ? old : t));
    });
    load();
    const timer = setInterval(load, TREE_REFRESH_MS);
    window.addEventListener('focus', load);
    const changed = rootContainer.resolve(TOKENS.events).on('grants.changed').subscribe(load);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', load);
      changed.unsubscribe();
    };
  }, []);
  return tree;
}

/** The logged-in workspace: sidebar, dockable tabs and the command palette. */
export default function Shell({ login }: { login: string }) {
  const tree = usePermissionTree();
  if (!tree) return <Center h="100vh"><Loader /></Center>;
  return <LoadedShell login={login} tree={tree} />;
}

function LoadedShell({ login, tree }: { login: string; tree: PermissionTreeEntry[] }) {
  const model = useMemo(() => sidebarModel(tree), [tree]);
  // The workspace lives as long as the login; it reads the latest tree through this ref.
  const treeRef = useRef(tree);
  treeRef.current = tree;
  const describe = useCallback((s: PaneState) => {
    const entry = treeRef.current.find((e) => e.ref === s.moduleId && e.courseId === s.courseId);
    const title = entry ? (entry.courseId ? entry.path.join(' - ') : moduleTitle(entry)) : modules.get(s.moduleId)?.title ?? `Module ${s.moduleId}`;
    return { title, icon: entry?.icon ?? modules.get(s.moduleId)?.icon, languageCode: entry?.languageCode };
  }, []);
  const workspace = useMemo(() => new Workspace(
    `cm_layout:${login}`,
    (s) => describe(s).title,
    (s) => !modules.has(s.moduleId) || treeRef.current.some((e) => e.ref === s.moduleId && e.courseId === s.courseId),
  ), [login, describe]);

  useEffect(() => {
    const navigate = (r: { ref: number; courseId: number; background?: boolean; [k: string]: unknown }) => {
      const { ref, courseId, background, ...params } = r;
      workspace.open({ courseId, moduleId: ref }, { params, background });
    };
    rootContainer.register(TOKENS.navigation, { useValue: { navigate } });
    const sub = rootContainer.resolve(TOKENS.events).on('navigation.requested').subscribe(navigate);
    return () => sub.unsubscribe();
  }, [workspace]);

  const [collapsed, setCollapsed] = useState(() => localStorage.getItem('cm_sidebar_collapsed') === '1');
  const toggleSidebar = useCallback(() => setCollapsed((c) => {
    localStorage.setItem('cm_sidebar_collapsed', c ? '0' : '1');
    return !c;
  }), []);

  const [favourites, setFavourites] = useState<Record<string, Favourite>>(() => readFavourites());
  const updateFavourites = (next: Record<string, Favourite>) => {
    if (writeFavourites(next)) setFavourites(next);
  };
  const toggleFavourite = (e: PermissionTreeEntry) => {
    const key = `${e.courseId}:${e.ref}`;
    const next = { ...favourites };
    if (next[key]) delete next[key];
    else next[key] = { moduleId: key, module: moduleTitle(e), language: e.courseId ? e.path[0] : '', courseName: e.courseId ? e.path[1] : '', addedAt: Date.now() };
    updateFavourites(next);
  };

  const items = useMemo((): PaletteItem[] => {
    const open = (ref: number, courseId: number) => workspace.open({ courseId, moduleId: ref });
    // A command opens only what the user may open: the modules of their permission tree.
    const mayOpen = (ref: number, courseId: number) => treeRef.current.some((e) => e.ref === ref && e.courseId === courseId);
    const ctx = (): CommandContext => {
      const a = workspace.active();
      return {
        courseId: a?.courseId ?? 0, moduleId: a?.moduleId ?? null,
        navigate: (r) => {
          if (mayOpen(r.ref, r.courseId)) workspace.open({ courseId: r.courseId, moduleId: r.ref }, { params: r });
          else console.warn(`Not opened: module ${r.ref} of course ${r.courseId} is not in the permission tree`);
        },
      };
    };
    const moduleItems = tree.map((e): PaletteItem => {
      const category = e.courseId ? e.path[1] : 'Open';
      return { id: `open:${e.courseId}:${e.ref}`, category, title: moduleTitle(e), label: `${category}: ${moduleTitle(e)}`, icon: e.icon, run: () => open(e.ref, e.courseId) };
    });
    const core: PaletteItem[] = [
      { id: 'core:close-tab', category: 'Workspace', title: 'Close tab', label: 'Workspace: Close tab', keys: 'alt+W', run: () => workspace.closeActive() },
      {
        id: 'core:close-all-tabs', category: 'Workspace', title: 'Close all tabs', label: 'Workspace: Close all tabs', keys: 'alt+shift+W',
        enabled: () => workspace.getSnapshot().length > 0, run: () => workspace.closeAll(),
      },
      { id: 'core:toggle-sidebar', category: 'Workspace', title: 'Toggle sidebar', label: 'Workspace: Toggle sidebar', keys: 'alt+B', run: toggleSidebar },
      { id: 'core:logout', category: 'Session', title: 'Log out', label: 'Session: Log out', run: () => void logout() },
    ];
    const pluginItems = commands.map((c): PaletteItem => ({
      id: `cmd:${c.plugin}:${c.id}`, category: c.category, title: c.title, label: `${c.category}: ${c.title}`, keys: c.keys,
      enabled: c.enabled && (() => c.enabled!(ctx())), run: () => void c.run(ctx()),
    }));
    return [...moduleItems, ...core, ...pluginItems];
  }, [tree, workspace, toggleSidebar]);

  return (
    <div className="cm-shell">
      <Sidebar
        model={model} login={login} collapsed={collapsed} onToggle={toggleSidebar}
        onOpen={(e, background) => workspace.open({ courseId: e.courseId, moduleId: e.ref }, { background })}
        favourites={favourites} onToggleFavourite={toggleFavourite}
        onRemoveFavourite={(id) => {
          const next = { ...favourites };
          delete next[id];
          updateFavourites(next);
        }}
        onLogout={() => void logout()}
      />
      <WorkspaceView workspace={workspace} describe={describe} />
      <CommandPalette items={items} />
    </div>
  );
}
