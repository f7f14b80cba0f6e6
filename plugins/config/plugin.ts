import { definePlugin } from '../../sdk/shared';

export default definePlugin({
  name: 'config',
  modules: [
    { id: 90, key: 'config', title: 'Config', scope: 'global', icon: 'IconSettings', screen: () => import('./client/ConfigScreen') },
  ],
});
