import { sql } from 'drizzle-orm';
import { contribute, rowsOf, translatableTexts } from '../../../sdk/server';
import { inflectOwners } from '../../inflection/public';
import { courseLevels } from '../../memory/public';
import { wordClassNamers } from '../public';
import { VOCS_COURSE } from '../shared/types';
import { vocDialects, vocs } from './tables';
import { vocInflectOwner } from './inflect-owner';

/**
 * The course vocabulary's words: Health counts them in every target dialect but those an entry
 * has disabled.
 */
/** Level codes 11-15 are A1.1-A1.5, 21-25 A2, 31-35 B1 (spec 3 §2 Vocabulary screen). */
const CEFR = ['A1', 'A2', 'B1'];

export const vocabularyContributions = [
  // The levels a course teaches are those of its entries.
  contribute(courseLevels, {
    async levelsOf(db) {
      const rows = rowsOf<{ courseId: number; band: number }>(
        await db.execute(sql`select distinct course_id as "courseId", level / 10 as band from ${vocs} where level between 11 and 35 and course_id > 0`),
      );
      const levels = new Map<number, string[]>();
      for (const r of rows) {
        const level = CEFR[Number(r.band) - 1];
        if (level) levels.set(Number(r.courseId), [...(levels.get(Number(r.courseId)) ?? []), level]);
      }
      return levels;
    },
  }),
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
