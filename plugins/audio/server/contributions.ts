import { sql } from 'drizzle-orm';
import { contribute, idArray, refRowsOwners } from '../../../sdk/server';
import { audioSetInfo, audioSetItems } from './tables';

/**
 * When records get their own ref (reading texts, out of the readings' 28): the sets reading only
 * those records follow them; a set that also reads records left behind keeps its ref.
 */
export const audioContributions = [
  contribute(refRowsOwners, {
    moveRef: async (db, { from, to, refIds }) => {
      await db.execute(sql`update ${audioSetInfo} s set ref = ${to} where s.ref = ${from}
        and not exists (select 1 from ${audioSetItems} i where i.set_id = s.set_id and not (i.ref_id = any(${idArray(refIds)})))`);
    },
  }),
];
