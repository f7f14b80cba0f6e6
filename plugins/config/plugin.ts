import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';

export default definePlugin({
  name: 'config',
  messages,
  modules: [{ ...catalogued('config'), icon: 'IconSettings', screen: () => import('./client/ConfigScreen') }],
});
