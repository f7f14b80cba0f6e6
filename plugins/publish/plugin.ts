import { catalogued, definePlugin } from '../../sdk/shared';
export { PUBLISH } from './public';

export default definePlugin({
  name: 'publish',
  modules: [{ ...catalogued('publish'), icon: 'IconCloudUpload', screen: () => import('./client/PublishScreen') }],
});
