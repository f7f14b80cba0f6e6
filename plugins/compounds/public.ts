import { MODULE, resourceContract } from '../../sdk/shared';

/** The compounds plugin's public face: its module keys and the route contracts other plugins call. */
export const COMPOUNDS = MODULE.compounds;

export const compoundTypeResource = resourceContract({ list: 'courses/:courseId/compound-types', create: 'courses/:courseId/compound-types', item: 'compound-types' });

export const compoundResource = resourceContract({ list: 'groups/:courseId/compounds', create: 'groups/:courseId/compounds', item: 'compounds' });
