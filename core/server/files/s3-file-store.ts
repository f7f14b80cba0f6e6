import { Readable } from 'node:stream';
import { rangeIn, type FileStore } from '../../../sdk/server/files';
import { checkedKey } from './file-key';

/** How to reach an S3-compatible service: without an endpoint, AWS itself; keys, else the SDK's usual sources (AWS_* variables, profiles, roles). */
export interface S3Options {
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted services want; on by default with an endpoint. */
  forcePathStyle?: boolean;
}

/** FILES_URL=s3://bucket/prefix: the bucket and the prefix of every key (without slashes at its ends). */
export function s3LocationFrom(url: string): { bucket: string; prefix: string } {
  const m = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!m) throw new Error(`FILES_URL must read s3://bucket/prefix, not ${url}`);
  return { bucket: m[1], prefix: m[2].replace(/^\/+|\/+$/g, '') };
}

/**
 * Files in an S3 bucket, under a prefix; written with a streamed (multipart when large) upload, read
 * as streams. The AWS SDK is loaded here, only when FILES_URL names a bucket: a server on a folder
 * neither pays for loading it nor gets its warnings.
 */
export async function s3FileStore(location: { bucket: string; prefix: string }, options: S3Options): Promise<FileStore> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const notFound = (e: unknown) => e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? 'us-east-1',
    forcePathStyle: options.forcePathStyle ?? !!options.endpoint,
    // Checksums only where S3 requires them: the SDK's default trailing checksums are not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  const Bucket = location.bucket;
  const keyOf = (key: string) => (location.prefix ? `${location.prefix}/${checkedKey(key)}` : checkedKey(key));
  const unsatisfiable = (e: unknown) => e instanceof S3ServiceException && (e.name === 'InvalidRange' || e.$metadata.httpStatusCode === 416);
  /** GetObject, with a Range when given; null when there is no such object. */
  const read = async (key: string, range?: string) => {
    try {
      const got = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key), Range: range }));
      if (!(got.Body instanceof Readable)) throw new Error('The S3 client answered a body that is not a Node stream');
      return { stream: got.Body, size: got.ContentLength ?? 0, contentRange: got.ContentRange };
    } catch (e) {
      if (notFound(e)) return null;
      throw e;
    }
  };
  /** The object's size, or null when there is none. */
  const sizeOf = async (key: string) => {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }))).ContentLength ?? 0;
    } catch (e) {
      if (notFound(e)) return null;
      throw e;
    }
  };
  return {
    async put(key, data) {
      await new Upload({ client, params: { Bucket, Key: keyOf(key), Body: data } }).done();
    },
    async get(key) {
      const got = await read(key);
      if (!got) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of got.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async open(key) {
      const got = await read(key);
      return got && { stream: got.stream, size: got.size };
    },
    async openRange(key, range) {
      let asked: { first: number; last?: number };
      if ('suffix' in range) {
        // Made first-last on the object's size: not every S3-compatible service reads 'bytes=-n' (s3rver answers from the start).
        const size = await sizeOf(key);
        if (size === null) return null;
        const bytes = rangeIn(range, size);
        if (!bytes) return { unsatisfiable: true, size };
        asked = { first: bytes.start, last: bytes.end };
      } else asked = range;
      let got: Awaited<ReturnType<typeof read>>;
      try {
        got = await read(key, `bytes=${asked.first}-${asked.last ?? ''}`);
      } catch (e) {
        if (!unsatisfiable(e)) throw e;
        const size = await sizeOf(key);
        return size === null ? null : { unsatisfiable: true, size };
      }
      if (!got) return null;
      // 'bytes 0-99/1234'; a service that ignored the Range answered the whole object.
      const m = got.contentRange && /^bytes (\d+)-(\d+)\/(\d+)$/.exec(got.contentRange);
      if (!m) return { stream: got.stream, size: got.size, start: 0, end: got.size - 1 };
      return { stream: got.stream, size: Number(m[3]), start: Number(m[1]), end: Number(m[2]) };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
