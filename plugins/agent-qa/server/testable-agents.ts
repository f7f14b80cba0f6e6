import { type AgentDef, type AgentRunner } from '../../../sdk/server';
import { type AgentType } from '../shared';

/** The agents a QA job can test: every registered agent that says how (AgentDef.qa), whatever plugin defines it. */
const testable = (agents: AgentRunner): AgentDef[] => agents.registered().filter((a) => a.qa);
export const agentTypes = (agents: AgentRunner): AgentType[] =>
  testable(agents).map((a) => ({
    value: a.type,
    label: a.label,
    description: a.description,
    requiresCourses: !!a.requiresCourses,
    requires_courses: !!a.requiresCourses,
  }));
export const agentOf = (agents: AgentRunner, type: string) => testable(agents).find((a) => a.type === type);
/** An agent type's title (its label), or the type itself for an agent no longer registered. */
export const agentLabelOf = (agents: AgentRunner) => {
  const labels = new Map(agents.registered().map((a) => [a.type, a.label]));
  return (type: string) => labels.get(type) ?? type;
};
