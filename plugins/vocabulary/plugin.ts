import { catalogued, contribute, definePlugin } from '../../sdk/shared';
import { conceptCards } from '../../sdk/shared';
import { vocConceptCard } from './client/concept-card';
import { VOC_CATEGORIES, VOCS_COURSE, VOCS_MAIN } from './shared/types';

export { VOC_CATEGORIES, VOCS_COURSE, VOCS_MAIN };

const vocColumns = [
  { field: 'id', headerName: 'Id', type: 'number' as const, width: 75 },
  { field: 'word', headerName: 'Word', flex: 2 },
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'gender', headerName: 'G', width: 55 },
  { field: 'wordClass', headerName: 'Class', width: 110 },
  { field: 'levelName', headerName: 'Level', width: 75 },
  { field: 'nInflects', headerName: 'Forms', type: 'number' as const, width: 75 },
  { field: 'categories', headerName: 'Categories', flex: 1 },
  { field: 'tree', headerName: 'Tree', width: 120 },
  { field: 'image', headerName: 'Img', type: 'boolean' as const, width: 65 },
];

export default definePlugin({
  name: 'vocabulary',
  modules: [
    { ...catalogued('vocCategories'), icon: 'IconCategory', screen: () => import('./client/VocCategoriesScreen') },
    // The permission tree gives the main vocabulary an extra leading level (spec 3 §2): Vocabulary > Vocabulary (main).
    { ...catalogued('vocs'), icon: 'IconVocabulary', group: 'Vocabulary', screen: () => import('./client/VocabularyScreen') },
    { ...catalogued('vocsCourse'), icon: 'IconVocabulary', screen: () => import('./client/VocabularyScreen') },
  ],
  contributes: [contribute(conceptCards, vocConceptCard)],
  grids: {
    vocs: vocColumns,
    vocCategories: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'fullPath', headerName: 'Category', flex: 2 },
      { field: 'description', headerName: 'Description for AI', flex: 2 },
      { field: 'nVocs', headerName: 'Entries', type: 'number', width: 90 },
    ],
  },
});
