import { catalogued, definePlugin } from '../../sdk/shared';

export default definePlugin({
  name: 'agent-qa',
  modules: [{ ...catalogued('agentQA'), icon: 'IconTestPipe', screen: () => import('./client/AgentQaScreen') }],
});
