import { eq } from 'drizzle-orm';
import {
  HttpError,
  imageProblem,
  readUpload,
  route,
  sendStoredFile,
  svgFileProblem,
  type Db,
  type FileStore,
  type MultipartRequest,
} from '../../../sdk/server';
import { SENTENCES, sentencesApi } from '../public';
import { ILLUSTRATION_MAX_BYTES, type ImageFormat } from '../rules';
import { sentences } from './tables';

/**
 * Illustrations (spec 2 §2, §5, §7, §8): POST /svg/{ref}/{id} takes a multipart body with an
 * `svg` and a `png` file (both needed), checks them, and stores them in the file store as
 * {ref}/{id}/illustration.svg and .png; DELETE /svg/{ref}/{id} removes them; GET
 * /svg/{ref}/{id}/{light|dark}.{svg|png} serves them with the record's access rules (the
 * background is the preview's, the file is the same). Writes answer data.status 1 (the spec's
 * 'ok'); a refused upload answers 400 with the error and the failing fields (svg, png).
 * Only sentences (ref 16) have illustrations for now.
 */

const key = (ref: number, id: number, format: ImageFormat) => `${ref}/${id}/illustration.${format}`;
const MB = (ILLUSTRATION_MAX_BYTES / (1024 * 1024)).toFixed(0);

/** The records that have illustrations: how their flags are stored. */
const ILLUSTRATED: Record<
  number,
  {
    set(db: Db, id: number, has: { hasSvg: boolean; hasPng: boolean }): Promise<void>;
    get(db: Db, id: number): Promise<{ hasSvg: boolean; hasPng: boolean } | undefined>;
  }
> = {
  [SENTENCES]: {
    set: async (db, id, has) => {
      await db.update(sentences).set(has).where(eq(sentences.id, id));
    },
    get: async (db, id) => (await db.select({ hasSvg: sentences.hasSvg, hasPng: sentences.hasPng }).from(sentences).where(eq(sentences.id, id)))[0],
  },
};

function illustrated(ref: number) {
  const kind = ILLUSTRATED[ref];
  if (!kind) throw new HttpError(404, `Module ${ref} has no illustrations`);
  return kind;
}

/** The svg and png files of the multipart body (see readUpload). */
async function readParts(req: MultipartRequest): Promise<Partial<Record<ImageFormat, Buffer>>> {
  const tooBig = (f: ImageFormat) => ({ maxBytes: ILLUSTRATION_MAX_BYTES, tooBig: `The ${f.toUpperCase()} file is larger than ${MB} MB.` });
  const { files } = await readUpload(req, {
    files: { svg: tooBig('svg'), png: tooBig('png') },
    expected: 'only svg and png',
    tooMany: 'Send only an svg and a png file.',
  });
  return { svg: files.svg?.data, png: files.png?.data };
}

const recordAccess = { record: (p: { ref: string; refId: string }) => ({ ref: Number(p.ref), refId: Number(p.refId) }) };

export async function storeIllustration(db: Db, files: FileStore, ref: number, id: number, got: Partial<Record<ImageFormat, Buffer>>) {
  const kind = illustrated(ref);
  const fields: Record<string, string> = {};
  for (const f of ['svg', 'png'] as const) {
    if (!got[f]?.length) fields[f] = got[f] ? 'The file is empty' : 'Required';
  }
  if (Object.keys(fields).length) {
    throw new HttpError(400, `The upload needs both an SVG and a PNG file (missing: ${Object.keys(fields).join(', ')}).`, fields);
  }
  const problems = {
    svg: got.svg!.length > ILLUSTRATION_MAX_BYTES ? `The SVG file is larger than ${MB} MB.` : svgFileProblem(got.svg!),
    png: got.png!.length > ILLUSTRATION_MAX_BYTES ? `The PNG file is larger than ${MB} MB.` : imageProblem(got.png!, ['png'], 'The PNG file'),
  };
  const failing = Object.entries(problems).filter(([, v]) => v) as [ImageFormat, string][];
  if (failing.length) throw new HttpError(400, failing.map(([, v]) => v).join(' '), Object.fromEntries(failing));
  await files.put(key(ref, id, 'svg'), got.svg!);
  await files.put(key(ref, id, 'png'), got.png!);
  await kind.set(db, id, { hasSvg: true, hasPng: true });
  return { status: 1, hasSvg: true, hasPng: true };
}

export const illustrationRoutes = [
  route(sentencesApi.uploadIllustration, {
    access: recordAccess,
    handler: async ({ db, files, params, req }) => {
      illustrated(params.ref);
      if (!req.isMultipart()) {
        throw new HttpError(400, 'The upload needs both an SVG and a PNG file (send multipart/form-data).', { svg: 'Required', png: 'Required' });
      }
      return storeIllustration(db, files, params.ref, params.refId, await readParts(req));
    },
  }),
  route(sentencesApi.removeIllustration, {
    access: recordAccess,
    handler: async ({ db, files, params }) => {
      const kind = illustrated(params.ref);
      await files.delete(key(params.ref, params.refId, 'svg'));
      await files.delete(key(params.ref, params.refId, 'png'));
      await kind.set(db, params.refId, { hasSvg: false, hasPng: false });
      return { status: 1, hasSvg: false, hasPng: false };
    },
  }),
  route(sentencesApi.illustrationFile, {
    access: recordAccess,
    handler: async ({ db, files, params, req, reply }) => {
      const kind = illustrated(params.ref);
      const format = params.file.endsWith('.svg') ? 'svg' : 'png';
      const has = await kind.get(db, params.refId);
      const type = format === 'svg' ? 'image/svg+xml' : 'image/png';
      const data = has?.[format === 'svg' ? 'hasSvg' : 'hasPng']
        ? await sendStoredFile(files, key(params.ref, params.refId, format), { req, reply }, type)
        : null;
      if (!data) throw new HttpError(404, `No ${format.toUpperCase()} illustration`);
      reply.header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff');
      // An SVG opened on its own is a document: it may not run anything or load anything.
      if (format === 'svg') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return data;
    },
  }),
];
