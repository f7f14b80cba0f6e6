import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';

export { FEEDBACK } from './public';

export default definePlugin({
  name: 'feedback',
  messages,
  modules: [{ ...catalogued('feedback'), icon: 'IconMoodSmile', screen: () => import('./client/FeedbackScreen') }],
});
