import { catalogued, definePlugin } from '../../sdk/shared';
export { FEEDBACK } from './public';

export default definePlugin({
  name: 'feedback',
  modules: [{ ...catalogued('feedback'), icon: 'IconMoodSmile', screen: () => import('./client/FeedbackScreen') }],
});
