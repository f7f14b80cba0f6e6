import { catalogued, contribute, definePlugin } from '../../sdk/shared';
import { conceptCards } from '../../sdk/shared';
import { messages } from './messages';
import { culturalConceptCard } from './client/concept-card';
export { CULTURAL } from './public';

export default definePlugin({
  name: 'cultural',
  messages,
  modules: [{ ...catalogued('cultural'), icon: 'IconWorld', screen: () => import('./client/CulturalScreen') }],
  contributes: [contribute(conceptCards, culturalConceptCard)],
  grids: {
    cultural: [
      { field: 'id', headerName: 'Id', type: 'number', width: 75 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'target', headerName: 'Target', flex: 1 },
      { field: 'source', headerName: 'Source', flex: 1 },
      { field: 'wordClass', headerName: 'Class', width: 90 },
    ],
  },
});
