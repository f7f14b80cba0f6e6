import { sql } from 'drizzle-orm';
import { contribute, rowsOf, translatableTexts } from '../../../sdk/server';
import { inflectOwners } from '../../inflection/public';
import { wordClassNamers } from '../public';
import { VOCS_COURSE } from '../shared/types';
import { vocDialects, vocs } from './tables';
import { vocInflectOwner } from './inflect-owner';

/**
 * The course vocabulary's words: Health counts them in every target dialect but those an entry
 * has disabled.
 */
export const vocabularyContributions = [
  contribute(inflectOwners, vocInflectOwner),
  contribute(wordClassNamers, {
    async inflectClassName(db, id) {
      const [r] = rowsOf<{ name: string }>(
        await db.execute(sql`select coalesce(p.name, c.name) as name from word_classes c left join word_classes p on p.id = c.inflect_as where c.id = ${id}`),
      );
      return r?.name ?? null;
    },
  }),
  contribute(translatableTexts, {
    ref: VOCS_COURSE,
    field: 'word',
    name: 'Vocabulary',
    records: (courseId: number, targetDialectId?: number) =>
      sql`select v.id from ${vocs} v where v.course_id = ${courseId} ${
        targetDialectId === undefined
          ? sql``
          : sql`and not exists (select 1 from ${vocDialects} vd where vd.voc_id = v.id and vd.dialect_id = ${targetDialectId} and not vd.target_enabled)`
      }`,
  }),
];
