import { catalogued, contribute, definePlugin } from '../../sdk/shared';
import { conceptCards } from '../../sdk/shared';
import { vocConceptCard } from './client/concept-card';
import { VOC_CATEGORIES, VOCS_COURSE, VOCS_MAIN } from './shared/types';
import { vocColumns } from './shared/voc-columns';
import { messages } from './messages';

export { VOC_CATEGORIES, VOCS_COURSE, VOCS_MAIN };

export default definePlugin({
  name: 'vocabulary',
  messages,
  modules: [
    { ...catalogued('vocCategories'), icon: 'IconCategory', screen: () => import('./client/VocCategoriesScreen') },
    // The permission tree gives the main vocabulary an extra leading level (spec 3 §2): Vocabulary > Vocabulary (main).
    { ...catalogued('vocs'), icon: 'IconVocabulary', group: 'Vocabulary', screen: () => import('./client/VocabularyScreen') },
    { ...catalogued('vocsCourse'), icon: 'IconVocabulary', screen: () => import('./client/VocabularyScreen') },
  ],
  contributes: [contribute(conceptCards, vocConceptCard)],
  grids: {
    vocs: [...vocColumns],
    vocCategories: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'fullPath', headerName: 'Category', flex: 2 },
      { field: 'description', headerName: 'Description for AI', flex: 2 },
      { field: 'nVocs', headerName: 'Entries', type: 'number', width: 90 },
    ],
  },
});
