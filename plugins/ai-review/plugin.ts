import { catalogued, definePlugin } from '../../sdk/shared';
export { AI_REVIEW } from './public';

export default definePlugin({
  name: 'ai-review',
  modules: [{ ...catalogued('aiReview'), icon: 'IconRobot', screen: () => import('./client/AiReviewScreen') }],
});
