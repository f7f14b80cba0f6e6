import { z } from 'zod';
import { defineResource, defineServerPlugin, moveRefRows } from '../../../sdk/server';
import { READING_TEXTS, READINGS } from '../plugin';
import { READ_BY } from '../rules';
import { readingTextAudio } from './audio';
import { readingRoutes } from './routes';
import { beforeDeleteReading, blankReading, getReading, insertReading, listReadings, writeReading } from './reading-store';
import { readings, readingTexts } from './tables';
import { readingContributions, readingTextRecords, readingTitleRecords } from './contributions';
import { readingResource } from '../public';

const body = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  positions: z.string().max(500).default(''),
  listening: z.boolean().default(false),
  readBy: z.enum(READ_BY).default('m'),
  flag: z.number().int().min(1).max(5).default(1),
});

export default defineServerPlugin({
  contributes: readingContributions,
  recordRefs: [readingTextRecords, readingTitleRecords],
  // After 0001's SQL moved the texts' platform rows to READING_TEXTS, the rows other plugins own follow.
  dataMigrations: {
    '0001_reading_text_ref': async (db) => {
      const refIds = (await db.select({ id: readingTexts.id }).from(readingTexts)).map((t) => t.id);
      await moveRefRows(db, { from: READINGS, to: READING_TEXTS, refIds });
    },
  },
  resources: [
    defineResource({
      cacheList: true,
      module: READINGS,
      label: 'Reading',
      table: readings,
      body,
      flag: true,
      // GET courses/{c}/readings (?text) and /{id}; GET readings/new?course=; POST courses/{c}/readings; GET|PUT|DELETE readings/{id}
      contract: readingResource,
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
