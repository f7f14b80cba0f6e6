import { definePlugin } from '../../sdk/shared';

export const SENTENCES = 16;
export const SOURCE_ADAPTATION = 20;
/** The module listing panels (the panels plugin): the 'used in' list links to it. */
export const PANELS = 12;

export default definePlugin({
  name: 'sentences',
  modules: [
    { id: SENTENCES, key: 'sentences', title: 'Sentences', scope: 'course', icon: 'IconMessages', screen: () => import('./client/SentenceScreen') },
    { id: SOURCE_ADAPTATION, key: 'sourceAdaptation', title: 'Source Adaptation', scope: 'course', icon: 'IconArrowsExchange', screen: () => import('./client/SourceAdaptationScreen') },
  ],
  grids: {
    sentences: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'target', headerName: 'Target', flex: 2 },
      { field: 'source', headerName: 'Source', flex: 2 },
      { field: 'genderCode', headerName: 'Gender', width: 90 },
      { field: 'readBy', headerName: 'Read by', width: 90 },
      { field: 'hasIllustration', headerName: 'Illustration', type: 'boolean', width: 100 },
    ],
    sourceAdaptation: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'target', headerName: 'Target', flex: 1 },
      { field: 'source', headerName: 'Source', flex: 1 },
      { field: 'sourceAdaptationNote', headerName: 'Note', flex: 1 },
    ],
  },
});
