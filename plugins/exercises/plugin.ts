import { BoardType, catalogued, definePlugin } from '../../sdk/shared';
import { EXERCISES } from './public';
import { messages } from './messages';

export { EXERCISES };

export const EXERCISE_BOARD = BoardType.EXERCISES;

export default definePlugin({
  name: 'exercises',
  messages,
  modules: [{ ...catalogued('exercise'), icon: 'IconPencilQuestion', screen: () => import('./client/ExerciseScreen') }],
  grids: {
    exercises: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'positions', headerName: 'Positions', width: 110 },
      { field: 'target', headerName: 'Text', flex: 1 },
      { field: 'error', headerName: 'Error', flex: 1 },
    ],
  },
});
