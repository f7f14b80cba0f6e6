import { eq } from 'drizzle-orm';
import {
  byIdAccess,
  HttpError,
  notFound,
  readUpload,
  route,
  sendStoredFile,
  svgFileProblem,
  type Db,
  type MultipartRequest,
  type RouteDef,
} from '../../../sdk/server';
import { BOOKS, booksApi } from '../public';
import { books } from './tables';

/**
 * A book's illustration (spec 4 §2.4): one SVG image, stored as 38/{id}/illustration.svg.
 * POST books/{id}/illustration takes a multipart body with an `svg` file; DELETE removes it;
 * GET books/{id}/illustration.svg serves it (sandboxed). Writes answer data.hasIllustration.
 */
export const ILLUSTRATION_MAX_BYTES = 2 * 1024 * 1024;
const key = (id: number) => `${BOOKS}/${id}/illustration.svg`;

/** Why the bytes are not a safe SVG image, or undefined. */
export function svgProblem(data: Buffer): string | undefined {
  if (!data.length) return 'The file is empty.';
  if (data.length > ILLUSTRATION_MAX_BYTES) return 'The SVG file is larger than 2 MB.';
  return svgFileProblem(data);
}

async function readSvg(req: MultipartRequest) {
  const { files } = await readUpload(req, {
    files: { svg: { maxBytes: ILLUSTRATION_MAX_BYTES, tooBig: 'The SVG file is larger than 2 MB.' } },
    expected: 'an svg file',
    tooMany: 'Send one svg file.',
  });
  return files.svg?.data;
}

const setHas = (db: Db, id: number, has: boolean) => db.update(books).set({ hasIllustration: has }).where(eq(books.id, id));

export const illustrationRoutes: RouteDef[] = [
  route(booksApi.uploadIllustration, {
    access: byIdAccess(BOOKS, books),
    handler: async ({ db, files, params, req }) => {
      if (!req.isMultipart()) throw new HttpError(400, 'Send the SVG file as multipart/form-data.', { svg: 'Required' });
      const svg = await readSvg(req);
      if (!svg) throw new HttpError(400, 'The upload needs an SVG file.', { svg: 'Required' });
      const problem = svgProblem(svg);
      if (problem) throw new HttpError(400, problem, { svg: problem });
      await files.put(key(params.id), svg);
      await setHas(db, params.id, true);
      return { hasIllustration: true };
    },
  }),
  route(booksApi.removeIllustration, {
    access: byIdAccess(BOOKS, books),
    handler: async ({ db, files, params }) => {
      await files.delete(key(params.id));
      await setHas(db, params.id, false);
      return { hasIllustration: false };
    },
  }),
  route(booksApi.illustration, {
    access: byIdAccess(BOOKS, books),
    handler: async ({ db, files, params, req, reply }) => {
      const [b] = await db.select({ has: books.hasIllustration }).from(books).where(eq(books.id, params.id));
      const data = b?.has ? await sendStoredFile(files, key(params.id), { req, reply }, 'image/svg+xml') : null;
      if (!data) throw notFound('Illustration');
      reply
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return data;
    },
  }),
];
