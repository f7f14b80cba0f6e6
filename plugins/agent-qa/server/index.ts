import { eq } from 'drizzle-orm';
import { defineServerPlugin, type EntityOwner } from '../../../sdk/server';
import { AGENT_QA } from '../shared';
import { agentQaItems } from './tables';
import { qaRoutes } from './routes';
import { runItem } from './run-item';

/** A QA item's prompt log is for users of Agent QA (a global module). */
const qaItemOwner: EntityOwner = {
  type: 'agent_qa_item',
  async owner(db, id) {
    const [row] = await db.select({ id: agentQaItems.id }).from(agentQaItems).where(eq(agentQaItems.id, id));
    return row ? { module: AGENT_QA, courseId: 0 } : null;
  },
};

export default defineServerPlugin({
  tasks: [runItem],
  entities: [qaItemOwner],
  routes: qaRoutes,
});
