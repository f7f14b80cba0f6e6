import { BoardType, catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const DIALOGS = MODULE.dialog;
/** The plugin's own ref for dialog segments (their texts and audio); their grant is the Dialogs module's. */
export const DIALOG_SEGMENTS = 2501;
export const DIALOG_BOARD = BoardType.DIALOGS;
/** The built-in speaker of descriptions (spec 3 §3 Dialog speaker). */
export const DESCRIPTION_SPEAKER = { id: 0, name: 'DESCRIPTION', gender: 'm' } as const;

export default definePlugin({
  name: 'dialogs',
  modules: [
    { ...catalogued('dialog'), icon: 'IconMessages', screen: () => import('./client/DialogScreen') },
  ],
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
