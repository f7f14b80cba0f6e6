import { MODULE } from '../../sdk/shared';

/** The boards plugin's public face: its module keys and the route contracts other plugins call. */
export const BOARDS = MODULE.boards;
