// @vitest-environment happy-dom
import 'reflect-metadata';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionTreeEntry } from '../../../sdk/shared';
import Shell from '../shell/Shell';
import { CommandPalette, palette } from './CommandPalette';
import type { PaletteItem } from './palette-actions';

/**
 * The command palette (issue 2: Ctrl+K and Ctrl+Shift+P, 'Category: Title' with the key binding,
 * run any command, recently used first, keyboard only), alone and in the shell with the plugins'
 * real commands.
 */

// The panes' screens are not under test here: a stub in place of each module's screen.
vi.mock('../workspace/ModulePane', () => ({
  ModulePane: ({ pane }: { pane: { courseId: number; moduleId: number } }) => (
    <p>
      pane {pane.courseId}:{pane.moduleId}
    </p>
  ),
}));

const ctrlK = () => fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
const ctrlShiftP = () => fireEvent.keyDown(document.documentElement, { key: 'P', code: 'KeyP', ctrlKey: true, shiftKey: true });
const search = () => screen.queryByPlaceholderText<HTMLInputElement>('Open a module or run a command…');
const options = () => [...document.querySelectorAll<HTMLElement>('.mantine-Spotlight-action')];
const labels = () => options().map((o) => o.querySelector('.mantine-Spotlight-actionLabel')!.textContent);
const option = (label: string) => options().find((o) => o.querySelector('.mantine-Spotlight-actionLabel')!.textContent === label);
const keysOf = (label: string) => option(label)?.querySelector('kbd')?.textContent;
const type = (text: string) => fireEvent.change(search()!, { target: { value: text } });
const closePalette = () => fireEvent.keyDown(search()!, { key: 'Escape', code: 'Escape' });
/** Opens the palette with an empty query (Spotlight clears it at the end of its closing transition, which env="test" skips). */
const openEmpty = () => {
  ctrlK();
  type('');
};

afterEach(() => {
  // Spotlight keeps its state in a module-level store: close it for the next test.
  act(() => palette.close());
  vi.restoreAllMocks();
});

describe('the command palette', () => {
  const item = (id: string, label: string, extra: Partial<PaletteItem> = {}): PaletteItem => ({
    id,
    label,
    category: label.split(': ')[0],
    title: label.split(': ')[1],
    run: vi.fn(),
    ...extra,
  });
  let items: PaletteItem[];
  beforeEach(() => {
    items = [
      item('open:1:10', 'Spanish for English speakers: Glossaries', { icon: 'IconBook2' }),
      item('open:0:90', 'Open: Config', { icon: 'IconSettings' }),
      item('core:close-tab', 'Workspace: Close tab', { keys: 'alt+W' }),
      item('cmd:x:later', 'Later: Not now', { keys: 'alt+L', enabled: () => false }),
    ];
    render(
      <MantineProvider env="test">
        <CommandPalette items={items} />
      </MantineProvider>,
    );
  });

  it('opens with Ctrl+K and with Ctrl+Shift+P', () => {
    expect(search()).toBeNull();
    ctrlK();
    expect(search()).not.toBeNull();
    closePalette();
    expect(search()).toBeNull();
    ctrlShiftP();
    expect(search()).not.toBeNull();
  });

  it("shows 'Category: Title' with the key binding, and hides disabled commands", () => {
    ctrlK();
    expect(labels()).toEqual(['Open: Config', 'Spanish for English speakers: Glossaries', 'Workspace: Close tab']);
    expect(keysOf('Workspace: Close tab')).toBe('Alt+W');
    expect(keysOf('Open: Config')).toBeUndefined();
  });

  it('runs the option chosen with the keyboard: a fuzzy query, then Enter', async () => {
    ctrlK();
    type('wclosetab');
    expect(labels()).toEqual(['Workspace: Close tab']);
    // Spotlight selects the first match once the query is set.
    await waitFor(() => expect(document.querySelector('.mantine-Spotlight-action[data-selected]')?.textContent).toContain('Workspace: Close tab'));
    fireEvent.keyDown(search()!, { key: 'Enter', code: 'Enter' });
    expect(items[2].run).toHaveBeenCalledOnce();
    expect(search()).toBeNull();
  });

  it('lists recently used first', () => {
    ctrlK();
    fireEvent.click(option('Workspace: Close tab')!);
    ctrlK();
    fireEvent.click(option('Spanish for English speakers: Glossaries')!);
    ctrlK();
    expect(labels()).toEqual(['Spanish for English speakers: Glossaries', 'Workspace: Close tab', 'Open: Config']);
  });

  it("runs a command's key binding without the palette, unless the command is disabled", () => {
    fireEvent.keyDown(document.documentElement, { key: 'w', code: 'KeyW', altKey: true });
    expect(items[2].run).toHaveBeenCalledOnce();
    fireEvent.keyDown(document.documentElement, { key: 'l', code: 'KeyL', altKey: true });
    expect(items[3].run).not.toHaveBeenCalled();
    expect(search()).toBeNull();
  });
});

describe("the palette in the shell, with the plugins' commands", () => {
  const entry = (path: string[], ref: number, courseId: number, icon: string): PermissionTreeEntry => ({
    path,
    ref,
    courseId,
    sourceDialectId: 3,
    icon,
    languageCode: courseId ? 'es' : undefined,
  });
  const TREE = [
    entry(['Config'], 90, 0, 'IconSettings'),
    entry(['Spanish', 'Spanish for English speakers', 'Glossaries'], 10, 1, 'IconBook2'),
    entry(['Spanish', 'Spanish for English speakers', 'Sentences'], 16, 1, 'IconMessages'),
    entry(['Spanish', 'Spanish for French speakers', 'Sentences'], 16, 2, 'IconMessages'), // no Glossaries granted there
  ];
  const GLOSSARY = "Glossaries: Open this course's glossary";
  const tabTitles = () => [...document.querySelectorAll<HTMLElement>('.lm_tab')].map((t) => t.title);
  const activeTab = () => document.querySelector<HTMLElement>('.lm_tab.lm_active')?.title;
  const ctrlAltG = () =>
    act(() => {
      fireEvent.keyDown(document.documentElement, { key: 'g', code: 'KeyG', ctrlKey: true, altKey: true });
    });
  const runFromPalette = (query: string, label: string) => {
    ctrlK();
    type(query);
    fireEvent.click(option(label)!);
  };

  beforeEach(async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      const body = url.includes('/api/permissions-tree') ? TREE : url.includes('/api/courses/config') ? [] : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    render(
      <MantineProvider env="test">
        <Shell login="ana@example.com" />
      </MantineProvider>,
    );
    await screen.findByTestId('sidebar');
  });

  it("offers the glossary command only from another tab of a course, shows its binding, and opens that course's glossary", () => {
    ctrlShiftP();
    expect(labels()).not.toContain(GLOSSARY);
    expect(keysOf('Workspace: Close tab')).toBe('Alt+W');
    expect(labels()).not.toContain('Workspace: Close all tabs'); // nothing to close
    closePalette();

    runFromPalette('Spanish for English speakers: Sentences', 'Spanish for English speakers: Sentences');
    expect(tabTitles()).toEqual(['Spanish - Spanish for English speakers - Sentences']);

    openEmpty();
    expect(keysOf(GLOSSARY)).toBe('Ctrl+Alt+G');
    expect(keysOf('Workspace: Close all tabs')).toBe('Alt+Shift+W');
    act(() => {
      fireEvent.click(option(GLOSSARY)!);
    });
    expect(tabTitles()).toEqual(['Spanish - Spanish for English speakers - Sentences', 'Spanish - Spanish for English speakers - Glossaries']);
    expect(activeTab()).toBe('Spanish - Spanish for English speakers - Glossaries');

    // On the glossary itself the command has nothing to do. Recently used first.
    openEmpty();
    expect(labels()).not.toContain(GLOSSARY);
    expect(labels()[0]).toBe('Spanish for English speakers: Sentences');
    closePalette();

    // Back on Sentences (a tab click, which the palette does not see): offered again, first as the last used.
    act(() => {
      fireEvent.click(document.querySelector('.lm_tab[title="Spanish - Spanish for English speakers - Sentences"]')!);
    });
    openEmpty();
    expect(labels().slice(0, 2)).toEqual([GLOSSARY, 'Spanish for English speakers: Sentences']);
  });

  it('runs the glossary command with Ctrl+Alt+G, inert without a course tab, and never opens a module the user lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    ctrlAltG();
    expect(tabTitles()).toEqual([]);

    runFromPalette('Open: Config', 'Open: Config');
    ctrlAltG();
    expect(tabTitles()).toEqual(['Config']);

    runFromPalette('Spanish for English speakers: Sentences', 'Spanish for English speakers: Sentences');
    ctrlAltG();
    expect(activeTab()).toBe('Spanish - Spanish for English speakers - Glossaries');
    expect(tabTitles()).toHaveLength(3);

    // Glossaries is not granted in 'Spanish for French speakers': no tab, a console note.
    runFromPalette('Spanish for French speakers: Sentences', 'Spanish for French speakers: Sentences');
    ctrlAltG();
    expect(tabTitles()).toHaveLength(4);
    expect(activeTab()).toBe('Spanish - Spanish for French speakers - Sentences');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/module 10 of course 2/));
  });

  it("closes every tab with 'Workspace: Close all tabs'", async () => {
    runFromPalette('Open: Config', 'Open: Config');
    runFromPalette('Spanish for English speakers: Glossaries', 'Spanish for English speakers: Glossaries');
    expect(tabTitles()).toHaveLength(2);
    runFromPalette('close all', 'Workspace: Close all tabs');
    expect(tabTitles()).toEqual([]);
    await waitFor(() => expect(screen.getByText(/Open a module from the sidebar/)).toBeInTheDocument());
  });
});
