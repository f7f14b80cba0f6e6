import { catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const AI_REVIEW = MODULE.aiReview;

export default definePlugin({
  name: 'ai-review',
  modules: [
    { ...catalogued('aiReview'), icon: 'IconRobot', screen: () => import('./client/AiReviewScreen') },
  ],
});
