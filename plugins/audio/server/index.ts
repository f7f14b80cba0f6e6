import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, defineServerPlugin, recordEntity, type Db } from '../../../sdk/server';
import { audioContributions } from './contributions';
import { blankArtist, getArtist, insertArtist, listArtists, writeArtist } from './artists';
import { setRoutes } from './set-routes';
import { SET_ENTITY, setTtsTask } from './set-tts';
import { audioArtists, audioSetInfo } from './tables';
import { AUDIO, audioArtistResource } from '../public';

const artistBody = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  gender: z.enum(['m', 'f'], { message: 'm or f' }),
});

const setCourse = async (db: Db, id: number) =>
  (await db.select({ courseId: audioSetInfo.courseId }).from(audioSetInfo).where(eq(audioSetInfo.setId, id)))[0]?.courseId ?? null;

export default defineServerPlugin({
  tasks: [setTtsTask],
  entities: [recordEntity(SET_ENTITY, AUDIO, setCourse)],
  contributes: audioContributions,
  resources: [
    defineResource({
      module: AUDIO,
      label: 'Audio artist',
      table: audioArtists,
      body: artistBody,
      // GET courses/{c}/audio-artists (+ /{id} grid row, /new), POST courses/{c}/audio-artists, GET|PUT|DELETE audio-artists/{id}
      contract: audioArtistResource,
      list: listArtists,
      get: getArtist,
      blank: async (_db, courseId) => blankArtist(courseId),
      insert: insertArtist,
      write: writeArtist,
    }),
  ],
  routes: setRoutes,
});
