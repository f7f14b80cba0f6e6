import { MODULE, resourceContract } from '../../sdk/shared';

/** The inflection plugin's public face: its module keys and the route contracts other plugins call. */
export const INFLECTION = MODULE.section;

export const inflectTemplateResource = resourceContract({ list: 'courses/:courseId/active-inflect-templates', create: 'courses/:courseId/active-inflect-templates', item: 'active-inflect-templates' });
