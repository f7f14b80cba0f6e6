import { and, eq } from 'drizzle-orm';
import { basename } from 'node:path';
import type { AudioRef } from '../../../sdk/server/audio';
import { audioFileProblem } from '../../../sdk/server/audio-files';
import type { Db } from '../../../sdk/server/db';
import { isDbId } from '../../../sdk/shared/schemas';
import { sendStoredFile } from '../../../sdk/server/file-answer';
import type { FileStore } from '../../../sdk/server/files';
import { HttpError, route, type RouteDef } from '../../../sdk/server/route';
import { readUpload, type UploadedFile } from '../../../sdk/server/uploads';
import {
  AUDIO_FIELD,
  AUDIO_MAX_BYTES,
  AUDIO_MESSAGES,
  AUDIO_MIME_TYPES,
  audioContracts,
  audioLockedMessage,
  type AudioDownload,
  type AudioState,
} from '../../../sdk/shared/audio';
import { audioReferences, dialects } from '../db/schema';
import { audioStateOf, audioStatesOf } from './storage';

/* The routes of every registered audio ref: see sdk/server/audio.ts for the paths and rules. */

/** What the file's bytes are: a WAV (RIFF/WAVE) or an MP3 (ID3 tag or an MPEG audio frame), or undefined. */
export function audioKindOf(data: Buffer): 'wav' | 'mp3' | undefined {
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (data.length >= 3 && data.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  // Frame sync (11 bits) and a layer other than the reserved 00 (which AAC's ADTS uses).
  if (data.length >= 4 && data[0] === 0xff && (data[1] & 0xe0) === 0xe0 && (data[1] & 0x06) !== 0) return 'mp3';
  return undefined;
}

const MIME_OF = { wav: 'audio/wav', mp3: 'audio/mpeg' } as const;
const fileKey = (ref: number, refId: number, dialectId: number, kind: 'wav' | 'mp3') => `${ref}/${refId}/audio/${dialectId}.${kind}`;

const refused = (message: string) => new HttpError(400, message, { [AUDIO_FIELD]: message });

/** Checks the uploaded file as spec 2 §5 says (chosen, WAV or MP3, under 10 MB) and that its headers hold together (see audioFileProblem); answers its kind. */
export function checkAudioFile(file: UploadedFile | undefined): 'wav' | 'mp3' {
  if (!file || !file.data.length) throw refused(AUDIO_MESSAGES.noFile);
  if (!(AUDIO_MIME_TYPES as readonly string[]).includes(file.mimetype)) throw refused(AUDIO_MESSAGES.wrongType);
  if (file.data.length >= AUDIO_MAX_BYTES) throw refused(AUDIO_MESSAGES.tooBig);
  const kind = audioKindOf(file.data);
  if (!kind) throw refused(AUDIO_MESSAGES.wrongType);
  const damaged = audioFileProblem(file.data, kind);
  if (damaged) throw refused(damaged);
  return kind;
}

/** The file name to keep: the client's, without folders or control characters, at most 200 characters. */
function cleanFileName(name: string | undefined, kind: 'wav' | 'mp3'): string {
  const clean = basename((name ?? '').replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || `audio.${kind}`;
}

function assertNotLocked(state: AudioState): void {
  const locked = audioLockedMessage(state);
  if (locked) throw new HttpError(409, locked);
}

/** The routes of one ref's audio (see sdk/server/audio.ts). */
export function audioRoutes(def: AudioRef): RouteDef[] {
  const courseOf = (db: Db, refId: number) => (isDbId(refId) ? def.courseOf(db, refId) : Promise.resolve(null));
  const access = {
    module: def.module ?? def.ref,
    courseOf: ({ params: p, db }: { params: { refId?: string }; db: Db }) => courseOf(db, Number(p.refId)),
    sample: async (db: Db, courseId: number) => {
      const id = await def.sample(db, courseId);
      return id === null ? null : { refId: id };
    },
  };
  const c = audioContracts(def.ref);

  /** The record exists for this ref (for a global module the host does not look), and the dialect may have audio. */
  async function reach(db: Db, refId: number, dialectId?: number): Promise<number> {
    const courseId = await courseOf(db, refId);
    if (courseId === null) throw new HttpError(404, `${def.label} not found`);
    if (dialectId === undefined) return courseId;
    const allowed = def.dialects
      ? (await def.dialects(db, courseId)).includes(dialectId)
      : (await db.select({ id: dialects.id }).from(dialects).where(eq(dialects.id, dialectId))).length > 0;
    if (!allowed) throw new HttpError(400, 'Invalid params: dialectId', { dialectId: `Not a dialect of this ${def.label.toLowerCase()}` });
    return courseId;
  }

  /** The file of a live reference, or null. */
  async function liveFile(db: Db, files: FileStore, refId: number, dialectId: number) {
    const state = await audioStateOf(db, def.ref, refId, dialectId);
    const data = state.path ? await files.get(state.path) : null;
    return data ? { state, data } : null;
  }

  return [
    route(
      { ...c.states, summary: `The audio of a ${def.label.toLowerCase()} in each dialect that has or had one` },
      {
        access,
        handler: async ({ db, params: p }) => {
          await reach(db, p.refId);
          return (await audioStatesOf(db, def.ref, [p.refId])).get(p.refId) ?? [];
        },
      },
    ),
    route(
      { ...c.state, summary: `The audio of a ${def.label.toLowerCase()} in a dialect: path null when none; canRecover after a deleted reference` },
      {
        access,
        handler: async ({ db, params: p }) => {
          await reach(db, p.refId, p.dialectId);
          return audioStateOf(db, def.ref, p.refId, p.dialectId);
        },
      },
    ),
    route(c.download, {
      access,
      handler: async ({ db, files, params: p }): Promise<AudioDownload> => {
        await reach(db, p.refId, p.dialectId);
        const got = await liveFile(db, files, p.refId, p.dialectId);
        if (!got) throw new HttpError(404, AUDIO_MESSAGES.noDownload);
        return { result: 'OK', fileData: got.data.toString('base64'), mimeType: got.state.mimeType!, fileName: got.state.fileName! };
      },
    }),
    route(c.file, {
      access,
      handler: async ({ db, files, params: p, req, reply }) => {
        await reach(db, p.refId, p.dialectId);
        const state = await audioStateOf(db, def.ref, p.refId, p.dialectId);
        const file = state.path ? await sendStoredFile(files, state.path, { req, reply }, state.mimeType!) : null;
        if (!file) throw new HttpError(404, AUDIO_MESSAGES.noDownload);
        reply.header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff');
        return file;
      },
    }),
    route(
      {
        ...c.upload,
        summary: `Uploads the audio of a ${def.label.toLowerCase()} in a dialect: multipart, the WAV or MP3 file (under 10 MB) in the field 'audio', optionally artistName; answers the new state`,
      },
      {
        access,
        handler: async ({ db, files, params: p, req, user }) => {
          await reach(db, p.refId, p.dialectId);
          if (!req.isMultipart()) throw refused(AUDIO_MESSAGES.noFile);
          const upload = await readUpload(req, {
            files: { [AUDIO_FIELD]: { maxBytes: AUDIO_MAX_BYTES - 1, tooBig: AUDIO_MESSAGES.tooBig } },
            fields: ['artistName'],
            expected: `the ${AUDIO_FIELD} file only`,
            tooMany: `Send one ${AUDIO_FIELD} file only.`,
          });
          const file = upload.files[AUDIO_FIELD];
          const before = await audioStateOf(db, def.ref, p.refId, p.dialectId);
          assertNotLocked(before);
          const kind = checkAudioFile(file);
          const path = fileKey(def.ref, p.refId, p.dialectId, kind);
          await files.put(path, file!.data);
          const values = {
            path,
            mimeType: MIME_OF[kind],
            fileName: cleanFileName(file!.filename, kind),
            size: file!.data.length,
            artistName: upload.fields.artistName?.trim().slice(0, 200) || null,
            deletedAt: null,
            updatedBy: user.id,
            updatedAt: new Date(),
          };
          const [old] = await db
            .select({ path: audioReferences.path })
            .from(audioReferences)
            .where(and(eq(audioReferences.ref, def.ref), eq(audioReferences.refId, p.refId), eq(audioReferences.dialectId, p.dialectId)));
          await db
            .insert(audioReferences)
            .values({ ref: def.ref, refId: p.refId, dialectId: p.dialectId, ...values })
            .onConflictDoUpdate({ target: [audioReferences.ref, audioReferences.refId, audioReferences.dialectId], set: values });
          // A WAV replaced by an MP3 (or the other way round) leaves no stale file behind.
          if (old && old.path !== path) await files.delete(old.path);
          return audioStateOf(db, def.ref, p.refId, p.dialectId);
        },
      },
    ),
    route(c.remove, {
      access,
      handler: async ({ db, params: p, user }) => {
        await reach(db, p.refId, p.dialectId);
        const before = await audioStateOf(db, def.ref, p.refId, p.dialectId);
        if (!before.path) throw new HttpError(404, 'There is no audio to delete');
        assertNotLocked(before);
        await db
          .update(audioReferences)
          .set({ deletedAt: new Date(), updatedBy: user.id, updatedAt: new Date() })
          .where(and(eq(audioReferences.ref, def.ref), eq(audioReferences.refId, p.refId), eq(audioReferences.dialectId, p.dialectId)));
        return audioStateOf(db, def.ref, p.refId, p.dialectId);
      },
    }),
    route(c.recover, {
      access,
      handler: async ({ db, files, params: p, user }) => {
        await reach(db, p.refId, p.dialectId);
        const before = await audioStateOf(db, def.ref, p.refId, p.dialectId);
        if (!before.canRecover) throw new HttpError(404, 'There is no deleted audio to recover');
        assertNotLocked(before);
        const where = and(eq(audioReferences.ref, def.ref), eq(audioReferences.refId, p.refId), eq(audioReferences.dialectId, p.dialectId));
        const [row] = await db.select({ path: audioReferences.path }).from(audioReferences).where(where);
        if (!row || !(await files.get(row.path))) {
          // Nothing left to recover: the dialect has no audio any more.
          await db.delete(audioReferences).where(where);
          throw new HttpError(410, 'The audio file is gone and cannot be recovered');
        }
        await db.update(audioReferences).set({ deletedAt: null, updatedBy: user.id, updatedAt: new Date() }).where(where);
        return audioStateOf(db, def.ref, p.refId, p.dialectId);
      },
    }),
  ];
}
