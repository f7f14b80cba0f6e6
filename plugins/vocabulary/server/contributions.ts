import { sql } from 'drizzle-orm';
import { contribute, inflectOwners, translatableTexts } from '../../../sdk/server';
import { VOCS_COURSE } from '../shared/types';
import { vocDialects, vocs } from './tables';
import { vocInflectOwner } from './inflect-owner';

/**
 * The course vocabulary's words: Health counts them in every target dialect but those an entry
 * has disabled.
 */
export const vocabularyContributions = [
  contribute(inflectOwners, vocInflectOwner),
  contribute(translatableTexts, {
    ref: VOCS_COURSE, field: 'word', name: 'Vocabulary',
    records: (courseId: number, targetDialectId?: number) => sql`select v.id from ${vocs} v where v.course_id = ${courseId} ${targetDialectId === undefined ? sql``
      : sql`and not exists (select 1 from ${vocDialects} vd where vd.voc_id = v.id and vd.dialect_id = ${targetDialectId} and not vd.target_enabled)`}`,
  }),
];
