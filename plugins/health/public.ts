import { MODULE } from '../../sdk/shared';

/** The health plugin's public face: its module keys and the route contracts other plugins call. */
export const HEALTH = MODULE.health;
