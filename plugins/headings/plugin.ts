import { definePlugin } from '../../sdk/shared';

export const HEADINGS = 4;

/**
 * The modules whose records use a heading (MODULES.md ids, also their `ref`). The Uses tab links
 * to their lists through the navigation service; this plugin never imports them.
 */
export const SEGMENTS = 23;
export const READINGS = 28;
export const TRAINERS = 39;
export const EXERCISES = 8;

export default definePlugin({
  name: 'headings',
  modules: [
    { id: HEADINGS, key: 'heading', title: 'Headings', scope: 'global', icon: 'IconHeading', screen: () => import('./client/HeadingScreen') },
  ],
  grids: {
    headings: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
    ],
  },
});
