import { catalogued, definePlugin } from '../../sdk/shared';
export { INFLECTION } from './public';

export default definePlugin({
  name: 'inflection',
  modules: [{ ...catalogued('section'), icon: 'IconTable', screen: () => import('./client/InflectionScreen') }],
  grids: {
    'active-inflect-templates': [
      { field: 'name', headerName: 'Name', flex: 1 },
      { field: 'wordClass', headerName: 'Word class', width: 120 },
    ],
  },
});
