import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { READINGS, READING_TEXTS, READING_TITLES } from './public';

/** The plugin's own ref for reading texts (their translations, concept links, AI reviews and audio); their grant is the Readings module's. */

export default definePlugin({
  name: 'readings',
  messages,
  modules: [{ ...catalogued('reading'), icon: 'IconBook', screen: () => import('./client/ReadingScreen') }],
  grids: {
    readings: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'aiReview', headerName: 'AI', type: 'aiReview', width: 60 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'positions', headerName: 'Positions', width: 110 },
      { field: 'nTexts', headerName: 'Texts', width: 80 },
      { field: 'nExercises', headerName: 'Exercises', width: 100 },
    ],
  },
});
