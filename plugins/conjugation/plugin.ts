import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { CONJUGATION } from './public';

export default definePlugin({
  name: 'conjugation',
  messages,
  modules: [{ ...catalogued('conjugation'), icon: 'IconAbc', screen: () => import('./client/ConjugationScreen') }],
  grids: {
    'conj-templates': [
      { field: 'name', headerName: 'Name', flex: 1 },
      { field: 'wordClass', headerName: 'Word class', width: 110 },
      { field: 'dialectCode', headerName: 'Dialect', width: 90 },
      { field: 'order', headerName: 'Order', type: 'number', width: 75 },
      { field: 'showToUser', headerName: 'Shown', type: 'boolean', width: 80 },
    ],
  },
});
