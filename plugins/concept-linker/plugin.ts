import { catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const CONCEPT_LINKER = MODULE.conceptLinker;
export const CL_UTILS = MODULE.clUtils;

export default definePlugin({
  name: 'concept-linker',
  modules: [
    { ...catalogued('conceptLinker'), icon: 'IconLink', screen: () => import('./client/CheckerScreen') },
    { ...catalogued('clUtils'), icon: 'IconTool', screen: () => import('./client/ClUtilsScreen') },
  ],
});
