import type { TtsEntry } from '../public';

export type { TtsEntry, Voice } from '../public';

export const ttsProblems = (e: TtsEntry) => (e.name.trim() ? undefined : { name: 'Required' });
