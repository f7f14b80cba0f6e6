import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { PANEL_TITLES, LESSON_TITLES } from './public';

/**
 * Lesson Titles (27) and Panel Titles (26): a grid of a course's lessons or panels and an editor
 * of each one's title in the course's dialects (spec 3 §2). The titles are translatable texts
 * that their owners declare (translatableTexts: lessons' by lesson-outline, panels' by panels);
 * this plugin owns no table.
 */
export default definePlugin({
  name: 'titles',
  messages,
  modules: [
    { ...catalogued('panelTitle'), icon: 'IconHeading', screen: () => import('./client/PanelTitlesScreen') },
    { ...catalogued('lessonTitle'), icon: 'IconHeading', screen: () => import('./client/LessonTitlesScreen') },
  ],
  grids: {
    titles: [
      { field: 'id', headerName: 'Id', width: 80 },
      { field: 'position', headerName: 'Lesson', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1 },
    ],
  },
});
