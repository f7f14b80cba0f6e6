import { z } from 'zod';
import { audioState, translationTextValue } from '../../sdk/shared';
import { GENDER_CODES, READERS } from './rules';

const textValue = translationTextValue;
const sentenceFields = {
  id: z.number(),
  courseId: z.number(),
  sourceAdaptationNote: z.string(),
  hasSvg: z.boolean(),
  hasPng: z.boolean(),
  version: z.number(),
  /** Each target with its audio state (absent on a new sentence). */
  targets: z.array(translationTextValue.extend({ audio: audioState.optional() })),
  sources: z.array(textValue),
  /** Records of other modules that use the sentence (panels), read-only. */
  usedIn: z.array(z.object({ id: z.number(), courseId: z.number(), kind: z.string(), module: z.number() })),
};

/** A sentence as its editor shows it (GET sentences/{id}). */
export const sentence = z.object({ ...sentenceFields, genderCode: z.enum(GENDER_CODES), readBy: z.enum(READERS) });
export type Sentence = z.output<typeof sentence>;

/** A sentence as the server reads it: its gender code and reader as stored (rules.ts lists their values). */
export const storedSentence = z.object({ ...sentenceFields, genderCode: z.string(), readBy: z.string() });
export type StoredSentence = z.output<typeof storedSentence>;

/** A grid row of GET groups/{course}/sentences. */
export const sentenceRow = z.object({
  id: z.number(),
  target: z.string(),
  source: z.string(),
  genderCode: z.string(),
  readBy: z.string(),
  hasIllustration: z.boolean(),
  texts: z.record(z.string(), z.string()),
});
export type SentenceRow = z.output<typeof sentenceRow>;

/** A sentence as Source Adaptation edits it. */
export const adaptation = z.object({
  id: z.number(),
  courseId: z.number(),
  version: z.number(),
  sourceAdaptationNote: z.string(),
  targets: z.array(textValue),
  sources: z.array(textValue),
});
export type Adaptation = z.output<typeof adaptation>;
