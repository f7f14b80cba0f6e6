import { asc, eq } from 'drizzle-orm';
import { defineTask, HttpError, type Db, type SpeechProvider, type Tasks } from '../../../sdk/server';
import { audioSetInfo, audioSetItems } from './tables';
import { assertStatus, deliverClips, DOING, getSet, type ReadBy } from './sets';

/** The TTS tasks' entity: an audio set (its course in audio_set_info). */
export const SET_ENTITY = 'audioSet';

/* TTS for a set (spec 3 §4, §5 TTS rules): a voice per gender the set needs, run as a queued task with progress. */

export const SET_TTS_TASK = 'audio.set-tts';
export interface VoiceChoice {
  voiceM?: string;
  voiceF?: string;
}

const needed = (readBy: ReadBy): ('m' | 'f')[] => (readBy === 'mf' ? ['m', 'f'] : [readBy]);
const field = (g: 'm' | 'f') => (g === 'm' ? 'voiceM' : 'voiceF');

/** Checks the set (DOING, TTS enabled, not running) and the voices (400 naming voiceM/voiceF), then queues the task. */
export async function enqueueSetTts(db: Db, speech: SpeechProvider, tasks: Tasks, id: number, choice: VoiceChoice) {
  const set = await getSet(db, id);
  assertStatus(set, DOING, 'be synthesised');
  if (!set.ttsEnabled) throw new HttpError(409, 'TTS is not enabled for this set.');
  if (set.ttsProgress !== null) throw new HttpError(409, 'The set is being synthesised.');
  const voices = await speech.voices(set.dialectCode);
  const problems: Record<string, string> = {};
  for (const g of needed(set.readBy as ReadBy)) {
    const chosen = choice[field(g)]?.trim();
    if (!chosen) problems[field(g)] = 'Required';
    else if (!voices.some((v) => v.id === chosen && v.gender === g)) problems[field(g)] = `Not a ${g === 'm' ? 'male' : 'female'} voice of ${set.dialectCode}`;
  }
  if (Object.keys(problems).length) throw new HttpError(400, 'Choose a voice for each reader of the set', problems);
  await db.update(audioSetInfo).set({ ttsProgress: 0, ttsError: null }).where(eq(audioSetInfo.setId, id));
  return tasks.enqueue(SET_TTS_TASK, { id, voiceM: choice.voiceM?.trim(), voiceF: choice.voiceF?.trim() }, { entity: { type: SET_ENTITY, id } });
}

export const setTtsTask = defineTask<{ id: number } & VoiceChoice>({
  name: SET_TTS_TASK,
  retryLimit: 1,
  handler: async ({ id, voiceM, voiceF }, { db, speech, files }) => {
    const set = await getSet(db, id).catch(() => null);
    if (!set || set.status !== DOING) return;
    const items = await db.select().from(audioSetItems).where(eq(audioSetItems.setId, id)).orderBy(asc(audioSetItems.position));
    const clips: { itemId: number; wav: Buffer }[] = [];
    for (const item of items) {
      const voice = item.gender === 'm' ? voiceM : voiceF;
      clips.push({ itemId: item.id, wav: await speech.synthesize({ text: item.text, voice: voice! }) });
      await db
        .update(audioSetInfo)
        .set({ ttsProgress: Math.round((95 * clips.length) / items.length) })
        .where(eq(audioSetInfo.setId, id));
    }
    await deliverClips(db, files, set, clips, null);
  },
  onDeadLetter: async ({ id }, { db, error }) => {
    await db.update(audioSetInfo).set({ ttsProgress: null, ttsError: error }).where(eq(audioSetInfo.setId, id));
  },
});
