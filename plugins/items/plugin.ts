import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';

export { ITEMS, TEXT_ITEMS } from './public';

export default definePlugin({
  name: 'items',
  messages,
  modules: [
    // Tabs Items, Guesser, Sentence Validator and Mean Validator (plugins/items/README.md).
    { ...catalogued('items'), icon: 'IconPuzzle', screen: () => import('./client/ItemScreen') },
    { ...catalogued('textItems'), icon: 'IconFileText', screen: () => import('./client/TextItemScreen') },
  ],
  grids: {
    items: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'target', headerName: 'Target', flex: 1 },
      { field: 'source', headerName: 'Source', flex: 1 },
      { field: 'hasError', headerName: 'Error', type: 'boolean', width: 80 },
    ],
    textItems: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'name', headerName: 'Name', flex: 1 },
      { field: 'target', headerName: 'Target', flex: 2 },
      { field: 'hasError', headerName: 'Error', type: 'boolean', width: 80 },
    ],
  },
});
