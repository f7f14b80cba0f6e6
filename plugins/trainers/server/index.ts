import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, defineServerPlugin, deleteTranslations, translationTextsBody } from '../../../sdk/server';
import { reference } from '../../../sdk/shared';
import { LESSONS } from '../../lesson-outline/public';
import { TRAINERS } from '../plugin';
import { segmentRoutes } from './segment-routes';
import { trainers } from './tables';
import { blankTrainer, courseOfTrainer, deleteSegmentTranslations, getTrainer, listTrainers, segmentIdsOf, writeSources } from './trainer-store';
import { segmentRecords, trainerContributions } from './contributions';
import { trainerResource } from '../public';

const body = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  lessonId: reference(LESSONS).nullable().default(null),
  flag: z.number().int().min(1).max(5).default(1),
  sources: translationTextsBody.default([]),
});

export default defineServerPlugin({
  contributes: trainerContributions,
  recordRefs: [segmentRecords],
  resources: [
    defineResource({
      cacheList: true,
      module: TRAINERS,
      label: 'Trainer',
      table: trainers,
      body,
      flag: true,
      contract: trainerResource,
      list: listTrainers,
      get: getTrainer,
      blank: blankTrainer,
      insert: async (tx, courseId, b) => {
        const [t] = await tx.insert(trainers).values({ courseId, title: b.title, lessonId: b.lessonId, flag: b.flag }).returning({ id: trainers.id });
        await writeSources(tx, courseId, t.id, b.sources);
        return t.id;
      },
      write: async (tx, id, b) => {
        await tx.update(trainers).set({ title: b.title, lessonId: b.lessonId }).where(eq(trainers.id, id));
        await writeSources(tx, (await courseOfTrainer(tx, id))!, id, b.sources);
      },
      beforeDelete: async (tx, id) => {
        await deleteSegmentTranslations(tx, await segmentIdsOf(tx, [id]));
        await deleteTranslations(tx, TRAINERS, [id]);
      },
    }),
  ],
  routes: [...segmentRoutes],
});
