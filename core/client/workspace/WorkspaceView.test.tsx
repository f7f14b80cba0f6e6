// @vitest-environment happy-dom
import 'reflect-metadata';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChanges } from '../../../sdk/client';
import type { ModuleScreenProps } from '../../../sdk/shared';
import { localLayoutStore, type PaneState } from './layout-config';
import { Workspace } from './workspace';
import { WorkspaceView } from './WorkspaceView';

/**
 * The tabbed workspace (spec 1 §2 Tabs) on the real golden-layout, which runs under happy-dom:
 * tab identity, closing the active tab, the red dot, panes kept alive while hidden, the pane
 * messages and the tab label.
 */
const { registry } = vi.hoisted(() => ({ registry: { modules: new Map<number, unknown>(), commands: [] as unknown[] } }));
vi.mock('../plugins/registry', () => registry);

/** A screen with state of its own, to see it survive being hidden. */
function CounterScreen({ moduleId, courseId }: ModuleScreenProps) {
  const [n, setN] = useState(0);
  return (
    <button type="button" data-testid={`counter-${courseId}:${moduleId}`} onClick={() => setN(n + 1)}>
      clicked {n}
    </button>
  );
}
const screenModule = async () => ({ default: CounterScreen });
/** A screen with an editor: a draft it has not saved while its box holds text. */
function EditingScreen({ moduleId }: ModuleScreenProps) {
  const [draft, setDraft] = useState('');
  useUnsavedChanges(draft !== '');
  return <input aria-label={`draft-${moduleId}`} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />;
}
const editingModule = async () => ({ default: EditingScreen });
const TITLES: Record<string, string> = {
  '0:90': 'Config',
  '0:1': 'Users',
  '0:2': 'Health',
  '0:3': 'Languages',
  '0:4': 'Headings',
  '1:10': 'Spanish - Spanish for English speakers - Glossaries',
  '1:16': 'Spanish - Spanish for English speakers - Sentences',
};
registry.modules.set(90, { id: 90, key: 'config', title: 'Config', scope: 'global', icon: 'IconSettings', plugin: 'config', screen: screenModule });
registry.modules.set(1, { id: 1, key: 'users', title: 'Users', scope: 'global', icon: 'IconUsers', plugin: 'admin', screen: screenModule });
registry.modules.set(2, { id: 2, key: 'health', title: 'Health', scope: 'global', icon: 'IconHeartbeat', plugin: 'health', screen: screenModule });
registry.modules.set(3, { id: 3, key: 'languages', title: 'Languages', scope: 'global', icon: 'IconLanguage', plugin: 'admin', screen: editingModule });
registry.modules.set(4, { id: 4, key: 'headings', title: 'Headings', scope: 'global', icon: 'IconHeading', plugin: 'admin', screen: editingModule });
registry.modules.set(10, { id: 10, key: 'glossaries', title: 'Glossaries', scope: 'course', icon: 'IconBook', plugin: 'glossaries', screen: screenModule });
registry.modules.set(16, { id: 16, key: 'sentences', title: 'Sentences', scope: 'course', icon: 'IconMessages', plugin: 'sentences', screen: screenModule });
registry.modules.set(40, { id: 40, key: 'someday', title: 'Someday', scope: 'global', icon: 'IconTool', plugin: 'someday' }); // no screen yet

const key = (s: PaneState) => `${s.courseId}:${s.moduleId}`;
const titleOf = (s: PaneState) => TITLES[key(s)] ?? `Module ${s.moduleId}`;
const describeTab = (s: PaneState) => ({
  title: titleOf(s),
  icon: (registry.modules.get(s.moduleId) as { icon?: string } | undefined)?.icon,
  languageCode: s.courseId ? 'es' : undefined,
  badge: s.courseId ? 'ES en-US' : undefined,
});

const CONFIG = { courseId: 0, moduleId: 90 };
const USERS = { courseId: 0, moduleId: 1 };
const HEALTH = { courseId: 0, moduleId: 2 };
const GLOSSARIES = { courseId: 1, moduleId: 10 };
const LANGUAGES = { courseId: 0, moduleId: 3 };
const HEADINGS = { courseId: 0, moduleId: 4 };

function mountWorkspace(login = 'ana@example.com') {
  const workspace = new Workspace(localLayoutStore(`cm_layout:${login}`), titleOf, () => true);
  const view = render(
    <MantineProvider env="test">
      <WorkspaceView workspace={workspace} describe={describeTab} />
    </MantineProvider>,
  );
  const open = (s: PaneState, opts?: { background?: boolean }) => act(() => workspace.open(s, opts));
  return { workspace, view, open };
}

const tabs = () => [...document.querySelectorAll<HTMLElement>('.lm_tab')];
const tab = (s: PaneState) => document.querySelector<HTMLElement>(`.lm_tab[title="${titleOf(s)}"]`)!;
const tabTitles = () => tabs().map((t) => t.title);
const activeTab = () =>
  tabs()
    .filter((t) => t.classList.contains('lm_active'))
    .map((t) => t.title);
const hasDot = (s: PaneState) => !!tab(s).querySelector('.cm-tab-dot');
/** The pane's content, in its host div (a sibling of the layout, never re-parented). */
const hostOf = (s: PaneState) => screen.getByTestId(`counter-${key(s)}`).closest<HTMLElement>('.cm-pane-host')!;
const shown = (s: PaneState) => hostOf(s).style.display !== 'none';
const clickTab = (s: PaneState) =>
  act(() => {
    fireEvent.click(tab(s));
  });
const closeButton = (s: PaneState) => tab(s).querySelector<HTMLElement>('.lm_close_tab')!;
/** Types into the editing screen of the tab: unsaved changes (empty: none). */
const edit = async (s: PaneState, text: string) => {
  const box = await screen.findByLabelText<HTMLInputElement>(`draft-${s.moduleId}`);
  act(() => {
    fireEvent.change(box, { target: { value: text } });
  });
};
const asking = () => screen.queryByText(UNSAVED_CHANGES_MESSAGE) !== null;
const answer = async (button: 'Keep editing' | 'Discard changes') => {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
  await waitFor(() => expect(asking()).toBe(false)); // the dialog's closing transition
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('workspace tabs', () => {
  it('identifies a tab by (course, module): opening it again reactivates it', async () => {
    const { open } = mountWorkspace();
    open(CONFIG);
    open(GLOSSARIES);
    open({ courseId: 2, moduleId: 10 });
    expect(tabTitles()).toEqual(['Config', 'Spanish - Spanish for English speakers - Glossaries', 'Module 10']);
    open(CONFIG);
    expect(tabs()).toHaveLength(3);
    expect(activeTab()).toEqual(['Config']);
    await screen.findByTestId('counter-0:90');
    expect(shown(CONFIG)).toBe(true);
  });

  it('closing the active tab activates its neighbour (the one before it, or after it when it was first)', async () => {
    const { open, workspace } = mountWorkspace();
    for (const s of [CONFIG, USERS, HEALTH, GLOSSARIES]) open(s);
    await screen.findByTestId('counter-1:10');
    clickTab(USERS);
    expect(activeTab()).toEqual(['Users']);

    // The × of the active tab.
    act(() => {
      fireEvent.click(closeButton(USERS));
    });
    expect(tabTitles()).toEqual(['Config', 'Health', 'Spanish - Spanish for English speakers - Glossaries']);
    expect(activeTab()).toEqual(['Config']);
    expect(shown(CONFIG)).toBe(true);
    expect(shown(HEALTH)).toBe(false);

    // The first tab closed: the next one. Through the workspace (the palette's 'Close tab').
    act(() => workspace.closeActive());
    expect(tabTitles()).toEqual(['Health', 'Spanish - Spanish for English speakers - Glossaries']);
    expect(activeTab()).toEqual(['Health']);
    expect(shown(HEALTH)).toBe(true);
    expect(workspace.active()).toEqual(HEALTH);

    // Closing again closes the neighbour that became active.
    act(() => workspace.closeActive());
    expect(tabTitles()).toEqual(['Spanish - Spanish for English speakers - Glossaries']);
    expect(activeTab()).toEqual(['Spanish - Spanish for English speakers - Glossaries']);
  });

  it('hides the other panes from view and from focus while a pane is maximised', async () => {
    const component = (s: PaneState) => ({ type: 'component', componentType: 'module', componentState: s, title: titleOf(s) });
    localStorage.setItem(
      'cm_layout:ana@example.com',
      JSON.stringify({
        root: {
          type: 'row',
          content: [
            { type: 'stack', content: [component(CONFIG)] },
            { type: 'stack', content: [component(USERS), component(HEALTH)] },
          ],
        },
        header: { popout: false },
      }),
    );
    const { workspace } = mountWorkspace();
    for (const s of [CONFIG, USERS, HEALTH]) await screen.findByTestId(`counter-${key(s)}`);
    clickTab(CONFIG);
    act(() => workspace.toggleMaximise());
    expect(document.querySelector('.lm_maximised')).not.toBeNull();
    expect(hostOf(CONFIG).hidden || hostOf(CONFIG).inert).toBe(false);
    for (const s of [USERS, HEALTH]) {
      expect(hostOf(s).hidden).toBe(true);
      expect(hostOf(s).inert).toBe(true);
    }

    act(() => workspace.toggleMaximise());
    expect(document.querySelector('.lm_maximised')).toBeNull();
    for (const s of [CONFIG, USERS, HEALTH]) {
      expect(hostOf(s).hidden).toBe(false);
      expect(hostOf(s).inert).toBe(false);
    }
  });

  it("closing a stack's last tab gives the focus to the tab beside it", async () => {
    const component = (s: PaneState) => ({ type: 'component', componentType: 'module', componentState: s, title: titleOf(s) });
    localStorage.setItem(
      'cm_layout:ana@example.com',
      JSON.stringify({
        root: {
          type: 'row',
          content: [
            { type: 'stack', content: [component(CONFIG)] },
            { type: 'stack', content: [component(USERS)] },
          ],
        },
        header: { popout: false },
      }),
    );
    const { workspace } = mountWorkspace();
    expect(document.querySelectorAll('.lm_stack')).toHaveLength(2);
    clickTab(USERS);
    expect(workspace.active()).toEqual(USERS);
    act(() => workspace.closeActive());
    expect(tabTitles()).toEqual(['Config']);
    expect(workspace.active()).toEqual(CONFIG);
  });

  it("asks before its × closes a tab with unsaved changes, with the editor's question, and closes it only when they are discarded", async () => {
    const { open } = mountWorkspace();
    open(CONFIG);
    open(LANGUAGES);
    open(USERS);
    await edit(LANGUAGES, 'Klingon');

    // A tab without changes closes at once.
    act(() => {
      fireEvent.click(closeButton(USERS));
    });
    expect(asking()).toBe(false);
    expect(tabTitles()).toEqual(['Config', 'Languages']);

    act(() => {
      fireEvent.click(closeButton(LANGUAGES));
    });
    expect(asking()).toBe(true);
    expect(tabTitles()).toEqual(['Config', 'Languages']);
    await answer('Keep editing');
    expect(tabTitles()).toEqual(['Config', 'Languages']);
    expect(screen.getByLabelText<HTMLInputElement>('draft-3').value).toBe('Klingon');

    // Once saved (no changes left) it closes without asking.
    await edit(LANGUAGES, '');
    act(() => {
      fireEvent.click(closeButton(LANGUAGES));
    });
    expect(asking()).toBe(false);
    expect(tabTitles()).toEqual(['Config']);

    open(LANGUAGES);
    await edit(LANGUAGES, 'Elvish');
    act(() => {
      fireEvent.click(closeButton(LANGUAGES));
    });
    expect(asking()).toBe(true);
    await answer('Discard changes');
    expect(tabTitles()).toEqual(['Config']);
    expect(screen.queryByLabelText('draft-3')).toBeNull();
  });

  it("asks before 'Close tab' and 'Close all tabs' drop unsaved changes, showing the changed tab", async () => {
    const { open, workspace } = mountWorkspace();
    open(CONFIG);
    open(LANGUAGES);
    open(HEADINGS);
    await edit(LANGUAGES, 'Klingon');
    await edit(HEADINGS, 'Chapter 1');

    act(() => workspace.closeActive());
    expect(asking()).toBe(true);
    await answer('Keep editing');
    expect(tabs()).toHaveLength(3);

    act(() => workspace.closeAll());
    expect(asking()).toBe(true);
    await answer('Keep editing');
    expect(tabs()).toHaveLength(3);
    expect(activeTab()).toEqual(['Languages']); // the first tab with changes, shown while asking

    await edit(LANGUAGES, '');
    act(() => workspace.closeAll());
    expect(asking()).toBe(true);
    expect(activeTab()).toEqual(['Headings']);
    await answer('Discard changes');
    expect(tabs()).toHaveLength(0);
  });

  it("asks before a stack's × closes it with a tab holding unsaved changes", async () => {
    const component = (s: PaneState) => ({ type: 'component', componentType: 'module', componentState: s, title: titleOf(s) });
    localStorage.setItem(
      'cm_layout:ana@example.com',
      JSON.stringify({
        root: {
          type: 'row',
          content: [
            { type: 'stack', content: [component(CONFIG)] },
            { type: 'stack', content: [component(USERS), component(LANGUAGES)] },
          ],
        },
        header: { popout: false },
      }),
    );
    mountWorkspace();
    await edit(LANGUAGES, 'Klingon');
    const stackClose = () => tab(LANGUAGES).closest('.lm_stack')!.querySelector<HTMLElement>('.lm_controls > .lm_close')!;

    act(() => {
      fireEvent.click(stackClose());
    });
    expect(asking()).toBe(true);
    await answer('Keep editing');
    expect(tabTitles()).toEqual(['Config', 'Users', 'Languages']);

    act(() => {
      fireEvent.click(stackClose());
    });
    await answer('Discard changes');
    expect(tabTitles()).toEqual(['Config']);
    expect(document.querySelectorAll('.lm_stack')).toHaveLength(1);
  });

  it('marks a tab opened in the background with a red dot until it is activated', async () => {
    const { open } = mountWorkspace();
    open(CONFIG);
    open(USERS, { background: true });
    open(HEALTH, { background: true });
    expect(activeTab()).toEqual(['Config']);
    expect([CONFIG, USERS, HEALTH].map(hasDot)).toEqual([false, true, true]);
    await screen.findByTestId('counter-0:1');
    expect(shown(USERS)).toBe(false);

    clickTab(USERS);
    expect(activeTab()).toEqual(['Users']);
    expect([CONFIG, USERS, HEALTH].map(hasDot)).toEqual([false, false, true]);
    // Leaving it again does not bring the dot back.
    clickTab(CONFIG);
    expect(hasDot(USERS)).toBe(false);

    // Reopening from the sidebar also counts as a visit.
    open(HEALTH);
    expect([CONFIG, USERS, HEALTH].map(hasDot)).toEqual([false, false, false]);
    // Opening an already open tab in the background neither activates nor marks it.
    open(CONFIG, { background: true });
    expect(activeTab()).toEqual(['Health']);
    expect(hasDot(CONFIG)).toBe(false);
  });

  it('keeps a hidden tab alive: its screen state survives a tab switch', async () => {
    const { open } = mountWorkspace();
    open(CONFIG);
    const counter = await screen.findByTestId('counter-0:90');
    fireEvent.click(counter);
    fireEvent.click(counter);
    expect(counter.textContent).toBe('clicked 2');

    open(USERS);
    await screen.findByTestId('counter-0:1');
    expect(shown(CONFIG)).toBe(false);
    // Hidden, not unmounted: the same element, still in the document.
    expect(screen.getByTestId('counter-0:90')).toBe(counter);
    expect(counter.isConnected).toBe(true);

    clickTab(CONFIG);
    expect(shown(CONFIG)).toBe(true);
    expect(shown(USERS)).toBe(false);
    expect(screen.getByTestId('counter-0:90').textContent).toBe('clicked 2');
  });

  it("shows 'Missing module data' for a course module without a course, 'Under construction' for an unknown module or one without a screen", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the unknown module has no icon
    const { open } = mountWorkspace();
    open({ courseId: 0, moduleId: 10 });
    expect(screen.getByText('Missing module data')).toBeInTheDocument();
    open({ courseId: 0, moduleId: 4242 });
    open({ courseId: 0, moduleId: 40 });
    expect(screen.getAllByText('Under construction')).toHaveLength(2);
    expect(tabs()).toHaveLength(3);
  });

  it('labels a tab with the module icon, the uppercase module name and a close button; course tabs add the flag and the course badge', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { open } = mountWorkspace();
    open(CONFIG);
    open(GLOSSARIES);
    const label = (s: PaneState) => tab(s).querySelector<HTMLElement>('.cm-tab-label')!;

    const config = label(CONFIG);
    expect(config.querySelector('svg.tabler-icon-settings')).not.toBeNull();
    expect(config.querySelector('.cm-tab-module')!.textContent).toBe('CONFIG');
    expect(config.querySelector('.cm-tab-badge')).toBeNull();
    expect(config.querySelector('svg title')).toBeNull();
    expect(closeButton(CONFIG)).not.toBeNull();

    const glossaries = label(GLOSSARIES);
    expect(glossaries.querySelector('svg.tabler-icon-book')).not.toBeNull();
    expect(glossaries.querySelector('.cm-tab-module')!.textContent).toBe('GLOSSARIES');
    expect(glossaries.querySelector('.cm-tab-badge')!.textContent).toBe('ES en-US');
    expect(glossaries.querySelector('svg title')!.textContent).toBe('es');
    // The whole title is the tab's tooltip, and what the list of tabs that do not fit shows (the stylesheet).
    expect(tab(GLOSSARIES).title).toBe('Spanish - Spanish for English speakers - Glossaries');
    expect(glossaries.querySelector('.cm-tab-full')!.textContent).toBe('Spanish · Spanish for English speakers · Glossaries');
    expect(config.querySelector('.cm-tab-full')!.textContent).toBe('Config');
    expect(closeButton(GLOSSARIES)).not.toBeNull();

    // A label at most 300 px wide; the full name only in the overflow list (the stylesheet; happy-dom does not lay out).
    const css = readFileSync(resolve('core/client/shell/shell.css'), 'utf8');
    expect(css).toMatch(/\.cm-tab-label\s*\{[^}]*max-width:\s*min\(300px, 100%\)/);
    expect(css).toMatch(/\.cm-tab-full\s*\{\s*display:\s*none/);
    expect(css).toMatch(/\.lm_tabdropdown_list \.cm-tab-full\s*\{\s*display:\s*inline/);
  });

  it('saves the arrangement under cm_layout:<login> and restores it for the same login', async () => {
    const first = mountWorkspace('bo@example.com');
    first.open(CONFIG);
    first.open(GLOSSARIES);
    // golden-layout reports changes on the next animation frame.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cm_layout:bo@example.com') ?? '{}').root).toBeTruthy());
    first.view.unmount();

    mountWorkspace('bo@example.com');
    expect(tabTitles()).toEqual(['Config', 'Spanish - Spanish for English speakers - Glossaries']);
    expect(activeTab()).toEqual(['Spanish - Spanish for English speakers - Glossaries']);
  });
});
