import { MODULE, type Contract } from '../../sdk/shared';
import { dialogResource } from '../dialogs/public';
import { exerciseResource } from '../exercises/public';
import { panelIntroResource, panelResource } from '../panels/public';
import { readingResource } from '../readings/public';
import { vocsCourseResource } from '../vocabulary/public';

/**
 * The activity kinds of the outline (spec 3 §1), in the planner's order (spec 3 §2): its switch
 * label, its bank tab, and the owning module's list of grid rows (params { courseId }), from its public face.
 */
export interface ActivityKind {
  ref: number;
  label: string;
  tab: string;
  list: Contract<'GET'>;
}

export const ACTIVITY_KINDS: ActivityKind[] = [
  { ref: MODULE.vocsCourse, label: 'Voc', tab: 'Voc', list: vocsCourseResource.list },
  { ref: MODULE.panelIntro, label: 'Panel Intro', tab: 'PI', list: panelIntroResource.list },
  { ref: MODULE.panels, label: 'Panel', tab: 'Panel', list: panelResource.list },
  { ref: MODULE.dialog, label: 'Dialog', tab: 'Dia', list: dialogResource.list },
  { ref: MODULE.reading, label: 'Reading', tab: 'Read', list: readingResource.list },
  { ref: MODULE.exercise, label: 'Exercise', tab: 'Ex', list: exerciseResource.list },
];

export const ACTIVITY_REFS: number[] = ACTIVITY_KINDS.map((k) => k.ref);
