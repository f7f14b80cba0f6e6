import { definePlugin } from '../../sdk/shared';

export const ITEMS = 14;
export const TEXT_ITEMS = 41;

export default definePlugin({
  name: 'items',
  modules: [
    // Tabs Items, Guesser, Sentence Validator and Mean Validator (plugins/items/README.md).
    { id: ITEMS, key: 'items', title: 'Items', scope: 'course', icon: 'IconPuzzle', screen: () => import('./client/ItemScreen') },
    { id: TEXT_ITEMS, key: 'textItems', title: 'Text Items', scope: 'course', icon: 'IconFileText', screen: () => import('./client/TextItemScreen') },
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
