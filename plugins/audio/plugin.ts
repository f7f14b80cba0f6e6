import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { AUDIO } from './public';

export default definePlugin({
  name: 'audio',
  messages,
  modules: [{ ...catalogued('audio'), icon: 'IconVolume', screen: () => import('./client/AudioScreen') }],
  grids: {
    audioArtists: [
      { field: 'name', headerName: 'Name', flex: 1 },
      { field: 'gender', headerName: 'Gender', width: 90 },
      { field: 'userKey', headerName: 'Key', width: 130 },
    ],
  },
});
