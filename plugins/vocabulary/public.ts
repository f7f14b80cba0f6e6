import { z } from 'zod';
import { contract, courseParams, MODULE, resourceContract } from '../../sdk/shared';

/** The vocabulary plugin's public face: its module keys and the route contracts other plugins call. */
export const VOC_CATEGORIES = MODULE.vocCategories;
export const VOCS_MAIN = MODULE.vocs;
export const VOCS_COURSE = MODULE.vocsCourse;

export const vocCategoryResource = resourceContract({ list: 'Voc-Categories', create: 'Voc-Categories', item: 'Voc-Categories', gridRow: 'Voc-Categories/grid/:id' });

/** The course vocabulary (22): grid rows by dialect and search, the entry by id. */
export const vocsCourseResource = resourceContract({ list: 'courses/:courseId/vocs', create: 'vocs', item: 'vocs', gridRow: 'courses/vocs/:id' });

/** The main vocabulary (21), the global one: course 0. */
export const vocsMainResource = resourceContract({ list: 'courses/0/vocs', create: 'courses/0/vocs', item: 'courses/0/vocs', gridRow: 'courses/0/vocs/:id/grid-row' });

// Used by concept-linker
/** Lesson utilities (31): the course vocabulary with its usage counts in linked texts (served by the vocabulary's concept routes). */
export const vocClUtils = contract({
  method: 'GET', path: 'groups/:courseId/voc-cl-utils', params: courseParams, query: z.object({ lessonPos: z.union([z.string(), z.number()]).optional() }),
  answer: z.array(z.object({ id: z.number(), title: z.string(), word: z.string(), nUses: z.number() })),
  summary: 'The course vocabulary with its usage counts in linked texts (texts have no lesson yet: every lesson)',
});
