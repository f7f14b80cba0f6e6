import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { HttpError, containsPattern, dialects, type Db, type ListFilter, type SpeechProvider, type SpeechVoice } from '../../../sdk/server';
import { ttsLab } from './tables';

export interface TtsBody {
  name: string;
  dialectId: number;
  script: string;
  voice: string;
  flag: number;
}

/** Grid rows: name, dialect, flag and where the audio is. */
export async function listTts(db: Db, _courseId: number, { text, id }: ListFilter = {}) {
  const like = text ? containsPattern(text) : '';
  const rows = await db
    .select({ id: ttsLab.id, name: ttsLab.name, flag: ttsLab.flag, dialectCode: dialects.code, status: ttsLab.status, progress: ttsLab.progress })
    .from(ttsLab)
    .innerJoin(dialects, eq(dialects.id, ttsLab.dialectId))
    .where(and(id === undefined ? undefined : eq(ttsLab.id, id), text ? or(ilike(ttsLab.name, like), ilike(ttsLab.script, like)) : undefined))
    .orderBy(asc(ttsLab.name), asc(ttsLab.id));
  return rows.map(({ status, progress, ...r }) => ({ ...r, audio: audioLabel(status, progress) }));
}

function audioLabel(status: string, progress: number): string {
  if (status === 'done') return 'Yes';
  if (status === 'queued' || status === 'generating') return `Generating ${progress}%`;
  return status === 'failed' ? 'Failed' : 'No';
}

export async function getTts(db: Db, id: number) {
  const [r] = await db.select().from(ttsLab).where(eq(ttsLab.id, id));
  if (!r) return null;
  const { audioPath, ...rest } = r;
  return { ...rest, hasAudio: !!audioPath && r.status === 'done' };
}

export async function blankTts(db: Db) {
  const [first] = await db.select({ id: dialects.id }).from(dialects).orderBy(asc(dialects.id)).limit(1);
  return { id: -1, version: 0, name: '', dialectId: first?.id ?? 0, script: '', voice: '', status: 'none', progress: 0, error: null, flag: 1, hasAudio: false };
}

export async function dialectCode(db: Db, dialectId: number): Promise<string | null> {
  const [d] = await db.select({ code: dialects.code }).from(dialects).where(eq(dialects.id, dialectId));
  return d?.code ?? null;
}

/** 400 naming the field when the dialect does not exist. */
export async function checkDialect(db: Db, dialectId: number): Promise<void> {
  if (!(await dialectCode(db, dialectId))) throw new HttpError(400, 'Unknown dialect', { dialectId: 'Unknown dialect' });
}

/** The voice an entry speaks with: its own, else the dialect's first female voice, else any voice of the dialect. */
export async function voiceFor(speech: SpeechProvider, code: string, chosen: string): Promise<SpeechVoice | undefined> {
  const voices = await speech.voices(code);
  return voices.find((v) => v.id === chosen) ?? voices.find((v) => v.gender === 'f') ?? voices[0];
}

export async function insertTts(tx: Db, b: TtsBody): Promise<number> {
  await checkDialect(tx, b.dialectId);
  const [r] = await tx
    .insert(ttsLab)
    .values({ name: b.name, dialectId: b.dialectId, script: b.script, voice: b.voice, flag: b.flag })
    .returning({ id: ttsLab.id });
  return r.id;
}

/** A changed script, dialect or voice drops the audio: Generate shows again (spec 4 §2.6). */
export async function writeTts(tx: Db, id: number, b: TtsBody): Promise<void> {
  await checkDialect(tx, b.dialectId);
  const [old] = await tx.select().from(ttsLab).where(eq(ttsLab.id, id));
  const spoken = old && (old.script !== b.script || old.dialectId !== b.dialectId || old.voice !== b.voice);
  await tx
    .update(ttsLab)
    .set({
      name: b.name,
      dialectId: b.dialectId,
      script: b.script,
      voice: b.voice,
      ...(spoken ? { audioPath: null, status: 'none', progress: 0, error: null } : {}),
    })
    .where(eq(ttsLab.id, id));
}
