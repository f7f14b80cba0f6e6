import { and, eq, inArray } from 'drizzle-orm';
import type { AudioStore } from '../../../sdk/server/audio';
import type { Db } from '../../../sdk/server/db';
import { noAudio, type AudioState } from '../../../sdk/shared/audio';
import { audioReferences, audioSets } from '../db/schema';

const stateColumns = {
  ref: audioReferences.ref,
  refId: audioReferences.refId,
  dialectId: audioReferences.dialectId,
  path: audioReferences.path,
  mimeType: audioReferences.mimeType,
  fileName: audioReferences.fileName,
  size: audioReferences.size,
  artistName: audioReferences.artistName,
  deletedAt: audioReferences.deletedAt,
  setId: audioSets.id,
  setName: audioSets.name,
  setActive: audioSets.active,
};
type StateRow = { [K in keyof typeof stateColumns]: unknown };

function toState(r: StateRow): AudioState {
  const deleted = r.deletedAt !== null;
  return {
    ref: r.ref as number,
    refId: r.refId as number,
    dialectId: r.dialectId as number,
    path: deleted ? null : (r.path as string),
    canRecover: deleted,
    artistName: r.artistName as string | null,
    audioSet: r.setId === null ? null : { id: r.setId as number, name: r.setName as string, active: r.setActive as boolean },
    mimeType: deleted ? null : (r.mimeType as string),
    fileName: deleted ? null : (r.fileName as string),
    size: deleted ? null : (r.size as number),
  };
}

const selectStates = (db: Db) => db.select(stateColumns).from(audioReferences).leftJoin(audioSets, eq(audioSets.id, audioReferences.audioSetId));

/**
 * The audio states of records, by record id, one per dialect that has a reference (dialects
 * without are 'none': see noAudio). For an item's GET, so its editor needs no request per dialect.
 */
export async function audioStatesOf(db: Db, ref: number, refIds: number[]): Promise<Map<number, AudioState[]>> {
  const out = new Map<number, AudioState[]>(refIds.map((id) => [id, []]));
  if (!refIds.length) return out;
  const rows = await selectStates(db)
    .where(and(eq(audioReferences.ref, ref), inArray(audioReferences.refId, refIds)))
    .orderBy(audioReferences.refId, audioReferences.dialectId);
  for (const r of rows) out.get(r.refId)?.push(toState(r));
  return out;
}

/** The state of one record's dialect ('none' when it has no reference). */
export async function audioStateOf(db: Db, ref: number, refId: number, dialectId: number): Promise<AudioState> {
  const [row] = await selectStates(db).where(and(eq(audioReferences.ref, ref), eq(audioReferences.refId, refId), eq(audioReferences.dialectId, dialectId)));
  return row ? toState(row) : noAudio(ref, refId, dialectId);
}

/**
 * Removes the audio references of records (call when deleting them, within the transaction). Like
 * illustrations, the files stay in the file store: beforeDelete is given no file store.
 */
export async function deleteAudioOf(db: Db, ref: number, refIds: number[]): Promise<void> {
  if (!refIds.length) return;
  await db.delete(audioReferences).where(and(eq(audioReferences.ref, ref), inArray(audioReferences.refId, refIds)));
}

export const audioStore: AudioStore = { statesOf: audioStatesOf, stateOf: audioStateOf, deleteOf: deleteAudioOf };
