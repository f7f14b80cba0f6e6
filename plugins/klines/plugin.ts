import { catalogued, definePlugin } from '../../sdk/shared';

export { KLINES } from './public';

export default definePlugin({
  name: 'klines',
  modules: [{ ...catalogued('klines'), icon: 'IconTimeline', screen: () => import('./client/KLineScreen') }],
  grids: {
    klines: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'panelIntroId', headerName: 'Panel intro', type: 'number', width: 110 },
    ],
  },
});
