import { z } from 'zod';
import { jobKindPlugin, route, type RouteDef, type TaskDef, type AgentDef, type EntityOwner } from '../../../../sdk/server';
import type { KlineOption } from '../../jobs-shared';
import { ITEMS } from '../../plugin';
import { courseKlines } from './kline-filter';
import { guesserKind } from './guesser';
import { meanValidatorKind } from './mean-validator';
import { sentenceValidatorKind } from './sentence-validator';

export const ITEM_JOB_KINDS = [guesserKind, sentenceValidatorKind, meanValidatorKind];

/** The three job kinds of the Items screen, and the k-lines their forms may filter by. */
export function itemJobs(): { routes: RouteDef[]; tasks: TaskDef[]; agents: AgentDef[]; entities: EntityOwner[] } {
  const parts = ITEM_JOB_KINDS.map(jobKindPlugin);
  return {
    routes: [
      ...parts.flatMap((p) => p.routes),
      route({
        method: 'GET', url: 'courses/:courseId/item-jobs/k-lines', access: { module: ITEMS },
        params: z.object({ courseId: z.coerce.number().int().positive() }),
        summary: "The course's k-lines, for the item jobs' k-line filter",
        handler: async ({ db, params }): Promise<KlineOption[]> => courseKlines(db, params.courseId),
      }),
    ],
    tasks: parts.flatMap((p) => p.tasks),
    entities: parts[0].entities,
    agents: parts.flatMap((p) => p.agents),
  };
}
