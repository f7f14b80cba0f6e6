import { MODULE } from '../../../sdk/shared';
import type { PermissionCourse, PermissionEntry } from './types';

/** The areas the permission checkboxes are grouped in, by module; a module not listed is under 'Other'. */
const AREAS: [string, number[]][] = [
  ['Administration', [MODULE.admin, MODULE.courses, MODULE.languages, MODULE.config, MODULE.health]],
  [
    'Content',
    [
      MODULE.klines,
      MODULE.exercise,
      MODULE.panelIntro,
      MODULE.glossaries,
      MODULE.cultural,
      MODULE.panels,
      MODULE.section,
      MODULE.items,
      MODULE.compounds,
      MODULE.sentences,
      MODULE.panelsFactory,
      MODULE.sourceAdaptation,
      MODULE.vocs,
      MODULE.vocsCourse,
      MODULE.vocCategories,
      MODULE.segment,
      MODULE.dialog,
      MODULE.panelTitle,
      MODULE.lessonTitle,
      MODULE.reading,
      MODULE.conjugation,
      MODULE.tableLiterals,
      MODULE.table,
      MODULE.chart,
      MODULE.book,
      MODULE.trainer,
      MODULE.textItems,
      MODULE.heading,
      MODULE.phrasebook,
    ],
  ],
  ['Course structure', [MODULE.lessonOutline, MODULE.publish, MODULE.feedback]],
  ['Translation', [MODULE.sdl, MODULE.conceptLinker, MODULE.clUtils, MODULE.memory]],
  ['Review and workflow', [MODULE.boards, MODULE.aiReview, MODULE.conceptLinkerValidator, MODULE.agentQA]],
  ['Audio', [MODULE.audio, MODULE.ttsLab]],
];
const AREA_OF = new Map(AREAS.flatMap(([area, ids]) => ids.map((id) => [id, area] as const)));
const AREA_ORDER = [...AREAS.map(([area]) => area), 'Other'];

/** A course's permissions grouped by area (in the order above), each sorted by name. */
export function permissionGroups(permissions: PermissionEntry[]): [string, PermissionEntry[]][] {
  const groups = new Map<string, PermissionEntry[]>();
  for (const p of permissions) {
    const area = AREA_OF.get(p.moduleId) ?? 'Other';
    groups.set(area, [...(groups.get(area) ?? []), p]);
  }
  return AREA_ORDER.filter((a) => groups.has(a)).map((a) => [a, groups.get(a)!.sort((x, y) => x.name.localeCompare(y.name))]);
}

const areaModules = (area: string) => AREAS.find(([a]) => a === area)?.[1] ?? [];

/** The roles staff have, with the modules each needs (course and global modules alike). */
export const ROLE_PRESETS: { role: string; modules: 'all' | number[] }[] = [
  { role: 'Editor', modules: [...areaModules('Content'), MODULE.lessonOutline, MODULE.feedback, MODULE.boards] },
  { role: 'Translator', modules: [MODULE.sdl, MODULE.conceptLinker, MODULE.clUtils, MODULE.memory, MODULE.glossaries, MODULE.boards] },
  { role: 'Reviewer', modules: [MODULE.aiReview, MODULE.boards, MODULE.feedback, MODULE.sdl, MODULE.conceptLinkerValidator, MODULE.agentQA, MODULE.health] },
  { role: 'Audio manager', modules: [MODULE.audio, MODULE.ttsLab, MODULE.sentences, MODULE.boards] },
  { role: 'Administrator', modules: 'all' },
];

/** Every course (and the global modules) with exactly the role's modules ticked. */
export function applyPreset(courses: PermissionCourse[], role: string): PermissionCourse[] {
  const preset = ROLE_PRESETS.find((p) => p.role === role);
  if (!preset) return courses;
  const wanted = (moduleId: number) => preset.modules === 'all' || preset.modules.includes(moduleId);
  return courses.map((c) => {
    const permissions = c.permissions.map((p) => ({ ...p, granted: wanted(p.moduleId) }));
    return { ...c, permissions, granted: permissions.some((p) => p.granted) };
  });
}
