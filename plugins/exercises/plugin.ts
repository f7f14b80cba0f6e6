import { BoardType, catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const EXERCISES = MODULE.exercise;
export const EXERCISE_BOARD = BoardType.EXERCISES;

export default definePlugin({
  name: 'exercises',
  modules: [
    { ...catalogued('exercise'), icon: 'IconPencilQuestion', screen: () => import('./client/ExerciseScreen') },
  ],
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
