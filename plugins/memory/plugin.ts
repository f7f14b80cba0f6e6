import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { MEMORY, MISSING_SEARCH, PHRASEBOOK } from './public';

/** Memory (MODULES.md 86, global): the memory area's tabs. */
/** Phrasebook (88, global): opens the memory area on its Phrasebook tab with the search text. */

export default definePlugin({
  name: 'memory',
  messages,
  modules: [
    { ...catalogued('memory'), icon: 'IconDatabase', screen: () => import('./client/MemoryArea') },
    { ...catalogued('phrasebook'), icon: 'IconMessages', screen: () => import('./client/PhrasebookArea') },
  ],
  grids: {
    phrasebook: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'phrase', headerName: 'Phrase', flex: 2 },
      { field: 'hasExample', headerName: 'Example', type: 'icon', icon: 'IconMessageStar', width: 90 },
      { field: 'isInvariable', headerName: 'Invariable', type: 'icon', icon: 'IconWorld', width: 100 },
    ],
    mining: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'phrasebook', headerName: 'Pattern', flex: 3 },
      { field: 'count', headerName: 'Count', type: 'number', width: 90 },
      { field: 'type', headerName: 'Type', width: 100 },
      { field: 'status', headerName: 'Status', width: 100 },
    ],
    meansSets: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'em1', headerName: 'EM1 Phrasebook', flex: 1 },
      { field: 'em2', headerName: 'EM2 Phrasebook', flex: 1 },
      { field: 'em3', headerName: 'EM3 Phrasebook', flex: 1 },
    ],
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
