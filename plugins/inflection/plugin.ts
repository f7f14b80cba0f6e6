import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { INFLECTION } from './public';

export default definePlugin({
  name: 'inflection',
  messages,
  modules: [{ ...catalogued('section'), icon: 'IconTable', screen: () => import('./client/InflectionScreen') }],
  grids: {
    'active-inflect-templates': [
      { field: 'name', headerName: 'Name', flex: 1 },
      { field: 'wordClass', headerName: 'Word class', width: 120 },
    ],
  },
});
