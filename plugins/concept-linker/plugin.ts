import { catalogued, definePlugin } from '../../sdk/shared';
export { CONCEPT_LINKER, CL_UTILS } from './public';

export default definePlugin({
  name: 'concept-linker',
  modules: [
    { ...catalogued('conceptLinker'), icon: 'IconLink', screen: () => import('./client/CheckerScreen') },
    { ...catalogued('clUtils'), icon: 'IconTool', screen: () => import('./client/ClUtilsScreen') },
  ],
});
