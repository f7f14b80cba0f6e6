import { MODULE } from '../../sdk/shared';

/** The translations plugin's public face: its module keys and the route contracts other plugins call. */
export const TRANSLATIONS = MODULE.sdl;
export const LIST_LIMIT = 1000;
