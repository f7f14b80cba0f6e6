import { MODULE, resourceContract } from '../../sdk/shared';

/** The segments plugin's public face: its module keys and the route contracts other plugins call. */
export const SEGMENTS = MODULE.segment;

export const segmentResource = resourceContract({ list: 'courses/:courseId/segments', create: 'courses/:courseId/segments', item: 'segments' });
