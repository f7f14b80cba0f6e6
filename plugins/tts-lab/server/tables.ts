import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { dialects } from '../../../sdk/server';
import type { TtsStatus } from '../public';

/**
 * A TTS Lab entry (spec 4 §3): a script spoken in a dialect. audioPath is the file store key of the
 * generated WAV; status says where its generation is ('none', 'queued', 'generating', 'done',
 * 'failed'), with progress 0 to 100 and the error of a failed one.
 */
export const ttsLab = pgTable('tts_lab', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  dialectId: integer()
    .notNull()
    .references(() => dialects.id),
  script: text().notNull().default(''),
  /** The voice to speak with ('' = the dialect's first female voice). */
  voice: text().notNull().default(''),
  audioPath: text(),
  status: text().$type<TtsStatus>().notNull().default('none'),
  progress: integer().notNull().default(0),
  error: text(),
  flag: integer().notNull().default(1),
  version: integer().notNull().default(1),
});
