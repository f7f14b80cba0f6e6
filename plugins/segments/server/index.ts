import { z } from 'zod';
import {
  blankTexts,
  byIdAccess,
  courseTextDialects,
  defineResource,
  defineServerPlugin,
  readTexts,
  route,
  translationTextsBody,
  writeTexts,
} from '../../../sdk/server';
import { LEVELS, READ_BY } from '../rules';
import { segmentAudio } from './audio';
import {
  beforeDeleteSegment,
  blankSegment,
  checkSegments,
  cleanTargets,
  getSegment,
  insertSegment,
  listSegments,
  mustBeTarget,
  segmentKey,
  segmentPanels,
  writeSegment,
} from './segment-store';
import { segments } from './tables';
import { segmentContributions } from './contributions';
import { reference } from '../../../sdk/shared';
import { PANELS } from '../../panels/public';
import { SEGMENTS, segmentResource, segmentsApi } from '../public';

const body = z.object({
  /** A panel of the course, or 0 for none. */
  panelId: z.union([z.literal(0), reference(PANELS)]).default(0),
  listening: z.boolean().default(false),
  readBy: z.enum(READ_BY).default('m'),
  level: z
    .number()
    .int()
    .refine((l) => l === 0 || (LEVELS as readonly number[]).includes(l), 'A level from A1.1 (11) to B1.5 (35), or 0')
    .default(0),
  flag: z.number().int().min(1).max(5).default(1),
  targets: translationTextsBody.default([]),
  sources: translationTextsBody.default([]),
});
const onSegment = byIdAccess(SEGMENTS, segments);

export default defineServerPlugin({
  contributes: segmentContributions,
  resources: [
    defineResource({
      cacheList: true,
      module: SEGMENTS,
      label: 'Segment',
      table: segments,
      body,
      flag: true,
      // GET courses/{c}/segments (?text, ?panel: 0 = ALL, ?withError=1) and /{id}; GET segments/new?course=; POST courses/{c}/segments; GET|PUT|DELETE segments/{id}
      contract: segmentResource,
      list: listSegments,
      get: getSegment,
      blank: blankSegment,
      insert: insertSegment,
      write: writeSegment,
      beforeDelete: beforeDeleteSegment,
    }),
  ],
  routes: [
    route(segmentsApi.blankTargets, {
      access: { module: SEGMENTS },
      handler: async ({ db, params }) => blankTexts((await courseTextDialects(db, params.courseId)).targets),
    }),
    route(segmentsApi.targets, {
      access: onSegment,
      handler: async ({ db, params, courseId }) => (await readTexts(db, segmentKey(params.id), courseId)).targets,
    }),
    route(segmentsApi.setTarget, {
      access: onSegment,
      handler: async ({ db, params, body: b, courseId }) => {
        await mustBeTarget(db, courseId, params.dialectId);
        await writeTexts(db, { ...segmentKey(params.id), courseId }, { targets: cleanTargets([{ dialectId: params.dialectId, ...b }]) });
        return getSegment(db, params.id);
      },
    }),
    route(segmentsApi.check, {
      access: { module: SEGMENTS },
      handler: async ({ db, params, query }) => ({
        ...(await checkSegments(db, params.courseId)),
        rows: await listSegments(db, params.courseId, { withError: true, panel: query.panel }),
      }),
    }),
    route(segmentsApi.withError, {
      access: { module: SEGMENTS },
      handler: async ({ db, params }) => listSegments(db, params.courseId, { withError: true }),
    }),
    route(segmentsApi.panels, {
      access: { module: SEGMENTS },
      handler: async ({ db, params }) => segmentPanels(db, params.courseId),
    }),
  ],
  audioRefs: [segmentAudio],
});
