import { BoardType, catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
import { DIALOGS, DIALOG_SEGMENTS } from './public';

export { DIALOGS, DIALOG_SEGMENTS };

/** The plugin's own ref for dialog segments (their texts and audio); their grant is the Dialogs module's. */
export const DIALOG_BOARD = BoardType.DIALOGS;
/** The built-in speaker of descriptions (spec 3 §3 Dialog speaker). */
export const DESCRIPTION_SPEAKER = { id: 0, name: 'DESCRIPTION', gender: 'm' } as const;

export default definePlugin({
  name: 'dialogs',
  messages,
  modules: [{ ...catalogued('dialog'), icon: 'IconMessages', screen: () => import('./client/DialogScreen') }],
  grids: {
    dialogs: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'aiReview', headerName: 'AI', type: 'aiReview', width: 60 },
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'positions', headerName: 'Positions', width: 110 },
      { field: 'segmentCount', headerName: 'Segments', type: 'number', width: 100 },
      { field: 'error', headerName: 'Error', flex: 1 },
    ],
  },
});
