import { encodeWav, parseWav, rms, type Pcm } from './wav';

/*
 * The recording flow (spec 3 §4 'Audio set recording'): the artist downloads the set's script,
 * reads the numbered texts into one WAV with a pause after each, and uploads it; splitRecording
 * cuts it at the pauses into one clip per item.
 *
 * How the parameters were chosen (measured on eSpeak output in es and en-us, see recording.test.ts):
 * - FRAME_MS 20: the usual speech-analysis frame; short enough to place a cut within 20 ms.
 * - Loudness is the 95th percentile of the frame RMS (a click or a shout does not set it), the
 *   noise floor the 10th (a recording of N items with 2 s pauses is a good part pause).
 *   A frame is speech when its RMS is at least QUIET_RATIO (0.1, -20 dB) of the loudness and
 *   NOISE_MARGIN (x2, +6 dB) times the noise floor: quiet consonants stay in, room noise stays out.
 * - MIN_PAUSE_MS 800: a cut needs this much quiet. eSpeak's longest pause inside an item is about
 *   340 ms (between sentences) and people pause up to about 700 ms between sentences; the script
 *   asks for 2 s between items, so even a hurried reader stays well above it.
 * - MIN_CLIP_MS 120: a sound shorter than this with a long pause on both sides is a click or a
 *   breath, not an item (a one-syllable word is longer), and is dropped. Shorter quiet gaps inside
 *   an item merge its pieces into one clip.
 * - PAD_MS 150: each clip keeps this much of the pause on both sides, so soft onsets and tails
 *   below the threshold are not cut off.
 * - SILENT_LOUDNESS 0.003 (about -50 dBFS): a recording whose loudness is below this has no speech.
 */
export const FRAME_MS = 20;
export const QUIET_RATIO = 0.1;
export const NOISE_MARGIN = 2;
export const MIN_PAUSE_MS = 800;
export const MIN_CLIP_MS = 120;
export const PAD_MS = 150;
export const SILENT_LOUDNESS = 0.003;
export const ASKED_PAUSE_SECONDS = 2;

export type SplitResult =
  | { ok: true; clips: Buffer[] }
  /** `error` is the reason shown after 'Set with errors' (spec 3 §8). */
  | { ok: false; found: number; error: string };

/** The script the artist reads: instructions, then the texts numbered from 1. */
export function recordingScript(texts: string[]): string {
  const lines = texts.map((t, i) => `${i + 1}. ${t.replace(/\s+/g, ' ').trim()}`);
  return [
    `Read the ${texts.length} texts below in order, without the numbers, into one WAV file.`,
    `Pause for about ${ASKED_PAUSE_SECONDS} seconds after each text; keep other pauses short.`,
    '',
    ...lines,
    '',
  ].join('\n');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** [start, end) sample ranges of the speech in the recording. */
function findSpeech(pcm: Pcm): [number, number][] {
  const frame = Math.max(1, Math.round((pcm.sampleRate * FRAME_MS) / 1000));
  const levels: number[] = [];
  for (let at = 0; at < pcm.samples.length; at += frame) levels.push(rms(pcm.samples, at, Math.min(at + frame, pcm.samples.length)));
  const sorted = [...levels].sort((a, b) => a - b);
  const loudness = percentile(sorted, 0.95);
  if (loudness < SILENT_LOUDNESS) return [];
  const threshold = Math.max(QUIET_RATIO * loudness, NOISE_MARGIN * percentile(sorted, 0.1));

  const runs: [number, number][] = []; // in frames
  levels.forEach((level, i) => {
    if (level < threshold) return;
    const last = runs.at(-1);
    if (last && (i - last[1]) * FRAME_MS < MIN_PAUSE_MS) last[1] = i + 1;
    else runs.push([i, i + 1]);
  });
  const pad = Math.round((pcm.sampleRate * PAD_MS) / 1000);
  return runs
    .filter(([a, b]) => (b - a) * FRAME_MS >= MIN_CLIP_MS)
    .map(([a, b]) => [Math.max(0, a * frame - pad), Math.min(pcm.samples.length, b * frame + pad)]);
}

/** One WAV clip per expected item, or the reason it cannot be split that way. Throws WavError on a file that is not a WAV we take. */
export function splitRecording(wav: Buffer, expected: number): SplitResult {
  const pcm = parseWav(wav);
  const ranges = findSpeech(pcm);
  if (ranges.length !== expected) {
    return { ok: false, found: ranges.length, error: `Found ${ranges.length} ${ranges.length === 1 ? 'clip' : 'clips'} at the pauses, expected ${expected}` };
  }
  return { ok: true, clips: ranges.map(([a, b]) => encodeWav({ sampleRate: pcm.sampleRate, samples: pcm.samples.subarray(a, b) })) };
}
