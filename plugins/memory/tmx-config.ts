import { z } from 'zod';
import { contract, dbIdParam, idParams } from '../../sdk/shared';

/** A TMX export (queued, with its progress) or import of a course's memory. */
export const tmxTransfer = z.object({
  id: z.number(),
  kind: z.enum(['export', 'import']),
  courseId: z.number(),
  fromDialectId: z.number().nullable(),
  toDialectId: z.number().nullable(),
  /** expired: a finished export whose file was deleted after EXPORT_TTL_HOURS. */
  status: z.enum(['queued', 'running', 'done', 'failed', 'expired']),
  done: z.number(),
  total: z.number(),
  fileName: z.string(),
  taskId: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type TmxTransfer = z.output<typeof tmxTransfer>;

/** What a TMX import did: units read, imported, duplicates left out, conflicts imported beside what the memory had, units skipped (fewer than two texts in the course's dialects). */
export const tmxImportReport = z.object({
  transferId: z.number(),
  units: z.number(),
  imported: z.number(),
  duplicates: z.number(),
  conflicts: z.number(),
  skipped: z.number(),
  /** The file's languages and the course dialect each became (null: none, its texts left out). */
  languages: z.array(z.object({ lang: z.string(), dialectCode: z.string().nullable() })),
  /** The first conflicts: the unit's line, its source and target texts. */
  conflictSamples: z.array(z.object({ line: z.number(), source: z.string(), target: z.string() })),
});
export type TmxImportReport = z.output<typeof tmxImportReport>;

export const TMX_MAX_BYTES = 100 * 1024 * 1024;
export const TMX_TOO_BIG = 'A TMX file may be up to 100 MB';

export const tmxApi = {
  startExport: contract({
    method: 'POST',
    path: 'memory/tmx/exports',
    body: z.object({ courseId: dbIdParam, fromDialectId: dbIdParam.optional(), toDialectId: dbIdParam.optional() }),
    answer: tmxTransfer,
    summary:
      "Queues a TMX 1.4b export of a course's memory: a dialect pair (source first), or every dialect of the course; answers the export with its progress",
  }),
  exports: contract({
    method: 'GET',
    path: 'memory/tmx/exports',
    query: z.object({ courseId: dbIdParam }),
    answer: z.array(tmxTransfer),
    summary: "The course's TMX exports and imports, newest first",
  }),
  export: contract({
    method: 'GET',
    path: 'memory/tmx/exports/:id',
    params: idParams,
    answer: tmxTransfer,
    summary: 'A TMX export with its progress',
  }),
  file: contract({
    method: 'GET',
    path: 'memory/tmx/exports/:id/file',
    params: idParams,
    summary: 'The TMX file of a finished export (409 while it runs)',
  }),
  // contract() types `multipart` as boolean; the spread keeps it `true`, so that the call takes { form }.
  import: {
    ...contract({
      method: 'POST',
      path: 'memory/tmx/imports',
      answer: tmxImportReport,
      summary:
        "Imports a TMX file (multipart: file, and courseId) into a course's memory in one transaction; answers the report (duplicates left out, conflicts imported and listed); a malformed file is a 400 naming its line",
    }),
    multipart: true as const,
  },
};
