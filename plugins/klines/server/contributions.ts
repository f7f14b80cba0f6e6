import { asc, eq } from 'drizzle-orm';
import { contribute } from '../../../sdk/server';
import { klineLists } from '../public';
import { klines } from './tables';

/** The course's k-lines, for other modules' k-line filters (the item jobs'). */
export const klineContributions = [
  contribute(klineLists, {
    list: (db, courseId) => db.select({ id: klines.id, title: klines.title }).from(klines).where(eq(klines.courseId, courseId)).orderBy(asc(klines.id)),
  }),
];
