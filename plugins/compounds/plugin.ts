import { catalogued, contribute, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
import { conceptCards } from '../../sdk/shared';
import { compoundConceptCard } from './client/concept-card';
export { COMPOUNDS } from './public';

export default definePlugin({
  name: 'compounds',
  messages,
  modules: [{ ...catalogued('compounds'), icon: 'IconPuzzle', screen: () => import('./client/CompoundsScreen') }],
  contributes: [contribute(conceptCards, compoundConceptCard)],
  grids: {
    compounds: [
      { field: 'id', headerName: 'Id', type: 'number', width: 75 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'compoundTypeName', headerName: 'Type', width: 120 },
      { field: 'form', headerName: 'Form', flex: 1 },
      { field: 'nInflects', headerName: 'Inflects', type: 'number', width: 85 },
      { field: 'nItems', headerName: 'Members', type: 'number', width: 90 },
    ],
    compoundTypes: [
      { field: 'id', headerName: 'Id', type: 'number', width: 75 },
      { field: 'name', headerName: 'Name', flex: 1 },
      { field: 'nCompounds', headerName: 'Compounds', type: 'number', width: 110 },
    ],
  },
});
