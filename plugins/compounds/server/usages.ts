import { and, eq } from 'drizzle-orm';
import type { Db, UsageProvider } from '../../../sdk/server';
import { COMPOUNDS } from '../public';
import { MEMBER_REFS } from '../shared/types';
import { compoundItems, compounds } from './tables';

/** The compounds a vocabulary entry or a panel is a member of (their Uses, and their refused deletes). */
export const compoundUsages: UsageProvider[] = MEMBER_REFS.map(({ ref }) => ({
  of: ref,
  kind: 'compounds',
  module: COMPOUNDS,
  find: async (db: Db, id: number) =>
    db
      .selectDistinct({ id: compounds.id, courseId: compounds.courseId })
      .from(compoundItems)
      .innerJoin(compounds, eq(compounds.id, compoundItems.compoundId))
      .where(and(eq(compoundItems.ref, ref), eq(compoundItems.refId, id)))
      .orderBy(compounds.id),
}));
