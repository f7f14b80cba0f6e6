// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUiLanguage } from '../../../sdk/client';
import type { PermissionTreeEntry } from '../../../sdk/shared';
import type { Favourite } from './favourites';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar, type SidebarProps } from './Sidebar';
import { sidebarModel } from './tree';

/** The sidebar as spec 1 §2 Left sidebar describes it, from a permission tree. */
const entry = (path: string[], ref: number, courseId: number, icon?: string, languageCode?: string): PermissionTreeEntry => ({
  path,
  ref,
  courseId,
  sourceDialectId: 3,
  icon,
  languageCode,
});
const courseModules = (language: string, code: string, course: string, courseId: number, n: number) =>
  Array.from({ length: n }, (_, i) => entry([language, course, `Module ${String(i + 1).padStart(2, '0')}`], 100 + i, courseId, 'IconBook', code));

const TREE: PermissionTreeEntry[] = [
  entry(['Users'], 1, 0, 'IconUsers'),
  entry(['Config'], 90, 0, 'IconSettings'),
  entry(['Vocabulary', 'Vocabulary (main)'], 21, 0, 'IconVocabulary'),
  entry(['Health'], 89, 0, 'IconHeartbeat'),
  entry(['Spanish', 'Spanish for French speakers', 'Glossaries'], 10, 2, 'IconBook', 'es'),
  entry(['Spanish', 'Spanish for English speakers', 'Glossaries'], 10, 1, 'IconBook', 'es'),
  entry(['Spanish', 'Spanish for English speakers', 'Sentences'], 16, 1, 'IconMessages', 'es'),
  entry(['Chinese', 'Chinese for English speakers', 'Glossaries'], 10, 8, 'IconBook', 'zh'),
  entry(['German', 'German for English speakers', 'Glossaries'], 10, 5, 'IconBook', 'de'),
];

function props(over: Partial<SidebarProps> = {}): SidebarProps {
  return {
    model: sidebarModel(TREE),
    login: 'ana@example.com',
    collapsed: false,
    onToggle: vi.fn(),
    onOpen: vi.fn(),
    favourites: {},
    onToggleFavourite: vi.fn(),
    onRemoveFavourite: vi.fn(),
    onLogout: vi.fn(),
    ...over,
  };
}
// env="test": no transitions, no portals (the flyouts render next to their target).
const renderSidebar = (p: SidebarProps) => {
  const r = render(
    <MantineProvider env="test">
      <Sidebar {...p} />
    </MantineProvider>,
  );
  return {
    ...r,
    update: (next: SidebarProps) =>
      r.rerender(
        <MantineProvider env="test">
          <Sidebar {...next} />
        </MantineProvider>,
      ),
  };
};

const nav = () => document.querySelector<HTMLElement>('nav.cm-sidebar')!;
const texts = (els: Iterable<Element>) => [...els].map((el) => el.textContent!.trim());
const iconOf = (el: Element) => [...el.querySelector('svg.tabler-icon')!.classList].find((c) => c !== 'tabler-icon');
const course = (courseId: number) => document.querySelector<HTMLElement>(`.cm-course[data-course-id="${courseId}"]`)!;
const flyout = (courseId: number) => document.querySelector<HTMLElement>(`[data-testid="flyout-${courseId}"]`);
const favouritesEntry = () => screen.queryByText('Favourites')?.closest<HTMLElement>('.cm-nav-item') ?? null;
/** The flyout's module grid columns (Mantine's SimpleGrid writes them as --sg-cols). */
const columnsOf = (el: HTMLElement) => Number(/--sg-cols:(\d+)/.exec(el.innerHTML)?.[1]);

const hover = (el: HTMLElement) => {
  fireEvent.mouseEnter(el);
  fireEvent.mouseMove(el);
};
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const fav = (moduleId: string, module: string, courseName: string, addedAt: number): Favourite => ({
  moduleId,
  module,
  language: courseName ? 'Spanish' : '',
  courseName,
  addedAt,
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the left sidebar', () => {
  it('is 230 px wide, and 18 px collapsed with only the expand button', () => {
    const p = props();
    const { update } = renderSidebar(p);
    expect(nav().style.width).toBe(`${SIDEBAR_WIDTH}px`);
    expect(SIDEBAR_WIDTH).toBe(230);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(p.onToggle).toHaveBeenCalledOnce();

    update({ ...p, collapsed: true });
    expect(nav().style.width).toBe(`${SIDEBAR_COLLAPSED_WIDTH}px`);
    expect(SIDEBAR_COLLAPSED_WIDTH).toBe(18);
    expect(document.querySelectorAll('.cm-nav-item')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(p.onToggle).toHaveBeenCalledTimes(2);
  });

  it("lists global modules alphabetically with their icons, 'Vocabulary (main)' under its leading level", () => {
    renderSidebar(props());
    const stack = nav().querySelector('.mantine-Stack-root')!;
    // Top-level global rows and groups, in order, before the languages.
    const top = [...stack.children].filter((el) => el.matches('.cm-module-row, .cm-global-group'));
    expect(top.map((el) => el.querySelector('.cm-nav-item')!.textContent)).toEqual(['Config', 'Health', 'Users', 'Vocabulary']);
    const globals = [...document.querySelectorAll('.cm-nav-item[data-course="0"]')];
    expect(texts(globals)).toEqual(['Config', 'Health', 'Users', 'Vocabulary (main)']);
    expect(globals.map(iconOf)).toEqual(['tabler-icon-settings', 'tabler-icon-heartbeat', 'tabler-icon-users', 'tabler-icon-vocabulary']);

    const group = document.querySelector<HTMLElement>('.cm-global-group[data-group="Vocabulary"]')!;
    expect(within(group).getByText('Vocabulary (main)')).toBeInTheDocument();
    const header = within(group).getByRole('treeitem', { name: 'Vocabulary' });
    expect(header.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
  });

  it("names the catalogue's modules in the interface language; a module outside the catalogue keeps the server's name", () => {
    setUiLanguage('es');
    renderSidebar(props({ model: sidebarModel([...TREE, entry(['Plugin screen'], 501, 0, 'IconBook')]) }));
    // In the order of their Spanish titles ('Users' comes last in English, 'Usuarios' before 'Vocabulario').
    expect(texts(document.querySelectorAll('.cm-nav-item[data-course="0"]'))).toEqual([
      'Configuración',
      'Plugin screen',
      'Salud del contenido',
      'Usuarios',
      'Vocabulario (principal)',
    ]);
    hover(course(1));
    advance(0);
    expect(texts(flyout(1)!.querySelectorAll('.cm-nav-item'))).toEqual(['Glosarios', 'Oraciones']);
  });

  it('opens a module on click, in the background on ctrl-click or middle click', () => {
    const p = props();
    renderSidebar(p);
    const config = document.querySelector<HTMLElement>('.cm-nav-item[data-ref="90"][data-course="0"]')!;
    fireEvent.click(config);
    expect(p.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ ref: 90, courseId: 0 }), false);
    fireEvent.click(config, { ctrlKey: true });
    expect(p.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ ref: 90, courseId: 0 }), true);
    fireEvent(config, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(p.onOpen).toHaveBeenCalledTimes(3);
    expect(p.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ ref: 90, courseId: 0 }), true);
  });

  it('shows one section per language with its flag, and its courses sorted by title', () => {
    renderSidebar(props());
    const sections = [...document.querySelectorAll<HTMLElement>('.cm-language')];
    expect(sections.map((s) => s.dataset.language)).toEqual(['Chinese', 'German', 'Spanish']);
    // The flag of each language (country-flag-icons titles the svg with the code).
    expect(sections.map((s) => s.querySelector('.cm-language-header svg title')?.textContent)).toEqual(['zh', 'de', 'es']);
    const spanish = sections[2];
    expect(texts(spanish.querySelectorAll('.cm-course'))).toEqual(['Spanish for English speakers', 'Spanish for French speakers']);

    const header = within(spanish).getByRole('treeitem', { name: /Spanish$/ });
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
  });

  it("opens a course's flyout of modules on hover and closes it about 200 ms after the pointer leaves", () => {
    const p = props();
    renderSidebar(p);
    expect(flyout(1)).toBeNull();
    hover(course(1));
    advance(0);
    const open = flyout(1)!;
    expect(open).not.toBeNull();
    expect(open.querySelector('svg title')?.textContent).toBe('es');
    expect(texts(open.querySelectorAll('.cm-nav-item'))).toEqual(['Glossaries', 'Sentences']);

    fireEvent.mouseLeave(course(1));
    advance(150);
    expect(flyout(1), 'still open 150 ms after leaving').not.toBeNull();
    // Reaching the flyout within the delay keeps it open.
    hover(flyout(1)!);
    advance(400);
    expect(flyout(1)).not.toBeNull();
    fireEvent.mouseLeave(flyout(1)!);
    advance(190);
    expect(flyout(1)).not.toBeNull();
    advance(20);
    expect(flyout(1), 'closed 200 ms after leaving').toBeNull();
  });

  it('closes the flyout as soon as a module opens from it, so that it does not stay over the grid', () => {
    const p = props();
    renderSidebar(p);
    hover(course(1));
    fireEvent.click(within(flyout(1)!).getByText('Sentences'));
    expect(p.onOpen).toHaveBeenCalledWith(expect.objectContaining({ ref: 16, courseId: 1 }), false);
    expect(flyout(1)).toBeNull();
  });

  it('is a tree by keyboard: one Tab stop, arrows, Right and Left, type-ahead, and a course menu that Enter opens', () => {
    const p = props();
    renderSidebar(p);
    const tree = screen.getByRole('tree');
    const focused = () => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)?.trim();
    const key = (k: string) =>
      act(() => {
        fireEvent.keyDown(document.activeElement!, { key: k });
      });
    // One item in the Tab order: the first.
    const stops = [...tree.querySelectorAll<HTMLElement>('[role=treeitem]')].filter((el) => el.tabIndex === 0);
    expect(stops.map((el) => el.textContent)).toEqual(['Config']);
    act(() => stops[0].focus());

    key('ArrowDown');
    expect(focused()).toBe('Health');
    key('End');
    expect(focused()).toBe('Spanish for French speakers');
    key('Home');
    expect(focused()).toBe('Config');
    // Type-ahead: 's' finds Spanish, then 'sp' stays there; Left closes it, Right opens it and enters it.
    key('s');
    expect(focused()).toBe('Spanish');
    key('ArrowLeft');
    expect(document.activeElement!.getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    expect(focused(), 'nothing after the closed last language').toBe('Spanish');
    key('ArrowRight');
    expect(document.activeElement!.getAttribute('aria-expanded')).toBe('true');
    key('ArrowRight');
    expect(focused()).toBe('Spanish for English speakers');
    key('ArrowLeft');
    expect(focused()).toBe('Spanish');
    key('ArrowDown');
    // The focused item is the Tab stop now.
    expect([...tree.querySelectorAll<HTMLElement>('[role=treeitem]')].filter((el) => el.tabIndex === 0)).toEqual([document.activeElement]);

    // Enter opens the course's menu with the focus on its first module; arrows move; Enter opens and closes the menu.
    key('Enter');
    const menu = screen.getByRole('menu');
    expect(focused()).toBe('Glossaries');
    key('ArrowDown');
    expect(focused()).toBe('Sentences');
    act(() => {
      fireEvent.click(document.activeElement!); // what Enter does on a button
    });
    expect(p.onOpen).toHaveBeenCalledWith(expect.objectContaining({ ref: 16, courseId: 1 }), false);
    expect(menu.isConnected && flyout(1)).toBeFalsy();

    // Escape closes the menu and gives the focus back to the course.
    act(() => course(1).focus());
    key('ArrowRight');
    expect(focused()).toBe('Glossaries');
    key('Escape');
    expect(flyout(1)).toBeNull();
    expect(focused()).toBe('Spanish for English speakers');
  });

  it('lays the course flyout out in 1 column, 2 above 12 modules, 3 above 24', () => {
    const tree = [
      ...courseModules('French', 'fr', 'Twelve', 31, 12),
      ...courseModules('French', 'fr', 'Thirteen', 32, 13),
      ...courseModules('French', 'fr', 'Twenty-four', 33, 24),
      ...courseModules('French', 'fr', 'Twenty-five', 34, 25),
    ];
    renderSidebar(props({ model: sidebarModel(tree) }));
    const columns = [31, 32, 33, 34].map((id) => {
      const target = course(id);
      hover(target);
      advance(0);
      const el = flyout(id)!;
      const n = el.querySelectorAll('.cm-nav-item').length;
      const cols = columnsOf(el);
      fireEvent.mouseLeave(target);
      advance(250);
      return [n, cols];
    });
    expect(columns).toEqual([
      [12, 1],
      [13, 2],
      [24, 2],
      [25, 3],
    ]);
  });

  it('hides Favourites when there are none', () => {
    renderSidebar(props());
    expect(favouritesEntry()).toBeNull();
  });

  it('shows Favourites with a count, and a flyout most recently added first, each with a remove button', () => {
    const favourites = {
      '1:10': fav('1:10', 'Glossaries', 'Spanish for English speakers', 1_000),
      '0:90': fav('0:90', 'Config', '', 3_000),
      '1:16': fav('1:16', 'Sentences', 'Spanish for English speakers', 2_000),
    };
    const p = props({ favourites });
    const { update } = renderSidebar(p);
    const entryEl = favouritesEntry()!;
    expect(entryEl.querySelector('.mantine-Badge-root')!.textContent).toBe('3');

    hover(entryEl);
    advance(0);
    const dropdown = document.querySelector<HTMLElement>('.mantine-HoverCard-dropdown')!;
    expect(texts(dropdown.querySelectorAll('.cm-nav-item'))).toEqual([
      'Config',
      'Sentences · Spanish for English speakers',
      'Glossaries · Spanish for English speakers',
    ]);
    fireEvent.click(within(dropdown).getByText('Sentences · Spanish for English speakers'));
    expect(p.onOpen).toHaveBeenCalledWith({ courseId: 1, ref: 16 }, false);

    const removes = within(dropdown).getAllByRole('button', { name: 'Remove favourite' });
    expect(removes).toHaveLength(3);
    fireEvent.click(removes[1]);
    expect(p.onRemoveFavourite).toHaveBeenCalledWith('1:16');

    // The last one removed while the flyout is open: 'No favourites yet' until it closes, then no entry.
    update({ ...p, favourites: {} });
    expect(screen.getByText('No favourites yet')).toBeInTheDocument();
    expect(favouritesEntry()!.querySelector('.mantine-Badge-root')!.textContent).toBe('0');
    fireEvent.mouseLeave(favouritesEntry()!);
    advance(250);
    expect(favouritesEntry()).toBeNull();
    expect(screen.queryByText('No favourites yet')).toBeNull();
  });

  it('stars a course module from its flyout', () => {
    const p = props({ favourites: { '1:10': fav('1:10', 'Glossaries', 'Spanish for English speakers', 1) } });
    renderSidebar(p);
    hover(course(1));
    advance(0);
    const rows = [...flyout(1)!.querySelectorAll('.cm-module-row')];
    expect(rows.map((r) => r.querySelector('[aria-label$="favourites"]')!.getAttribute('aria-label'))).toEqual(['Remove from favourites', 'Add to favourites']);
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Add to favourites' }));
    expect(p.onToggleFavourite).toHaveBeenCalledWith(expect.objectContaining({ ref: 16, courseId: 1 }));
  });

  it('logs a missing icon on the console and shows the default icon', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tree = [entry(['Mystery'], 77, 0, 'IconNoSuchIcon'), entry(['Plain'], 78, 0, undefined)];
    renderSidebar(props({ model: sidebarModel(tree) }));
    const rows = [...document.querySelectorAll('.cm-nav-item[data-course="0"]')];
    expect(rows.map(iconOf)).toEqual(['tabler-icon-apps', 'tabler-icon-apps']);
    expect(warn).toHaveBeenCalledWith('No icon: IconNoSuchIcon; using the default');
    expect(warn).toHaveBeenCalledWith('No icon: (none); using the default');
  });

  it('shows the login and logs out', () => {
    const p = props();
    renderSidebar(p);
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(p.onLogout).toHaveBeenCalledOnce();
  });
});
