import { definePlugin } from '../../sdk/shared';
import { CONCEPT_LINKER_VALIDATOR } from './shared';

export default definePlugin({
  name: 'concept-linker-validator',
  modules: [
    {
      id: CONCEPT_LINKER_VALIDATOR, key: 'conceptLinkerValidator', title: 'Concept Linker Validator', scope: 'global', icon: 'IconLinkPlus',
      screen: () => import('./client/ConceptValidatorScreen'),
    },
  ],
});
