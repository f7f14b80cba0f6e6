import { z } from 'zod';

/** The largest database id (int4). */
const DB_ID_MAX = 2_147_483_647;

/** Whether n can be a database id: anything else is simply not found, never sent to the database. */
export const isDbId = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= DB_ID_MAX;

/** A database id in a path or query (400 otherwise). */
export const dbIdParam = z.coerce.number().int().positive().max(DB_ID_MAX);
