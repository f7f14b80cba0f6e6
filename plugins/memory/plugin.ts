import { catalogued, definePlugin, MODULE } from '../../sdk/shared';

/** Memory (MODULES.md 86, global): the Memory search tab now; the phrasebook and the other tabs later. */
export const MEMORY = MODULE.memory;

/** Spec 4 §5: 'Memory search needs both text and dialect'. */
export const MISSING_SEARCH = 'Memory search needs both text and dialect';

export default definePlugin({
  name: 'memory',
  modules: [
    { ...catalogued('memory'), icon: 'IconDatabase', screen: () => import('./client/MemoryScreen') },
  ],
  grids: {
    memory: [
      { field: 'similarity', headerName: 'Similarity', type: 'similarity', width: 100 },
      { field: 'text', headerName: 'Text', flex: 3 },
      { field: 'courseName', headerName: 'Course', flex: 1 },
      { field: 'refName', headerName: 'Ref', width: 130 },
      { field: 'refId', headerName: 'Record', type: 'number', width: 90 },
      { field: 'id', headerName: 'Translation', type: 'number', width: 100 },
    ],
  },
});
