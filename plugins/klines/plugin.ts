import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';

export { KLINES } from './public';

export default definePlugin({
  name: 'klines',
  messages,
  modules: [{ ...catalogued('klines'), icon: 'IconTimeline', screen: () => import('./client/KLineScreen') }],
  grids: {
    klines: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'panelIntroId', headerName: 'Panel intro', type: 'number', width: 110 },
    ],
  },
});
