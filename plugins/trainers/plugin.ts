import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { TRAINERS, TRAINER_SEGMENTS } from './public';

/** The plugin's own ref for trainer segments (their translations, concept links and AI reviews); their grant is the Trainers module's. */

export default definePlugin({
  name: 'trainers',
  messages,
  modules: [{ ...catalogued('trainer'), icon: 'IconBarbell', screen: () => import('./client/TrainerScreen') }],
  grids: {
    trainers: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'aiReview', headerName: 'AI', type: 'aiReview', width: 60 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'segments', headerName: 'Segments', width: 100 },
      { field: 'error', headerName: 'Error', flex: 1 },
    ],
  },
});
