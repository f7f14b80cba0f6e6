import type { Api } from '../../../sdk/client';
import { VOCS_COURSE, VOCS_MAIN, vocabularyApi, vocsCourseResource, vocsMainResource } from '../public';

/**
 * Where a vocabulary's records live: a course's under the spec's paths (courses/{c}/vocs, vocs/{id},
 * POST vocs?course=), the main vocabulary's (course 0, module 21) under courses/0/vocs.
 */
export const vocResource = (courseId: number) => (courseId === 0 ? vocsMainResource : vocsCourseResource);

/** The routes of a vocabulary's entries (tree, categories, New AI review, uses). */
export const entryApi = (courseId: number) => (courseId === 0 ? vocabularyApi.main : vocabularyApi.course);

export const vocModule = (courseId: number) => (courseId === 0 ? VOCS_MAIN : VOCS_COURSE);

/** The blank entry of a vocabulary, which carries its dialect rows. */
export const loadBlank = (api: Api, courseId: number) =>
  courseId === 0 ? api.load(vocabularyApi.main.blank) : api.load(vocabularyApi.course.blank, { query: { course: courseId } });
