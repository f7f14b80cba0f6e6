import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  allDialects,
  byIdAccess,
  defineResource,
  defineServerPlugin,
  HttpError,
  notFound,
  recordCourse,
  recordEntity,
  route,
  sendStoredFile,
} from '../../../sdk/server';
import { enqueueGeneration, generateTask, TTS_ENTITY } from './generate';
import { ttsLab } from './tables';
import { blankTts, getTts, insertTts, listTts, writeTts } from './tts-store';
import { TTS_LAB, ttsLabApi, ttsLabResource, ttsLabSpecApi } from '../public';

const body = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  dialectId: z.number().int().positive(),
  script: z.string().max(5000).default(''),
  voice: z.string().trim().max(100).default(''),
  flag: z.number().int().min(1).max(5).default(1),
});
const access = byIdAccess(TTS_LAB, ttsLab);

export default defineServerPlugin({
  tasks: [generateTask],
  entities: [recordEntity(TTS_ENTITY, TTS_LAB, recordCourse(ttsLab))],
  resources: [
    defineResource({
      module: TTS_LAB,
      label: 'TTS Lab entry',
      table: ttsLab,
      body,
      flag: true,
      // GET ttsLab, ttsLab/new, ttsLab/{id}, ttsLab/{id}/grid-row; POST ttsLab; PUT and DELETE ttsLab/{id}; PUT ttsLab/{id}/flag
      contract: ttsLabResource,
      list: listTts,
      get: getTts,
      blank: blankTts,
      insert: (tx, _courseId, b) => insertTts(tx, b),
      write: writeTts,
    }),
  ],
  routes: [
    route(ttsLabApi.dialects, {
      access: { module: TTS_LAB },
      handler: async ({ db }) => allDialects(db),
    }),
    route(ttsLabApi.voices, {
      // Also for the Audio module's TTS of a set (spec 3 §7): any signed-in user may list them.
      access: 'user',
      handler: async ({ speech, query }) => {
        const voices = await speech.voices(query.language || undefined);
        return { voices: query.gender ? voices.filter((v) => v.gender === query.gender) : voices };
      },
    }),
    route(ttsLabApi.generate, {
      access,
      handler: async ({ db, speech, tasks, params }) => {
        const taskId = await enqueueGeneration(db, speech, tasks, params.id);
        return { taskId, record: await getTts(db, params.id) };
      },
    }),
    route(ttsLabSpecApi.generate, {
      access,
      handler: async ({ db, speech, tasks, params }) => {
        const taskId = await enqueueGeneration(db, speech, tasks, params.id);
        return { taskId, record: await getTts(db, params.id) };
      },
    }),
    route(ttsLabApi.audio, {
      access,
      handler: async ({ db, files, params, req, reply }) => {
        const [e] = await db.select({ audioPath: ttsLab.audioPath, status: ttsLab.status }).from(ttsLab).where(eq(ttsLab.id, params.id));
        if (!e) throw notFound('TTS Lab entry');
        const data = e.status === 'done' && e.audioPath ? await sendStoredFile(files, e.audioPath, { req, reply }, 'audio/wav') : null;
        if (!data) throw new HttpError(404, 'This entry has no audio yet.');
        reply.header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff');
        return data;
      },
    }),
  ],
});
