import { definePlugin } from '../../sdk/shared';

export const GLOSSARIES = 10;

export default definePlugin({
  name: 'glossaries',
  modules: [
    { id: GLOSSARIES, key: 'glossaries', title: 'Glossaries', scope: 'course', icon: 'IconBook2', screen: () => import('./client/GlossaryScreen') },
  ],
  grids: {
    glossaries: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'forms', headerName: 'Forms', flex: 1 },
    ],
  },
});
