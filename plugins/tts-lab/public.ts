import { MODULE, resourceContract } from '../../sdk/shared';

/** The tts-lab plugin's public face: its module keys and the route contracts other plugins call. */
export const TTS_LAB = MODULE.ttsLab;

export const ttsLabResource = resourceContract({ list: 'ttsLab', create: 'ttsLab', item: 'ttsLab', gridRow: 'ttsLab/:id/grid-row' });
