import { MODULE, resourceContract } from '../../sdk/shared';

/** The readings plugin's public face: its module keys and the route contracts other plugins call. */
export const READINGS = MODULE.reading;
export const READING_TEXTS = 2801;

export const readingResource = resourceContract({ list: 'courses/:courseId/readings', create: 'courses/:courseId/readings', item: 'readings' });
