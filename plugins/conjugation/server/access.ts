import { asc, eq } from 'drizzle-orm';
import { HttpError, type Db } from '../../../sdk/server';
import { CONJUGATION } from '../plugin';
import { firstCourseOf, languageOfCourse, ruleLanguage, rootChangeLanguage } from './rule-store';
import { conjRootChanges, conjRules } from './tables';

const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;

/**
 * Who may call a language's rules and root changes (spec 3 §7 `languages/{l}/...`): the
 * Conjugation grant on the course of `?course=`, which must be a course of that language (else
 * 404), or by default on the language's first course. `languageOf` reads the language the call
 * is about (its path, or the record it names; null: none, 404).
 */
function languageAccess(
  languageOf: (db: Db, params: Record<string, string>) => Promise<number | null>,
  sampleParams: (db: Db, languageId: number) => Promise<Record<string, number> | null>,
) {
  return {
    module: CONJUGATION,
    courseOf: async ({ params, query, db }: { params: Record<string, string>; query: { course?: string }; db: Db }): Promise<number | null> => {
      const languageId = await languageOf(db, params);
      if (languageId === null) return null;
      if (query.course === undefined) return firstCourseOf(db, languageId);
      const course = Number(query.course);
      if (!isId(course)) throw new HttpError(400, 'Invalid query: course', { course: 'Expected a course id' });
      return (await languageOfCourse(db, course)) === languageId ? course : null;
    },
    sample: async (db: Db, courseId: number) => {
      const languageId = await languageOfCourse(db, courseId);
      return languageId === null ? null : sampleParams(db, languageId);
    },
  };
}

async function languageExists(db: Db, id: number): Promise<number | null> {
  return isId(id) && (await firstCourseOf(db, id)) !== null ? id : null;
}

async function firstId(db: Db, table: typeof conjRules | typeof conjRootChanges, languageId: number) {
  const [r] = await db.select({ id: table.id }).from(table).where(eq(table.languageId, languageId)).orderBy(asc(table.id)).limit(1);
  return r ? { id: r.id } : null;
}

/** `languages/:languageId/...`: the language of the path. */
export const languageRoutes = languageAccess(
  (db, p) => languageExists(db, Number(p.languageId)),
  async (_db, languageId) => ({ languageId }),
);
/** `conj-rules/:id...`: the rule's language. */
export const ruleAccess = languageAccess(
  (db, p) => ruleLanguage(db, Number(p.id)),
  (db, languageId) => firstId(db, conjRules, languageId),
);
/** `conjugation-root-changes/:id`: the root change's language. */
export const rootChangeAccess = languageAccess(
  (db, p) => rootChangeLanguage(db, Number(p.id)),
  (db, languageId) => firstId(db, conjRootChanges, languageId),
);
