import { translator } from '../../../sdk/client';
import { catalogueEntry, type PermissionTreeEntry } from '../../../sdk/shared';

export interface CourseNode {
  courseId: number;
  name: string;
  language: string;
  languageCode?: string;
  modules: PermissionTreeEntry[];
}

export interface LanguageNode {
  name: string;
  code?: string;
  courses: CourseNode[];
}

/** Global modules whose path has a leading level (spec 1 §3: 'Vocabulary (main)' sits under 'Vocabulary'). */
export interface GlobalGroup {
  group: string;
  modules: PermissionTreeEntry[];
}

export type GlobalItem = PermissionTreeEntry | GlobalGroup;

export const isGroup = (i: GlobalItem): i is GlobalGroup => 'group' in i;

export interface SidebarModel {
  /** Global modules and groups of them, alphabetically by their first path part. */
  global: GlobalItem[];
  languages: LanguageNode[];
}

const byLast = (a: PermissionTreeEntry, b: PermissionTreeEntry) => moduleTitle(a).localeCompare(moduleTitle(b));

/**
 * The sidebar from the permission tree: global modules alphabetically (a module whose path has a
 * leading level under a group of that name), then each language with its courses sorted by title.
 */
export function sidebarModel(tree: PermissionTreeEntry[]): SidebarModel {
  const global: GlobalItem[] = [];
  const groups = new Map<string, GlobalGroup>();
  for (const e of tree.filter((e) => e.courseId === 0)) {
    if (e.path.length < 2) {
      global.push(e);
      continue;
    }
    let g = groups.get(e.path[0]);
    if (!g) {
      groups.set(e.path[0], (g = { group: e.path[0], modules: [] }));
      global.push(g);
    }
    g.modules.push(e);
  }
  const nameOf = (i: GlobalItem) => (isGroup(i) ? i.group : moduleTitle(i));
  global.sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || Number(isGroup(a)) - Number(isGroup(b)));
  for (const g of groups.values()) g.modules.sort(byLast);
  const languages = new Map<string, LanguageNode>();
  for (const e of tree.filter((e) => e.courseId > 0)) {
    const [language, course] = e.path;
    let lang = languages.get(language);
    if (!lang) languages.set(language, (lang = { name: language, code: e.languageCode, courses: [] }));
    let c = lang.courses.find((x) => x.courseId === e.courseId);
    if (!c) lang.courses.push((c = { courseId: e.courseId, name: course, language, languageCode: e.languageCode, modules: [] }));
    c.modules.push(e);
  }
  const sorted = [...languages.values()].sort((a, b) => a.name.localeCompare(b.name));
  for (const l of sorted) {
    l.courses.sort((a, b) => a.name.localeCompare(b.name));
    for (const c of l.courses) c.modules.sort(byLast);
  }
  return { global, languages: sorted };
}

/** Flyout columns: 1, 2 for more than 12 modules, 3 for more than 24. */
export const flyoutColumns = (n: number) => (n > 24 ? 3 : n > 12 ? 2 : 1);

const t = translator('core');

/**
 * A module's title in the UI language: the catalogue's title translated when the name is that title;
 * any other name (a module outside the catalogue, a name the server gives) as it is.
 */
export const titleOf = (ref: number, name: string): string => {
  const entry = catalogueEntry(ref);
  return entry?.title === name ? t(`modules.${entry.key}`, { defaultValue: name }) : name;
};

/** A tree entry's module title in the UI language (the server names it last in its path). */
export const moduleTitle = (e: PermissionTreeEntry) => titleOf(e.ref, e.path[e.path.length - 1]);
