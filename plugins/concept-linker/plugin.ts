import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { CONCEPT_LINKER, CL_UTILS } from './public';

export default definePlugin({
  name: 'concept-linker',
  messages,
  modules: [
    { ...catalogued('conceptLinker'), icon: 'IconLink', screen: () => import('./client/CheckerScreen') },
    { ...catalogued('clUtils'), icon: 'IconTool', screen: () => import('./client/ClUtilsScreen') },
  ],
});
