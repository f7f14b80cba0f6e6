import type { RecordPaths } from '../../../sdk/client';
import { VOCS_COURSE, VOCS_MAIN } from '../shared/types';

/**
 * Where a vocabulary's records live: a course's under the spec's paths (courses/{c}/vocs, vocs/{id},
 * POST vocs?course=), the main vocabulary's (course 0, module 21) under courses/0/vocs.
 */
export function vocPaths(courseId: number): RecordPaths {
  return courseId === 0
    ? { list: 'courses/0/vocs', create: 'courses/0/vocs', item: 'courses/0/vocs' }
    : { list: `courses/${courseId}/vocs`, create: `vocs?course=${courseId}`, item: 'vocs' };
}

export const vocModule = (courseId: number) => (courseId === 0 ? VOCS_MAIN : VOCS_COURSE);

/** The blank record of a vocabulary, which carries its dialect rows. */
export const blankPath = (courseId: number) => `${vocPaths(courseId).item}/new`;
export const blankParams = (courseId: number) => (courseId === 0 ? undefined : { course: courseId });
