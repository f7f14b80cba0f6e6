import { MODULE, resourceContract } from '../../sdk/shared';

/** The headings plugin's public face: its module keys and the route contracts other plugins call. */
export const HEADINGS = MODULE.heading;

export const headingResource = resourceContract({ list: 'headings', create: 'headings', item: 'headings', gridRow: 'headings/:id/grid-row' });
