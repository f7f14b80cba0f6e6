import { catalogued, definePlugin } from '../../sdk/shared';

export default definePlugin({
  name: 'concept-linker-validator',
  modules: [{ ...catalogued('conceptLinkerValidator'), icon: 'IconLinkPlus', screen: () => import('./client/ConceptValidatorScreen') }],
});
