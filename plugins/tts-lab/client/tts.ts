import type { Translate } from '../../../sdk/client';
import type { TtsEntry } from '../public';

export type { TtsEntry, Voice } from '../public';

/** What keeps an entry from being saved: a name is required. */
export const ttsProblems = (e: TtsEntry, t: Translate) => (e.name.trim() ? undefined : { name: t('required') });
