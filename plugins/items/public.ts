import { MODULE, resourceContract } from '../../sdk/shared';

/** The items plugin's public face: its module keys and the route contracts other plugins call. */
export const ITEMS = MODULE.items;
export const TEXT_ITEMS = MODULE.textItems;

export const itemResource = resourceContract({ list: 'groups/:courseId/items', create: 'groups/:courseId/items', item: 'items' });

export const textItemResource = resourceContract({ list: 'groups/:courseId/text-items', create: 'groups/:courseId/text-items', item: 'text-items' });
