import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { BOOKS, BOOK_CHAPTER_TEXTS } from './public';

/** The plugin's own ref for chapter texts (their translations, concept links and AI reviews); their grant is the Books module's. */

export default definePlugin({
  name: 'books',
  messages,
  modules: [{ ...catalogued('book'), icon: 'IconBook', screen: () => import('./client/BookScreen') }],
  grids: {
    books: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'author', headerName: 'Author', flex: 1 },
      { field: 'chapters', headerName: 'Chapters', width: 100 },
    ],
  },
});
