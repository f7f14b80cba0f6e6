import { MODULE, resourceContract } from '../../sdk/shared';

/** The dialogs plugin's public face: its module keys and the route contracts other plugins call. */
export const DIALOGS = MODULE.dialog;
export const DIALOG_SEGMENTS = 2501;

export const dialogResource = resourceContract({ list: 'courses/:courseId/dialogs', create: 'courses/:courseId/dialogs', item: 'dialogs' });
