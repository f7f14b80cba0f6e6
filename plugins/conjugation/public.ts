import { MODULE, resourceContract } from '../../sdk/shared';

/** The conjugation plugin's public face: its module keys and the route contracts other plugins call. */
export const CONJUGATION = MODULE.conjugation;

export const conjTemplateResource = resourceContract({ list: 'courses/:courseId/conj-template', create: 'courses/:courseId/conj-template', item: 'conj-template' });
