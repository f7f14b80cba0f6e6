import { z } from 'zod';
import { route, type JobKind, type RouteDef } from '../../../../sdk/server';
import type { KlineOption } from '../../jobs-shared';
import { ITEMS } from '../../plugin';
import { courseKlines } from './kline-filter';
import { guesserKind } from './guesser';
import { meanValidatorKind } from './mean-validator';
import { sentenceValidatorKind } from './sentence-validator';

export const ITEM_JOB_KINDS = [guesserKind, sentenceValidatorKind, meanValidatorKind];

/** The three job kinds of the Items screen, and the k-lines their forms may filter by. */
export function itemJobs(): { jobKinds: JobKind[]; routes: RouteDef[] } {
  return {
    jobKinds: ITEM_JOB_KINDS,
    routes: [
      route({
        method: 'GET', url: 'courses/:courseId/item-jobs/k-lines', access: { module: ITEMS },
        params: z.object({ courseId: z.coerce.number().int().positive() }),
        summary: "The course's k-lines, for the item jobs' k-line filter",
        handler: async ({ db, params }): Promise<KlineOption[]> => courseKlines(db, params.courseId),
      }),
    ],
  };
}
