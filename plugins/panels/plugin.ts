import { catalogued, contribute, definePlugin } from '../../sdk/shared';
import { conceptCards } from '../../sdk/shared';
import { panelConceptCard } from './client/concept-card';
import { messages } from './messages';

export { PANELS, PANEL_INTROS, PANELS_FACTORY } from './public';

export default definePlugin({
  name: 'panels',
  messages,
  modules: [
    { ...catalogued('panels'), icon: 'IconLayoutBoardSplit', screen: () => import('./client/PanelScreen') },
    { ...catalogued('panelsFactory'), icon: 'IconBuildingFactory2', screen: () => import('./client/PanelsFactoryScreen') },
    { ...catalogued('panelIntro'), icon: 'IconTextCaption', screen: () => import('./client/PanelIntroScreen') },
  ],
  contributes: [contribute(conceptCards, panelConceptCard)],
  grids: {
    panels: [
      { field: 'id', headerName: 'Id', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'level', headerName: 'Level', width: 70 },
      { field: 'wordClass', headerName: 'Word class', width: 110 },
      { field: 'lesson', headerName: 'Lesson', width: 80 },
    ],
    panelIntros: [
      { field: 'id', headerName: 'Id', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'source', headerName: 'Source', flex: 2 },
    ],
  },
});
