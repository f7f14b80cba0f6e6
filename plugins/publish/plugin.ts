import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { PUBLISH } from './public';

export default definePlugin({
  name: 'publish',
  messages,
  modules: [{ ...catalogued('publish'), icon: 'IconCloudUpload', screen: () => import('./client/PublishScreen') }],
});
