import { MODULE, resourceContract } from '../../sdk/shared';

/** The glossaries plugin's public face: its module keys and the route contracts other plugins call. */
export const GLOSSARIES = MODULE.glossaries;

export const glossaryResource = resourceContract({ list: 'courses/:courseId/glossaries', create: 'courses/:courseId/glossaries', item: 'glossaries' });
