import type { AudioState } from '../shared/audio';
import type { Db } from './db';
import { SERVICES, service } from './services';

/*
 * Audio, one facility for every module whose records have audio per dialect (spec 2 §2 'Audio
 * management dialog', §3 Audio, §4, §5, §7 Audio, §8).
 *
 * A plugin owns its refs: it lists `defineAudioRef({ ref, label, courseOf, sample })` in
 * ServerPlugin.audioRefs, and core (core/server/audio) serves, for that ref only (the ref is a
 * fixed segment of the paths, so a ref nobody registered answers 404):
 *   GET    audio/{ref}/{refId}                        the record's audio states (dialects with any)
 *   GET    audio/{ref}/{refId}/dialect/{d}            one state (spec 2 §3 Audio)
 *   GET    audio/{ref}/{refId}/dialect/{d}/download   { result: 'OK', fileData (base64), mimeType, fileName }
 *   GET    audio/{ref}/{refId}/dialect/{d}/file       the bytes, for an <audio> element
 *   POST   audio/{ref}/{refId}/dialect/{d}/upload     multipart, the file in the field 'audio' (+ optional artistName)
 *   DELETE audio/{ref}/{refId}/dialect/{d}            deletes the reference (the file stays: recoverable)
 *   POST   audio/{ref}/{refId}/dialect/{d}/recover    brings a deleted reference back
 * Access: the grant on module {ref} on the record's course (courseOf), checked by the host before
 * the handler; an unknown record is 404. Writes answer data: the new AudioState.
 *
 * Storage: the rows are audio_references (a platform table); the files are in the host's file store
 * (FILES_DIR) at {ref}/{refId}/audio/{dialectId}.wav|mp3, next to the record's illustrations. Only
 * WAV and MP3 are taken: the declared type must be audio/wav, audio/x-wav, audio/mp3 or audio/mpeg
 * and the bytes a RIFF/WAVE or an MPEG audio file whose headers hold together (see
 * sdk/server/audio-files.ts: a refusal says what is wrong); under 10 MB. A
 * reference in an active audio set (audio_sets.active) cannot be uploaded over, deleted or
 * recovered: 409 with the spec's message.
 */

/** A module whose records have audio. */
export interface AudioRef {
  /** The module id: the {ref} of the paths, and the module whose grant is needed. */
  ref: number;
  /** What a record is called in messages: 'Sentence'. */
  label: string;
  /** The module whose grant is needed, when the ref is a plugin's own id for part of a module's records (dialog segments); default the ref. */
  module?: number;
  /** The record's course (0 for a global module's records), or null when this ref has no such record (404). */
  courseOf(db: Db, refId: number): Promise<number | null>;
  /** A record of the course (any record for a global module), for the authorization sweep; null when none. */
  sample(db: Db, courseId: number): Promise<number | null>;
  /** The dialects a record of the course may have audio in; by default any dialect. */
  dialects?(db: Db, courseId: number): Promise<number[]>;
}

const defined = new Map<number, AudioRef>();

export function defineAudioRef(def: AudioRef): AudioRef {
  defined.set(def.ref, def);
  return def;
}

/** Every audio ref the loaded plugins defined (the Audio module's dashboard lists their records). */
export const definedAudioRefs = (): AudioRef[] => [...defined.values()];

/** The audio references of records (platform table audio_references), served by core (core/server/audio). */
export interface AudioStore {
  /**
   * The audio states of records, by record id, one per dialect that has a reference (dialects
   * without are 'none': see noAudio). For an item's GET, so its editor needs no request per dialect.
   */
  statesOf(db: Db, ref: number, refIds: number[]): Promise<Map<number, AudioState[]>>;
  /** The state of one record's dialect ('none' when it has no reference). */
  stateOf(db: Db, ref: number, refId: number, dialectId: number): Promise<AudioState>;
  /**
   * Removes the audio references of records (call when deleting them, within the transaction). Like
   * illustrations, the files stay in the file store.
   */
  deleteOf(db: Db, ref: number, refIds: number[]): Promise<void>;
}

const store = () => service(SERVICES.audio);

/** The recording flow's tools (core/server/speech), for the Audio module's sets (spec 3 §4). */
export interface RecordingTools {
  /** The script the artist reads: instructions, then the texts numbered from 1. */
  recordingScript(texts: string[]): string;
  /** One WAV clip per expected item, or the reason ('Found 2 clips at the pauses, expected 3'). Throws on a file that is not a PCM WAV. */
  splitRecording(wav: Buffer, expected: number): { ok: true; clips: Buffer[] } | { ok: false; found: number; error: string };
  /** The WAVs joined with seconds of silence between them (16-bit mono, the first one's rate). */
  joinWavs(wavs: Buffer[], silenceSeconds: number): Buffer;
}

export const recordingTools = (): RecordingTools => service(SERVICES.recording);

export const audioStatesOf: AudioStore['statesOf'] = (...a) => store().statesOf(...a);
export const audioStateOf: AudioStore['stateOf'] = (...a) => store().stateOf(...a);
export const deleteAudioOf: AudioStore['deleteOf'] = (...a) => store().deleteOf(...a);
