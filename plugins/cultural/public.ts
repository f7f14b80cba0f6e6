import { MODULE, resourceContract } from '../../sdk/shared';

/** The cultural plugin's public face: its module keys and the route contracts other plugins call. */
export const CULTURAL = MODULE.cultural;

export const culturalResource = resourceContract({ list: 'courses/:courseId/culturalvocs', create: 'courses/:courseId/culturalvocs', item: 'culturalvocs' });
