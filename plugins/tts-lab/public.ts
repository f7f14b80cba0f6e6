import { z } from 'zod';
import { contract, MODULE, resourceContract } from '../../sdk/shared';

/** The tts-lab plugin's public face: its module keys and the route contracts other plugins call. */
export const TTS_LAB = MODULE.ttsLab;

/** Where an entry's generation is. */
const ttsStatus = z.enum(['none', 'queued', 'generating', 'done', 'failed']);
export type TtsStatus = z.output<typeof ttsStatus>;

/** A TTS Lab entry as GET ttsLab/{id} answers it. */
const ttsEntry = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  dialectId: z.number(),
  script: z.string(),
  voice: z.string(),
  flag: z.number(),
  status: ttsStatus,
  progress: z.number(),
  error: z.string().nullable(),
  hasAudio: z.boolean(),
});
export type TtsEntry = z.output<typeof ttsEntry>;

/** A TTS Lab grid row: the audio as the grid says it ('Yes', 'Generating 40%', 'Failed', 'No'). */
const ttsRow = z.object({ id: z.number(), name: z.string(), flag: z.number(), dialectCode: z.string(), audio: z.string() });

/** A speech voice, as the voice pickers offer it. */
export const voiceSchema = z.object({ id: z.string(), language: z.string(), gender: z.enum(['m', 'f']), name: z.string() });
export type Voice = z.output<typeof voiceSchema>;

export const ttsLabResource = resourceContract(
  { list: 'ttsLab', create: 'ttsLab', item: 'ttsLab', gridRow: 'ttsLab/:id/grid-row' },
  { record: ttsEntry, row: ttsRow },
);

const entryParams = z.object({ id: z.coerce.number().int().positive() });

/** The tts-lab plugin's calls (besides its resource). */
export const ttsLabApi = {
  dialects: contract({
    method: 'GET',
    path: 'ttsLab/dialects',
    answer: z.array(z.object({ dialectId: z.number(), dialectCode: z.string() })),
    summary: "Every dialect, for the entry's dialect picker",
  }),
  /** Also for the Audio module's TTS of a set (spec 3 §7): any signed-in user may list them. */
  voices: contract({
    method: 'GET',
    path: 'ttsLab/voices',
    query: z.object({ language: z.string().trim().max(20).optional(), gender: z.enum(['m', 'f']).optional() }),
    answer: z.object({ voices: z.array(voiceSchema) }),
    summary: 'The speech voices of a language or dialect (?language=es-ES), optionally of one gender (?gender=m|f)',
  }),
  generate: contract({
    method: 'POST',
    path: 'ttsLab/:id/generate',
    params: entryParams,
    answer: z.object({ taskId: z.number(), record: ttsEntry.nullable() }),
    summary: "Queues the generation of the entry's audio (a task with progress); answers the task id and the entry",
  }),
  /** The WAV itself (audio/wav), for the player's url. */
  audio: contract({
    method: 'GET',
    path: 'ttsLab/:id/audio',
    params: entryParams,
    answer: z.custom<Uint8Array>(),
    summary: 'The generated WAV, for the player',
  }),
};

/** Spec 4 §7 TTS lab: GET ttsLab/{id}/generate, as the product's POST. */
export const ttsLabSpecApi = {
  generate: contract({
    method: 'GET',
    path: 'ttsLab/:id/generate',
    params: entryParams,
    answer: z.object({ taskId: z.number(), record: z.object({ id: z.number() }).nullable() }),
    summary: "Queues the generation of the entry's audio (a task with progress); answers the task id and the entry",
  }),
};
