import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { SEGMENTS } from './public';

export default definePlugin({
  name: 'segments',
  messages,
  modules: [{ ...catalogued('segment'), icon: 'IconLayoutRows', screen: () => import('./client/SegmentScreen') }],
  grids: {
    segments: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'aiReview', headerName: 'AI', type: 'aiReview', width: 60 },
      { field: 'panelId', headerName: 'Panel', width: 80 },
      { field: 'target', headerName: 'Target', flex: 1 },
      { field: 'source', headerName: 'Source', flex: 1 },
      { field: 'level', headerName: 'Level', width: 80 },
    ],
  },
});
