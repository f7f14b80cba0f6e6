import { contributionsTo, type Db } from '../../../sdk/server';
import { klineLists } from '../../klines/public';

/** A panel's k-line as its tooltip and card give it (spec 1 §3 Tooltip data): its name, visible when the course has it. */
export interface NamedKLine {
  id: number;
  name: string;
  visible: boolean;
}

/** The k-lines of a course { id, title }, from the plugins that list k-lines. */
export const courseKLines = async (db: Db, courseId: number) => (await Promise.all(contributionsTo(klineLists).map((k) => k.list(db, courseId)))).flat();

/** The k-line names of a course, by id. */
export const courseKLineNames = async (db: Db, courseId: number): Promise<Map<number, string>> =>
  new Map((await courseKLines(db, courseId)).map((k) => [k.id, k.title]));

/** A panel's k-line ids with their names (an id the course does not list: no name, not visible). */
export const namedKLines = (ids: number[], names: Map<number, string>): NamedKLine[] =>
  ids.map((id) => ({ id, name: names.get(id) ?? '', visible: names.has(id) }));
