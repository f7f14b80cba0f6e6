import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';

export default definePlugin({
  name: 'agent-qa',
  messages,
  modules: [{ ...catalogued('agentQA'), icon: 'IconTestPipe', screen: () => import('./client/AgentQaScreen') }],
});
