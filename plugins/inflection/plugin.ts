import { catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const INFLECTION = MODULE.section;

export default definePlugin({
  name: 'inflection',
  modules: [
    { ...catalogued('section'), icon: 'IconTable', screen: () => import('./client/InflectionScreen') },
  ],
});
