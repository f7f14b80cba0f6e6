import { catalogued, definePlugin, MODULE } from '../../sdk/shared';

export const FEEDBACK = MODULE.feedback;

export default definePlugin({
  name: 'feedback',
  modules: [
    { ...catalogued('feedback'), icon: 'IconMoodSmile', screen: () => import('./client/FeedbackScreen') },
  ],
});
