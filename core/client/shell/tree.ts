import type { PermissionTreeEntry } from '../../../sdk/shared';

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

export interface SidebarModel {
  global: PermissionTreeEntry[];
  languages: LanguageNode[];
}

const byLast = (a: PermissionTreeEntry, b: PermissionTreeEntry) => a.path[a.path.length - 1].localeCompare(b.path[b.path.length - 1]);

/** The sidebar from the permission tree: global modules alphabetically, then each language with its courses sorted by title. */
export function sidebarModel(tree: PermissionTreeEntry[]): SidebarModel {
  const global = tree.filter((e) => e.courseId === 0).sort(byLast);
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

export const moduleTitle = (e: PermissionTreeEntry) => e.path[e.path.length - 1];
