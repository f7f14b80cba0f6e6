import { catalogued, definePlugin } from '../../sdk/shared';

export default definePlugin({
  name: 'config',
  modules: [{ ...catalogued('config'), icon: 'IconSettings', screen: () => import('./client/ConfigScreen') }],
});
