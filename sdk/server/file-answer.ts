import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStore } from './files';

/**
 * The one byte range of a Range header ('bytes=0-99', 'bytes=100-', 'bytes=-500'); undefined for
 * no header, several ranges or anything else, which gets the whole file (as RFC 9110 allows).
 */
export function byteRangeOf(header: string | undefined): ByteRange | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (!m[1] && !m[2])) return undefined;
  if (!m[1]) return { suffix: Number(m[2]) };
  const first = Number(m[1]);
  if (!m[2]) return { first };
  const last = Number(m[2]);
  return last < first ? undefined : { first, last };
}

/**
 * Answers a stored file as it is read from the folder or the bucket (never whole in memory), so
 * that an <audio> element can seek and a download can resume: `Accept-Ranges: bytes`; a Range gets
 * 206 with its Content-Range, or 416 when the file has no byte in it. With If-Range the whole file
 * is sent (the answers carry no validator it could match). Null, with nothing set on the reply, when
 * there is no such file; the caller adds its own headers (caching, CSP).
 */
export async function sendStoredFile(
  files: FileStore,
  key: string,
  { req, reply }: { req: FastifyRequest; reply: FastifyReply },
  type: string,
): Promise<Readable | Buffer | null> {
  const range = req.headers['if-range'] === undefined ? byteRangeOf(req.headers.range) : undefined;
  if (!range) {
    const file = await files.open(key);
    if (!file) return null;
    reply.header('accept-ranges', 'bytes').header('content-length', file.size).type(type);
    return file.stream;
  }
  const part = await files.openRange(key, range);
  if (!part) return null;
  reply.header('accept-ranges', 'bytes');
  if ('unsatisfiable' in part) {
    reply.code(416).header('content-range', `bytes */${part.size}`);
    return Buffer.alloc(0);
  }
  reply
    .code(206)
    .header('content-range', `bytes ${part.start}-${part.end}/${part.size}`)
    .header('content-length', part.end - part.start + 1)
    .type(type);
  return part.stream;
}
