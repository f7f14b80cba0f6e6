import { MODULE, resourceContract } from '../../sdk/shared';

/** The audio plugin's public face: its module keys and the route contracts other plugins call. */
export const AUDIO = MODULE.audio;

export const audioArtistResource = resourceContract({ list: 'courses/:courseId/audio-artists', create: 'courses/:courseId/audio-artists', item: 'audio-artists' });
