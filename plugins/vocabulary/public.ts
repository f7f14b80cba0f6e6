import { MODULE, resourceContract } from '../../sdk/shared';

/** The vocabulary plugin's public face: its module keys and the route contracts other plugins call. */
export const VOC_CATEGORIES = MODULE.vocCategories;
export const VOCS_MAIN = MODULE.vocs;
export const VOCS_COURSE = MODULE.vocsCourse;

export const vocCategoryResource = resourceContract({ list: 'Voc-Categories', create: 'Voc-Categories', item: 'Voc-Categories', gridRow: 'Voc-Categories/grid/:id' });

/** The course vocabulary (22): grid rows by dialect and search, the entry by id. */
export const vocsCourseResource = resourceContract({ list: 'courses/:courseId/vocs', create: 'vocs', item: 'vocs', gridRow: 'courses/vocs/:id' });

/** The main vocabulary (21), the global one: course 0. */
export const vocsMainResource = resourceContract({ list: 'courses/0/vocs', create: 'courses/0/vocs', item: 'courses/0/vocs', gridRow: 'courses/0/vocs/:id/grid-row' });
