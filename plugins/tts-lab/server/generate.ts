import { and, eq } from 'drizzle-orm';
import { defineTask, HttpError, type Db, type SpeechProvider, type Tasks } from '../../../sdk/server';
import { dialectCode, voiceFor } from './tts-store';
import { ttsLab } from './tables';

/** The generation tasks' entity: a TTS Lab entry. */
export const TTS_ENTITY = 'ttsLab';

export const GENERATE_TASK = 'tts-lab.generate';

/** The file store key of an entry's audio. */
export const audioKey = (id: number, taskId: number) => `ttsLab/${id}/${taskId}.wav`;

/**
 * Queues the generation of an entry's audio: 409 when it has audio or is being generated, 400
 * naming the field when the script is empty or no voice speaks its dialect.
 */
export async function enqueueGeneration(db: Db, speech: SpeechProvider, tasks: Tasks, id: number): Promise<number> {
  const [e] = await db.select().from(ttsLab).where(eq(ttsLab.id, id));
  if (!e) throw new HttpError(404, 'TTS Lab entry not found');
  if (e.status === 'done' && e.audioPath) throw new HttpError(409, 'This entry has its audio already.');
  if (e.status === 'queued' || e.status === 'generating') throw new HttpError(409, 'The audio is being generated.');
  if (!e.script.trim()) throw new HttpError(400, 'Write the script first', { script: 'Required' });
  const code = (await dialectCode(db, e.dialectId))!;
  if (e.voice && !(await speech.voices(code)).some((v) => v.id === e.voice)) {
    throw new HttpError(400, `The voice does not speak ${code}`, { voice: `Not a voice of ${code}` });
  }
  if (!(await voiceFor(speech, code, e.voice))) throw new HttpError(400, `No voice speaks ${code}`, { dialectId: `No voice speaks ${code}` });
  await db.update(ttsLab).set({ status: 'queued', progress: 0, error: null }).where(eq(ttsLab.id, id));
  return tasks.enqueue(GENERATE_TASK, { id }, { entity: { type: TTS_ENTITY, id } });
}

/** Speaks the script, stores the WAV and points the entry at it, unless the script changed meanwhile. */
export const generateTask = defineTask<{ id: number }>({
  name: GENERATE_TASK,
  retryLimit: 1,
  handler: async ({ id }, { db, speech, files, taskId }) => {
    const [e] = await db.select().from(ttsLab).where(eq(ttsLab.id, id));
    if (!e || (e.status !== 'queued' && e.status !== 'generating')) return; // deleted or edited since
    const progress = (p: number) => db.update(ttsLab).set({ status: 'generating', progress: p }).where(eq(ttsLab.id, id));
    await progress(10);
    const code = (await dialectCode(db, e.dialectId))!;
    const voice = await voiceFor(speech, code, e.voice);
    if (!voice) throw new Error(`No voice speaks ${code}`);
    const wav = await speech.synthesize({ text: e.script, voice: voice.id });
    await progress(80);
    const key = audioKey(id, taskId);
    await files.put(key, wav);
    await db
      .update(ttsLab)
      .set({ audioPath: key, status: 'done', progress: 100, error: null })
      .where(and(eq(ttsLab.id, id), eq(ttsLab.script, e.script), eq(ttsLab.dialectId, e.dialectId), eq(ttsLab.voice, e.voice)));
  },
  onDeadLetter: async ({ id }, { db, error }) => {
    await db.update(ttsLab).set({ status: 'failed', error }).where(eq(ttsLab.id, id));
  },
});
