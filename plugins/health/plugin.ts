import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { HEALTH } from './public';

/**
 * Course health checks (spec 1 §2 Health screen). Health is a global module: a user granted it
 * may list and run the checks of every course (the checks only count records, they show no
 * content), so its routes take :courseId without checking a course grant.
 */
export default definePlugin({
  name: 'health',
  messages,
  modules: [{ ...catalogued('health'), icon: 'IconHeartbeat', screen: () => import('./client/HealthScreen') }],
});
