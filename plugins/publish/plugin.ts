import { catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const PUBLISH = MODULE.publish;

export default definePlugin({
  name: 'publish',
  modules: [
    { ...catalogued('publish'), icon: 'IconCloudUpload', screen: () => import('./client/PublishScreen') },
  ],
});
