import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';

export default definePlugin({
  name: 'concept-linker-validator',
  messages,
  modules: [{ ...catalogued('conceptLinkerValidator'), icon: 'IconLinkPlus', screen: () => import('./client/ConceptValidatorScreen') }],
});
