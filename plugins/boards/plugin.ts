import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';

export { BOARDS } from './public';

export default definePlugin({
  name: 'boards',
  messages,
  modules: [{ ...catalogued('boards'), icon: 'IconLayoutKanban', screen: () => import('./client/BoardsScreen') }],
  grids: {
    /** Both sides of the Freelances dialog. */
    'board-freelances': [{ field: 'name', headerName: 'Name', flex: 1 }],
    /** The history of the State dialog (GET board-types/{type}/ref-ids/{refId}/states-history). */
    'work-state-history': [
      { field: 'change', headerName: 'Change', width: 125 },
      { field: 'at', headerName: 'When', type: 'timestamp', width: 150 },
      { field: 'userName', headerName: 'Who', width: 140 },
      { field: 'message', headerName: 'Message', width: 200 },
    ],
  },
});
