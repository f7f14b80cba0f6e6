import { catalogued, definePlugin } from '../../sdk/shared';
export { HEADINGS } from './public';

export default definePlugin({
  name: 'headings',
  modules: [{ ...catalogued('heading'), icon: 'IconHeading', screen: () => import('./client/HeadingScreen') }],
  grids: {
    headings: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
    ],
  },
});
