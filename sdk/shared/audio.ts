import { z } from 'zod';
import { contract } from './contract';
import { dbIdParam } from './schemas';

/*
 * Audio per record and dialect (spec 2 §2 'Audio management dialog', §3 Audio, §4, §5, §7 Audio,
 * §8, §9), shared by the server routes (sdk/server/audio.ts) and the dialog (sdk/client/audio/).
 */

/** The audio set an audio belongs to; while it is active the audio cannot be changed. */
export const audioSetRef = z.object({ id: z.number(), name: z.string(), active: z.boolean() });
export type AudioSetRef = z.output<typeof audioSetRef>;

/**
 * The audio of a record (ref = module id, refId = record id) in a dialect. `path` (the file's key in
 * the file store) is null when there is no audio: never uploaded, or its reference deleted — then
 * canRecover is true and POST …/recover brings it back.
 */
export const audioState = z.object({
  ref: z.number(),
  refId: z.number(),
  dialectId: z.number(),
  path: z.string().nullable(),
  canRecover: z.boolean(),
  artistName: z.string().nullable(),
  audioSet: audioSetRef.nullable(),
  mimeType: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
});
export type AudioState = z.output<typeof audioState>;

/** GET …/download: the file as base64. */
export const audioDownload = z.object({ result: z.literal('OK'), fileData: z.string(), mimeType: z.string(), fileName: z.string() });
export type AudioDownload = z.output<typeof audioDownload>;

/** 'audio': download, play, delete reference; 'recoverable': recover; 'none': upload (spec 2 §4). */
export type AudioStatus = 'audio' | 'recoverable' | 'none';

export const audioStatus = (a: AudioState | null | undefined): AudioStatus => (a?.path ? 'audio' : a?.canRecover ? 'recoverable' : 'none');

/** The state of a record's dialect that has no audio at all. */
export const noAudio = (ref: number, refId: number, dialectId: number): AudioState => ({
  ref,
  refId,
  dialectId,
  path: null,
  canRecover: false,
  artistName: null,
  audioSet: null,
  mimeType: null,
  fileName: null,
  size: null,
});

export const AUDIO_MIME_TYPES = ['audio/wav', 'audio/x-wav', 'audio/mp3', 'audio/mpeg'] as const;
/** Files must be smaller than this (10 MB). */
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field of an upload. */
export const AUDIO_FIELD = 'audio';
/** The dialog's size and how long its error banner stays. */
export const AUDIO_DIALOG_SIZE = { width: 500, height: 400 };
export const AUDIO_ERROR_MS = 10_000;

export const AUDIO_MESSAGES = {
  wrongType: 'You can only upload WAV or MP3 files!',
  tooBig: 'Audio file must be smaller than 10MB!',
  noFile: 'Please select an audio file',
  noDownload: 'No audio file to download',
  locked: (setName: string) => `This audio belongs to the active audio set "${setName}" and cannot be modified.`,
  /** The banner's text when the server gives none (spec 2 §8). */
  failed: {
    delete: 'Failed to delete audio reference',
    recover: 'Failed to recover audio',
    upload: 'Failed to upload audio',
    download: 'Failed to download audio',
  },
} as const;

/** Why a chosen file cannot be uploaded (type, then size), or undefined. */
export function audioFileProblem(file: { type: string; size: number } | null | undefined): string | undefined {
  if (!file) return AUDIO_MESSAGES.noFile;
  if (!(AUDIO_MIME_TYPES as readonly string[]).includes(file.type)) return AUDIO_MESSAGES.wrongType;
  if (file.size >= AUDIO_MAX_BYTES) return AUDIO_MESSAGES.tooBig;
  return undefined;
}

/** The refusal when the audio is in an active audio set, or undefined when it may be changed. */
export const audioLockedMessage = (a: AudioState | null | undefined): string | undefined =>
  a?.audioSet?.active ? AUDIO_MESSAGES.locked(a.audioSet.name) : undefined;

const audioParams = z.object({ refId: dbIdParam, dialectId: dbIdParam });
const recordParams = audioParams.pick({ refId: true });
const state = audioState;

/**
 * The contracts of one audio ref's routes (sdk/server/audio.ts; core serves them for every
 * registered AudioRef): a record's states, and per dialect the state, download (base64), the file
 * itself, upload (multipart), delete reference and recover.
 */
export function audioContracts<const R extends number>(ref: R) {
  const base = `audio/${ref}/:refId` as const;
  const one = `${base}/dialect/:dialectId` as const;
  return {
    /** The audio of a record in each dialect that has or had one. */
    states: contract({ method: 'GET', path: base, params: recordParams, answer: z.array(state) }),
    /** The audio of a record in a dialect: path null when none; canRecover after a deleted reference. */
    state: contract({ method: 'GET', path: one, params: audioParams, answer: state }),
    /** The audio file: { result: OK, fileData (base64), mimeType, fileName }. */
    download: contract({
      method: 'GET',
      path: `${one}/download`,
      params: audioParams,
      answer: audioDownload,
      summary: 'The audio file: { result: OK, fileData (base64), mimeType, fileName }',
    }),
    /** The audio file itself, for an <audio> element (apiUrl). */
    file: contract({
      method: 'GET',
      path: `${one}/file`,
      params: audioParams, // Binary, not JSON: nothing for a schema to describe.
      answer: z.custom<Uint8Array>(),
      summary: 'The audio file itself, for playing',
    }),
    // contract() types `multipart` as boolean; the spread keeps it `true`, so that the call takes { form }.
    /** Uploads the file (multipart field 'audio', optionally artistName); answers the new state. */
    upload: { ...contract({ method: 'POST', path: `${one}/upload`, params: audioParams, answer: state }), multipart: true as const },
    /** Deletes the audio reference (the file is kept, so it can be recovered); answers the new state. */
    remove: contract({
      method: 'DELETE',
      path: one,
      params: audioParams,
      answer: state,
      summary: 'Deletes the audio reference (the file is kept, so it can be recovered); answers the new state',
    }),
    /** Recovers a deleted audio reference; answers the new state. */
    recover: contract({
      method: 'POST',
      path: `${one}/recover`,
      params: audioParams,
      answer: state,
      summary: 'Recovers a deleted audio reference; answers the new state',
    }),
  };
}
