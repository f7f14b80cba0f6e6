import { asc, eq, isNull, or } from 'drizzle-orm';
import { TableCache, type Db } from '../../../sdk/server';
import { wordClassOptions, type WordClass } from '../shared/word-classes';
import { wordClasses } from './tables';

const classes = new TableCache<readonly WordClass[]>(['word_classes'], 64);

/**
 * The word classes a course may use: the common ones and its own (the main vocabulary, course 0:
 * the common ones); kept in memory until word_classes changes.
 */
export function courseWordClasses(db: Db, courseId: number): Promise<readonly WordClass[]> {
  return classes.get(db, String(courseId), () =>
    db
      .select({ id: wordClasses.id, courseId: wordClasses.courseId, name: wordClasses.name, inflectAs: wordClasses.inflectAs })
      .from(wordClasses)
      .where(courseId > 0 ? or(isNull(wordClasses.courseId), eq(wordClasses.courseId, courseId)) : isNull(wordClasses.courseId))
      .orderBy(asc(wordClasses.name), asc(wordClasses.id)),
  );
}

/** GET courses/{courseId}/word-classes: the options by the spec's rules (never id 0 nor 'other'). */
export async function wordClassOptionsOf(db: Db, courseId: number, opts: { common?: boolean; final?: boolean }) {
  return wordClassOptions(await courseWordClasses(db, courseId), opts);
}

/** A word class's course (0 for a common one), or null when there is none: the host's reference check of WORD_CLASSES. */
export async function courseOfWordClass(db: Db, id: number): Promise<number | null> {
  const [c] = await db.select({ courseId: wordClasses.courseId }).from(wordClasses).where(eq(wordClasses.id, id));
  return c ? (c.courseId ?? 0) : null;
}
