import { MODULE } from '../../sdk/shared';

/**
 * The activity kinds of the outline (spec 3 §1), in the planner's order (spec 3 §2): its switch
 * label, its bank tab, and the list route of the owning module that the client reads titles from.
 */
export interface ActivityKind { ref: number; label: string; tab: string; list: (courseId: number) => string }

export const ACTIVITY_KINDS: ActivityKind[] = [
  { ref: MODULE.vocsCourse, label: 'Voc', tab: 'Voc', list: (c) => `/api/courses/${c}/vocs` },
  { ref: MODULE.panelIntro, label: 'Panel Intro', tab: 'PI', list: (c) => `/api/groups/${c}/panels-intro` },
  { ref: MODULE.panels, label: 'Panel', tab: 'Panel', list: (c) => `/api/groups/${c}/panels` },
  { ref: MODULE.dialog, label: 'Dialog', tab: 'Dia', list: (c) => `/api/courses/${c}/dialogs` },
  { ref: MODULE.reading, label: 'Reading', tab: 'Read', list: (c) => `/api/courses/${c}/readings` },
  { ref: MODULE.exercise, label: 'Exercise', tab: 'Ex', list: (c) => `/api/groups/${c}/exercises` },
];

export const ACTIVITY_REFS: number[] = ACTIVITY_KINDS.map((k) => k.ref);
