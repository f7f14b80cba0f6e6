import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { FileStore } from './files';
import { HttpError } from './route';

/*
 * One reader for every upload route's multipart body (@fastify/multipart), so that every refusal
 * is a 400 said in plain words, answered at once: a file the route does not take is refused before
 * any of it is read, a file too large when it passes its limit, a body that is not well-formed
 * multipart (no boundary, cut short, a malformed part) as such. The host drains or closes what a
 * refusal left unread (core/server/http/request-bodies.ts), so the connection stays usable.
 */

export interface UploadSpec {
  /**
   * The file fields taken: each with its largest size in bytes (default: the host's MAX_UPLOAD_MB)
   * and the refusal when larger. At most one file per field.
   */
  files: Record<string, { maxBytes?: number; tooBig: string }>;
  /** The text fields taken (up to 1 KB each; a longer value is cut); any other text field is ignored. */
  fields?: string[];
  /** What the client should send, for the refusal of another file: "send {expected}." */
  expected: string;
  /** The refusal when more files or fields come than the route takes. */
  tooMany: string;
}

export interface UploadedFile {
  data: Buffer;
  /** The type the client declared (not checked: the route decodes the bytes). */
  mimetype: string;
  filename: string;
}

export interface Upload {
  files: Partial<Record<string, UploadedFile>>;
  fields: Partial<Record<string, string>>;
}

/** What @fastify/multipart adds to a request. */
export type MultipartRequest = Pick<FastifyRequest, 'parts'>;

const EXTRA_FIELDS = 2;
const FIELD_BYTES = 1024;

const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;

/** The refusal of a body that is not well-formed multipart (busboy's or @fastify/multipart's own errors). */
const malformed = (e: unknown) => new HttpError(400, `The upload could not be read: ${(e as Error).message || 'not a well-formed multipart body'}.`);

/** Reads the upload's files and fields as the spec says; any refusal is an HttpError 400. */
export async function readUpload(req: MultipartRequest, spec: UploadSpec): Promise<Upload> {
  const got: Upload = { files: {}, fields: {} };
  const sizes = Object.values(spec.files).map((f) => f.maxBytes);
  const fileSize = sizes.every((s) => s !== undefined) ? Math.max(...(sizes as number[])) : undefined;
  const limits = {
    files: Object.keys(spec.files).length,
    fields: (spec.fields?.length ?? 0) + EXTRA_FIELDS,
    fieldSize: FIELD_BYTES,
    ...(fileSize === undefined ? {} : { fileSize }),
  };
  try {
    for await (const part of req.parts({ limits })) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (spec.fields?.includes(name) && typeof part.value === 'string') got.fields[name] = part.value;
        continue;
      }
      const rule = Object.hasOwn(spec.files, name) ? spec.files[name] : undefined;
      if (!rule) throw new HttpError(400, `Unexpected file '${name}': send ${spec.expected}.`, { [name]: 'Not expected' });
      if (got.files[name]) throw new HttpError(400, spec.tooMany);
      const tooBig = () => new HttpError(400, rule.tooBig, { [name]: rule.tooBig });
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (e) {
        if (codeOf(e) === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
        throw e;
      }
      if (rule.maxBytes !== undefined && data.length > rule.maxBytes) throw tooBig();
      got.files[name] = { data, mimetype: part.mimetype, filename: part.filename };
    }
  } catch (e) {
    throw refusalOf(e, spec.tooMany);
  }
  return got;
}

/** A multipart reader's error as the refusal it answers. */
function refusalOf(e: unknown, tooMany: string): HttpError {
  if (e instanceof HttpError) return e;
  const code = codeOf(e);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(400, tooMany);
  return malformed(e);
}

export interface StreamedUploadSpec {
  /** The one file field taken, its largest size and the refusal when larger. */
  file: string;
  maxBytes: number;
  tooBig: string;
  /** The refusal when the body has no file. */
  missing: string;
  /** The text fields taken (sent before the file); any other text field is ignored. */
  fields?: string[];
  expected: string;
  tooMany: string;
}

export interface StreamedFile {
  filename: string;
  mimetype: string;
  /** The file's bytes as they arrive; the stream ends only once the rest of the body is read too. */
  chunks: AsyncIterable<Buffer>;
}

/**
 * Reads an upload of one file without holding it: `read` gets the text fields sent before the
 * file and the file's bytes as they arrive (a parser fed chunk by chunk). A file too large, a
 * second file or a malformed body throws from `chunks` while `read` still runs, so that a reader
 * writing in one transaction writes nothing.
 */
export async function streamUpload<T>(
  req: MultipartRequest,
  spec: StreamedUploadSpec,
  read: (file: StreamedFile, fields: Partial<Record<string, string>>) => Promise<T>,
): Promise<T> {
  const fields: Partial<Record<string, string>> = {};
  const limits = { files: 1, fields: (spec.fields?.length ?? 0) + EXTRA_FIELDS, fieldSize: FIELD_BYTES, fileSize: spec.maxBytes };
  const parts = req.parts({ limits })[Symbol.asyncIterator]();
  const next = async () => {
    try {
      return await parts.next();
    } catch (e) {
      throw refusalOf(e, spec.tooMany);
    }
  };
  for (let step = await next(); !step.done; step = await next()) {
    const part = step.value;
    if (part.type === 'field') {
      if (spec.fields?.includes(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== spec.file)
      throw new HttpError(400, `Unexpected file '${part.fieldname}': send ${spec.expected}.`, { [part.fieldname]: 'Not expected' });
    const stream = part.file;
    async function* chunks(): AsyncGenerator<Buffer> {
      try {
        for await (const chunk of stream) yield chunk as Buffer;
      } catch (e) {
        throw refusalOf(e, spec.tooMany);
      }
      if (stream.truncated) throw new HttpError(400, spec.tooBig, { [spec.file]: spec.tooBig });
      // The rest of the body (the closing boundary, or a second file refused) before the reader finishes.
      for (let rest = await next(); !rest.done; rest = await next()) if (rest.value.type === 'file') throw new HttpError(400, spec.tooMany);
    }
    return read({ filename: part.filename, mimetype: part.mimetype, chunks: chunks() }, fields);
  }
  throw new HttpError(400, spec.missing, { [spec.file]: 'Required' });
}

/** Where storeUpload puts the file: under key in the file store. */
export interface StoreAs {
  files: FileStore;
  key: string;
}

export interface StoredFile {
  key: string;
  size: number;
  mimetype: string;
  filename: string;
}

/**
 * An upload of one file streamed into the file store as it arrives, never held whole in memory (a
 * large import), read as streamUpload reads it: its limit and refusals are streamUpload's, and a
 * refused file is not kept (the store's put fails with the stream).
 */
export function storeUpload(
  req: MultipartRequest,
  spec: StreamedUploadSpec,
  store: StoreAs,
): Promise<{ stored: StoredFile; fields: Partial<Record<string, string>> }> {
  return streamUpload(req, spec, async (file, fields) => {
    let size = 0;
    async function* counted() {
      for await (const chunk of file.chunks) {
        size += chunk.length;
        yield chunk;
      }
    }
    await store.files.put(store.key, Readable.from(counted()));
    return { stored: { key: store.key, size, mimetype: file.mimetype, filename: file.filename }, fields };
  });
}
