import { catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const BOOKS = MODULE.book;

export default definePlugin({
  name: 'books',
  modules: [
    { ...catalogued('book'), icon: 'IconBook', screen: () => import('./client/BookScreen') },
  ],
  grids: {
    books: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'author', headerName: 'Author', flex: 1 },
      { field: 'chapters', headerName: 'Chapters', width: 100 },
    ],
  },
});
