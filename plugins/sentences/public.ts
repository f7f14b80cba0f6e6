import { MODULE, resourceContract } from '../../sdk/shared';

/** The sentences plugin's public face: its module keys and the route contracts other plugins call. */
export const SENTENCES = MODULE.sentences;
export const SOURCE_ADAPTATION = MODULE.sourceAdaptation;

export const sentenceResource = resourceContract({ list: 'groups/:courseId/sentences', create: 'groups/:courseId/sentences', item: 'sentences' });
