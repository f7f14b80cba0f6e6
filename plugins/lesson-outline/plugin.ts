import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';

/**
 * Lesson Outline (24): the course planner over the course structure (lessons, cycles: platform
 * tables in sdk/server/tables.ts) and the outline's activities (this plugin's table), with the
 * side bank, the trash and the wizard (spec 3 §2).
 */
export default definePlugin({
  name: 'lesson-outline',
  messages,
  modules: [{ ...catalogued('lessonOutline'), icon: 'IconListTree', screen: () => import('./client/OutlineScreen') }],
});
