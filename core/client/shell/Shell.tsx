import 'golden-layout/dist/css/goldenlayout-base.css';
import 'golden-layout/dist/css/themes/goldenlayout-light-theme.css';
import '@mantine/spotlight/styles.css';
import './shell.css';
import { Center, Loader } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiOf } from '../../../sdk/client/http';
import { TOKENS } from '../../../sdk/client/tokens';
import type { CommandContext, CommandDef, PermissionTreeEntry } from '../../../sdk/shared';
import { catalogueEntry, platformApi } from '../../../sdk/shared';
import { sessionStore } from '../auth/session-store';
import { rootContainer } from '../container';
import { CommandPalette } from '../palette/CommandPalette';
import type { PaletteItem } from '../palette/palette-actions';
import { commands, modules } from '../plugins/registry';
import { Workspace } from '../workspace/workspace';
import { WorkspaceView } from '../workspace/WorkspaceView';
import type { PaneState } from '../workspace/layout-config';
import { favouriteModules, moduleFavouriteId, takeOverLocalFavourites } from './favourites';
import { Sidebar } from './Sidebar';
import { moduleTitle, sidebarModel, titleOf } from './tree';
import { paneCommands } from '../workspace/pane-commands';
import { NotificationCentre } from '../notifications/NotificationCentre';
import { PersonalDialogs, SettingsButton, usePersonalCommands } from '../settings/personal';
import { serverLayoutStore, type SettingsStore } from '../settings/settings-store';
import { useAppliedSettings, useSettings, useUserSettings } from '../settings/use-settings';
import { translator, uiLanguage, useT, useUiLanguage, UI_LANGUAGES } from '../../../sdk/client';
import { LANGUAGE_NAMES } from '../messages/language-names';

const api = apiOf(rootContainer.resolve(TOKENS.http));
// Module titles, for screens that name other modules (Health's rows): the plugins', then the
// catalogue's for modules no loaded plugin has a screen for (Lesson Titles, 27).
const registeredTitle = (ref: number) => {
  const name = modules.get(ref)?.title ?? catalogueEntry(ref)?.title;
  return name === undefined ? undefined : titleOf(ref, name);
};
rootContainer.register(TOKENS.moduleTitles, { useValue: registeredTitle });

export async function logout(): Promise<void> {
  await api.call(platformApi.logout);
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
    void api.load(platformApi.courseConfigs).then((c) => {
      const configs = c ?? [];
      rootContainer.register(TOKENS.courseConfigs, { useValue: { all: configs, of: (id: number) => configs.find((x) => x.id === id) } });
    });
    const load = () =>
      void api.load(platformApi.permissionsTree).then((t) => {
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
  const settings = useUserSettings(api, login);
  if (!tree || !settings)
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  return <LoadedShell login={login} tree={tree} settings={settings} />;
}

/** A plugin's command in the UI language: `commands.<id>.category` and `.title` of its namespace, else as declared. */
function pluginCommand(c: CommandDef & { plugin: string }): CommandDef {
  const t = translator(c.plugin);
  return { ...c, category: t(`commands.${c.id}.category`, { defaultValue: c.category }), title: t(`commands.${c.id}.title`, { defaultValue: c.title }) };
}

function LoadedShell({ login, tree, settings }: { login: string; tree: PermissionTreeEntry[]; settings: SettingsStore }) {
  const t = useT('core');
  useAppliedSettings(settings);
  const personal = usePersonalCommands(settings);
  const language = useUiLanguage();
  // Sorted by the titles in the interface language: made again when it changes.
  const model = useMemo(() => sidebarModel(tree), [tree, language]);
  // The workspace lives as long as the login; it reads the latest tree through this ref.
  const treeRef = useRef(tree);
  treeRef.current = tree;
  useEffect(() => void rootContainer.register(TOKENS.permissionTree, { useValue: () => treeRef.current }), []);
  const describe = useCallback((s: PaneState) => {
    const entry = treeRef.current.find((e) => e.ref === s.moduleId && e.courseId === s.courseId);
    const title = entry
      ? entry.courseId
        ? [...entry.path.slice(0, -1), moduleTitle(entry)].join(' - ')
        : moduleTitle(entry)
      : (registeredTitle(s.moduleId) ?? `Module ${s.moduleId}`);
    const configs = rootContainer.isRegistered(TOKENS.courseConfigs) ? rootContainer.resolve(TOKENS.courseConfigs) : undefined;
    const source = entry && configs?.of(entry.courseId)?.sourceDialects.find((d) => d.dialectId === entry.sourceDialectId)?.dialectCode;
    const badge = [entry?.languageCode?.toUpperCase(), source].filter(Boolean).join(' ') || undefined;
    return { title, icon: entry?.icon ?? modules.get(s.moduleId)?.icon, languageCode: entry?.languageCode, badge };
  }, []);
  const workspace = useMemo(
    () =>
      new Workspace(
        serverLayoutStore(settings, login),
        (s) => describe(s).title,
        (s) => !modules.has(s.moduleId) || treeRef.current.some((e) => e.ref === s.moduleId && e.courseId === s.courseId),
      ),
    [login, describe, settings],
  );
  useEffect(() => {
    const flush = () => settings.flushLayout();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [settings]);

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
  const toggleSidebar = useCallback(
    () =>
      setCollapsed((c) => {
        localStorage.setItem('cm_sidebar_collapsed', c ? '0' : '1');
        return !c;
      }),
    [],
  );

  // One list of favourites, the user's on the server: the palette's stars, shown in the sidebar too.
  const { favourites: starred } = useSettings(settings);
  const favourites = useMemo(() => favouriteModules(starred, tree), [starred, tree]);
  useEffect(() => takeOverLocalFavourites(settings), [settings]);
  const toggleFavourite = (e: PermissionTreeEntry) => personal.toggleFavourite(moduleFavouriteId(e.courseId, e.ref));

  // The when-clauses' context: the focused tab, what its screen says of itself, and a navigation
  // that opens only what the user may open (the modules of their permission tree).
  const context = useCallback((): CommandContext => {
    const f = workspace.focused();
    return {
      courseId: f?.courseId ?? 0,
      moduleId: f?.moduleId ?? null,
      recordOpen: f?.recordOpen ?? false,
      dirty: f?.dirty ?? false,
      navigate: (r) => {
        if (treeRef.current.some((e) => e.ref === r.ref && e.courseId === r.courseId)) workspace.open({ courseId: r.courseId, moduleId: r.ref }, { params: r });
        else console.warn(`Not opened: module ${r.ref} of course ${r.courseId} is not in the permission tree`);
      },
    };
  }, [workspace]);
  const commandItem = useCallback(
    (c: CommandDef, id: string, group: PaletteItem['group']): PaletteItem => ({
      id,
      group,
      category: c.category,
      title: c.title,
      label: `${c.category}: ${c.title}`,
      keys: c.keys,
      enabled: c.when && (() => c.when!(context())),
      run: () => void c.run(context()),
    }),
    [context],
  );

  const items = useMemo((): PaletteItem[] => {
    const moduleItems = tree.map((e): PaletteItem => {
      const category = e.courseId ? e.path[1] : t('workspace.open');
      return {
        id: `open:${e.courseId}:${e.ref}`,
        group: 'module',
        category,
        title: moduleTitle(e),
        label: `${category}: ${moduleTitle(e)}`,
        icon: e.icon,
        run: () => workspace.open({ courseId: e.courseId, moduleId: e.ref }),
      };
    });
    const core: CommandDef[] = [
      { id: 'close-tab', category: t('workspace.category'), title: t('workspace.closeTab'), keys: 'alt+W', run: () => workspace.closeActive() },
      {
        id: 'close-all-tabs',
        category: t('workspace.category'),
        title: t('workspace.closeAllTabs'),
        keys: 'alt+shift+W',
        when: () => workspace.getSnapshot().length > 0,
        run: () => workspace.closeAll(),
      },
      {
        id: 'maximise',
        category: t('workspace.category'),
        title: t('workspace.maximise'),
        keys: 'alt+M',
        when: () => workspace.getSnapshot().length > 0,
        run: () => workspace.toggleMaximise(),
      },
      ...paneCommands(workspace, t),
      { id: 'toggle-sidebar', category: t('workspace.category'), title: t('workspace.toggleSidebar'), keys: 'alt+B', run: toggleSidebar },
      { id: 'logout', category: t('session.category'), title: t('session.logout'), run: () => void logout() },
      ...personal.commands,
      ...UI_LANGUAGES.map(
        (lang): CommandDef => ({
          id: `ui-language-${lang}`,
          category: t('language.category'),
          title: LANGUAGE_NAMES[lang],
          when: () => uiLanguage() !== lang,
          run: () => void settings.change({ language: lang }),
        }),
      ),
    ];
    return [
      ...core.map((c) => commandItem(c, `core:${c.id}`, 'command')),
      ...commands.map((c) => commandItem(pluginCommand(c), `cmd:${c.plugin}:${c.id}`, 'command')),
      ...moduleItems,
    ];
  }, [tree, workspace, toggleSidebar, commandItem, personal.commands, settings, t]);
  // The focused tab's own commands, asked afresh at each opening of the palette and key press.
  const baseScreenItems = useCallback((): PaletteItem[] => {
    const f = workspace.focused();
    return (f?.commands ?? []).map((c) => commandItem(c, `screen:${f!.moduleId}:${c.id}`, 'screen'));
  }, [workspace, commandItem]);
  const userItems = useMemo(() => items.map(personal.apply), [items, personal.apply]);
  const screenItems = useCallback(() => baseScreenItems().map(personal.apply), [baseScreenItems, personal.apply]);

  return (
    <div className="cm-shell">
      <Sidebar
        model={model}
        login={login}
        collapsed={collapsed}
        onToggle={toggleSidebar}
        onOpen={(e, background) => workspace.open({ courseId: e.courseId, moduleId: e.ref }, { background })}
        favourites={favourites}
        onToggleFavourite={toggleFavourite}
        onRemoveFavourite={(id) => {
          const [courseId, ref] = id.split(':').map(Number);
          personal.toggleFavourite(moduleFavouriteId(courseId, ref));
        }}
        onLogout={() => void logout()}
        headerExtra={
          <NotificationCentre
            api={api}
            store={settings}
            moduleTitle={registeredTitle}
            open={(t) => workspace.open({ courseId: t.courseId, moduleId: t.ref })}
          />
        }
        footerExtra={<SettingsButton onClick={personal.openSettings} />}
      />
      <WorkspaceView workspace={workspace} describe={describe} />
      <CommandPalette items={userItems} screenItems={screenItems} onToggleFavourite={personal.toggleFavourite} />
      <PersonalDialogs personal={personal} settings={settings} entries={() => [...baseScreenItems(), ...items]} />
    </div>
  );
}
