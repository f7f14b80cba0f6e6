import { catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const KLINES = MODULE.klines;

export default definePlugin({
  name: 'klines',
  modules: [
    { ...catalogued('klines'), icon: 'IconTimeline', screen: () => import('./client/KLineScreen') },
  ],
  grids: {
    klines: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'panelIntroId', headerName: 'Panel intro', type: 'number', width: 110 },
    ],
  },
});
