import type { AudioState, TranslationTextValue } from '../../sdk/shared';
import type { GenderCode, Reader } from './rules';

/** A sentence as its editor shows it (GET sentences/{id}). */
export type Sentence = {
  id: number;
  courseId: number;
  genderCode: GenderCode;
  readBy: Reader;
  sourceAdaptationNote: string;
  hasSvg: boolean;
  hasPng: boolean;
  version: number;
  /** Each target with its audio state (absent on a new sentence). */
  targets: (TranslationTextValue & { audio?: AudioState })[];
  sources: TranslationTextValue[];
  /** Records of other modules that use the sentence (panels), read-only. */
  usedIn: { id: number; courseId: number; kind: string; module: number }[];
};

/** A sentence as the server reads it: its gender code and reader as stored (rules.ts lists their values). */
export type StoredSentence = Omit<Sentence, 'genderCode' | 'readBy'> & { genderCode: string; readBy: string };

/** A grid row of GET groups/{course}/sentences. */
export type SentenceRow = {
  id: number;
  target: string;
  source: string;
  genderCode: string;
  readBy: string;
  hasIllustration: boolean;
  texts: Record<string, string>;
};

/** A sentence as Source Adaptation edits it. */
export type Adaptation = {
  id: number;
  courseId: number;
  version: number;
  sourceAdaptationNote: string;
  targets: TranslationTextValue[];
  sources: TranslationTextValue[];
};
