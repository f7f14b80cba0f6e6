import { z } from 'zod';
import { TranslationStatus } from './enums';

/** The largest database id (int4). */
const DB_ID_MAX = 2_147_483_647;

/** Whether n can be a database id: anything else is simply not found, never sent to the database. */
export const isDbId = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= DB_ID_MAX;

/** A database id in a path or query (400 otherwise). */
export const dbIdParam = z.coerce.number().int().positive().max(DB_ID_MAX);

/** The longest search a list takes: a longer one is refused (400) before it can hold the database. */
export const SEARCH_MAX = 200;
/** A list's search text (?text=). */
export const searchText = z.string().max(SEARCH_MAX, `At most ${SEARCH_MAX} characters`);

/** The path parameters of a record reached by id: ':id'. */
export const idParams = z.object({ id: dbIdParam });

/** The path parameters of a course's list: ':courseId'. */
export const courseParams = z.object({ courseId: dbIdParam });

/** What an editor sends for a translatable text: per dialect, the text and optionally its status. */
export const translationTextsBody = z.array(
  z.object({
    dialectId: z.number().int().positive(),
    text: z.string().max(20_000),
    status: z.nativeEnum(TranslationStatus).optional(),
  }),
);
export type TranslationTextsBody = z.output<typeof translationTextsBody>;
