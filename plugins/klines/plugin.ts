import { definePlugin } from '../../sdk/shared';

export const KLINES = 7;
/** The module that owns panel intros (the panels plugin); k-lines only keep the id of one. */
export const PANEL_INTROS = 9;

export default definePlugin({
  name: 'klines',
  modules: [
    { id: KLINES, key: 'klines', title: 'K-Lines', scope: 'course', icon: 'IconTimeline', screen: () => import('./client/KLineScreen') },
  ],
  grids: {
    klines: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'panelIntroId', headerName: 'Panel intro', type: 'number', width: 110 },
    ],
  },
});
