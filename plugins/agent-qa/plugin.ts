import { definePlugin } from '../../sdk/shared';
import { AGENT_QA } from './shared';

export default definePlugin({
  name: 'agent-qa',
  modules: [
    { id: AGENT_QA, key: 'agentQA', title: 'Agent QA', scope: 'global', icon: 'IconTestPipe', screen: () => import('./client/AgentQaScreen') },
  ],
});
