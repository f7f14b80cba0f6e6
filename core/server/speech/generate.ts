import type { SpeechGender, SpeechProvider } from '../../../sdk/server/speech';

/*
 * TTS for an audio set (spec 3 §4 'Audio set recording', §5 TTS rules): the pure part of the
 * future queued task. The route checks the voices with missingVoices (400 naming voiceM/voiceF);
 * the task handler calls synthesizeItems and stores each WAV as the item's audio.
 */

/** Who reads a set (spec 3 §3 audio set readBy). */
export type ReadBy = 'm' | 'f' | 'mf';

export interface VoiceChoice {
  voiceM?: string;
  voiceF?: string;
}

export interface ItemToSpeak {
  id: number;
  text: string;
  gender: SpeechGender;
}

export function neededGenders(readBy: ReadBy): SpeechGender[] {
  return readBy === 'mf' ? ['m', 'f'] : [readBy];
}

/** The request fields that are missing for the set's readers: [] when the choice is complete. */
export function missingVoices(readBy: ReadBy, choice: VoiceChoice): (keyof VoiceChoice)[] {
  return neededGenders(readBy)
    .map((g) => (g === 'm' ? 'voiceM' : 'voiceF'))
    .filter((field) => !choice[field]?.trim());
}

/** Each item spoken in its gender's voice, one after another; onProgress(done, total) after each. */
export async function synthesizeItems(
  speech: SpeechProvider,
  items: ItemToSpeak[],
  choice: VoiceChoice,
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<{ id: number; wav: Buffer }[]> {
  const out: { id: number; wav: Buffer }[] = [];
  for (const item of items) {
    const voice = item.gender === 'm' ? choice.voiceM : choice.voiceF;
    if (!voice) throw new Error(`No ${item.gender === 'm' ? 'male' : 'female'} voice for item ${item.id}`);
    try {
      out.push({ id: item.id, wav: await speech.synthesize({ text: item.text, voice }) });
    } catch (e) {
      throw new Error(`Item ${item.id}: ${(e as Error).message}`);
    }
    await onProgress?.(out.length, items.length);
  }
  return out;
}
