import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { TTS_LAB } from './public';

export default definePlugin({
  name: 'tts-lab',
  messages,
  modules: [{ ...catalogued('ttsLab'), icon: 'IconMicrophone', screen: () => import('./client/TtsLabScreen') }],
  grids: {
    ttsLab: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'name', headerName: 'Name', flex: 1 },
      { field: 'dialectCode', headerName: 'Dialect', width: 100 },
      { field: 'audio', headerName: 'Audio', width: 120 },
    ],
  },
});
