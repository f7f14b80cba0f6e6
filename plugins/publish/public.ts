import { MODULE } from '../../sdk/shared';

/** The publish plugin's public face: its module keys and the route contracts other plugins call. */
export const PUBLISH = MODULE.publish;
