import { MODULE } from '../../sdk/shared';

/** The concept-linker plugin's public face: its module keys and the route contracts other plugins call. */
export const CONCEPT_LINKER = MODULE.conceptLinker;
export const CL_UTILS = MODULE.clUtils;
