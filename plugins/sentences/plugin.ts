import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { SENTENCES, SOURCE_ADAPTATION } from './public';

export default definePlugin({
  name: 'sentences',
  messages,
  modules: [
    { ...catalogued('sentences'), icon: 'IconMessages', screen: () => import('./client/SentenceScreen') },
    { ...catalogued('sourceAdaptation'), icon: 'IconArrowsExchange', screen: () => import('./client/SourceAdaptationScreen') },
  ],
  grids: {
    sentences: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'aiReview', headerName: 'AI', type: 'aiReview', width: 60 },
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
