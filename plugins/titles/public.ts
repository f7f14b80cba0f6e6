import { MODULE } from '../../sdk/shared';

/** The titles plugin's public face: its module keys and the route contracts other plugins call. */
export const PANEL_TITLES = MODULE.panelTitle;
export const LESSON_TITLES = MODULE.lessonTitle;
