import { catalogued, contribute, definePlugin, gridCellMarks } from '../../sdk/shared';
import { messages } from './messages';
import { aiReviewMark } from './client/grid-mark';
export { AI_REVIEW } from './public';

export default definePlugin({
  name: 'ai-review',
  messages,
  modules: [{ ...catalogued('aiReview'), icon: 'IconRobot', screen: () => import('./client/AiReviewScreen') }],
  // The robot of the content grids: its findings as tooltip, a click opens the record at the first.
  contributes: [contribute(gridCellMarks, aiReviewMark)],
});
