import { z } from 'zod';
import { defineResource, defineServerPlugin } from '../../../sdk/server';
import { READINGS } from '../plugin';
import { READ_BY } from '../rules';
import { readingTextAudio } from './audio';
import { readingRoutes } from './routes';
import { beforeDeleteReading, blankReading, getReading, insertReading, listReadings, writeReading } from './reading-store';
import { readings } from './tables';
import { readingContributions } from './contributions';

const body = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  positions: z.string().max(500).default(''),
  listening: z.boolean().default(false),
  readBy: z.enum(READ_BY).default('m'),
  flag: z.number().int().min(1).max(5).default(1),
});

export default defineServerPlugin({
  contributes: readingContributions,
  resources: [
    defineResource({
      module: READINGS, label: 'Reading', table: readings, body, flag: true,
      // GET courses/{c}/readings (?text) and /{id}; GET readings/new?course=; POST courses/{c}/readings; GET|PUT|DELETE readings/{id}
      paths: { list: 'courses/:courseId/readings', create: 'courses/:courseId/readings', item: 'readings' },
      // ?withError=1: only the readings the last check found in error (the grid after Check).
      listQuery: z.object({ withError: z.enum(['0', '1']).optional() }),
      list: listReadings,
      get: getReading,
      blank: blankReading,
      insert: insertReading,
      write: writeReading,
      beforeDelete: beforeDeleteReading,
    }),
  ],
  routes: readingRoutes,
  audioRefs: [readingTextAudio],
});
