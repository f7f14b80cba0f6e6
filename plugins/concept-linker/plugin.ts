import { definePlugin } from '../../sdk/shared';

export const CONCEPT_LINKER = 18;
export const CL_UTILS = 31;

export default definePlugin({
  name: 'concept-linker',
  modules: [
    { id: CONCEPT_LINKER, key: 'conceptLinker', title: 'Concept Linker', scope: 'course', icon: 'IconLink', screen: () => import('./client/CheckerScreen') },
    { id: CL_UTILS, key: 'clUtils', title: 'Concept-Linker Utilities', scope: 'course', icon: 'IconTool', screen: () => import('./client/ClUtilsScreen') },
  ],
});
