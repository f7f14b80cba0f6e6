/** The rows of a raw `db.execute(sql…)`: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows?: T[] }).rows ?? (res as T[]);
