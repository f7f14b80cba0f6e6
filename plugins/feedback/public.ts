import { MODULE } from '../../sdk/shared';

/** The feedback plugin's public face: its module keys and the route contracts other plugins call. */
export const FEEDBACK = MODULE.feedback;
