import { espeakSynthesize } from './espeak';

/** The speech synthesis of the local provider, in a worker thread (local.ts). */
export default function synthesize({ text, voice }: { text: string; voice: string }): Promise<Buffer> {
  return espeakSynthesize(text, voice);
}
