import { route, type JobKind, type RouteDef } from '../../../../sdk/server';
import { ITEMS, itemsApi } from '../../public';
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
      route(itemsApi.kLines, {
        access: { module: ITEMS },
        handler: async ({ db, params }) => courseKlines(db, params.courseId),
      }),
    ],
  };
}
