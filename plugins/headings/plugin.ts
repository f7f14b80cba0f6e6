import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';

export { HEADINGS } from './public';

export default definePlugin({
  name: 'headings',
  messages,
  modules: [{ ...catalogued('heading'), icon: 'IconHeading', screen: () => import('./client/HeadingScreen') }],
  grids: {
    headings: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
    ],
  },
});
