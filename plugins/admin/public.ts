import { MODULE, resourceContract } from '../../sdk/shared';

/** The admin plugin's public face: its module keys and the route contracts other plugins call. */
export const USERS = MODULE.admin;
export const COURSES = MODULE.courses;
export const LANGUAGES = MODULE.languages;

export const languagesResource = resourceContract({ list: 'languages', create: 'languages', item: 'languages', gridRow: 'languages/:id/grid-row' });

export const coursesResource = resourceContract({ list: 'courses', create: 'courses', item: 'courses', gridRow: 'courses/:id/grid-row' });
