import { MODULE, resourceContract } from '../../sdk/shared';

/** The memory plugin's public face: its module keys and the route contracts other plugins call. */
export const MEMORY = MODULE.memory;
export const PHRASEBOOK = MODULE.phrasebook;

export const phrasebookResource = resourceContract({ list: 'memory-phrasebook', create: 'memory-phrasebook', item: 'memory-phrasebook', gridRow: 'memory-phrasebook/:id/grid-row' });

export const meansSetResource = resourceContract({ list: 'memory/means-sets', create: 'memory/means-sets', item: 'memory/means-sets', gridRow: 'memory/means-sets/:id/grid-row' });
