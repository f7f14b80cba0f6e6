import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './db';
import { courseDialects, dialects } from './tables';
import type { DialectRef } from '../shared';

/** A course's source or target dialects, in display order. */
export async function courseDialectList(db: Db, courseId: number, kind: 'source' | 'target'): Promise<DialectRef[]> {
  return db
    .select({ dialectId: dialects.id, dialectCode: dialects.code })
    .from(courseDialects)
    .innerJoin(dialects, eq(dialects.id, courseDialects.dialectId))
    .where(and(eq(courseDialects.courseId, courseId), eq(courseDialects.kind, kind)))
    .orderBy(asc(courseDialects.position), asc(dialects.id));
}

/** Every dialect, for records of global modules (headings, languages). */
export async function allDialects(db: Db): Promise<DialectRef[]> {
  return db.select({ dialectId: dialects.id, dialectCode: dialects.code }).from(dialects).orderBy(asc(dialects.id));
}
