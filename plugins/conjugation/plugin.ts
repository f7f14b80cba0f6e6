import { catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const CONJUGATION = MODULE.conjugation;

export default definePlugin({
  name: 'conjugation',
  modules: [
    { ...catalogued('conjugation'), icon: 'IconAbc', screen: () => import('./client/ConjugationScreen') },
  ],
});
