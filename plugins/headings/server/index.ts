import { z } from 'zod';
import { byIdAccess, defineResource, defineServerPlugin, notFound, route, translationTextsBody } from '../../../sdk/server';
import { HEADINGS } from '../plugin';
import {
  beforeDeleteHeading, blankHeading, getHeading, headingExists, insertHeading, listHeadings, selectHeadings, writeHeading,
} from './heading-store';
import { headings } from './tables';
import { headingUses } from './uses';
import { headingResource } from '../public';

const body = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  translations: translationTextsBody.default([]),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

export default defineServerPlugin({
  resources: [
    defineResource({
      cacheList: true,
      module: HEADINGS, label: 'Heading', table: headings, body,
      // GET headings, GET headings/{id}/grid-row, GET headings/new, POST headings, GET|PUT|DELETE headings/{id}
      paths: headingResource.paths,
      list: listHeadings,
      get: getHeading,
      blank: blankHeading,
      insert: (tx, _courseId, b) => insertHeading(tx, b),
      write: writeHeading,
      beforeDelete: beforeDeleteHeading,
    }),
  ],
  routes: [
    route({
      // Other modules' forms (dialogs, exercises, readings…) pick a heading without holding the Headings module.
      method: 'GET', url: 'headings/select', access: 'user', summary: 'Every heading as { id, title }, for select inputs',
      handler: async ({ db }) => selectHeadings(db),
    }),
    route({
      method: 'GET', url: 'headings/:id/uses', access: byIdAccess(HEADINGS, headings),
      summary: 'Where the heading is used: { uses: { id, segmentIds, readingIds, trainerIds, exerciseIds, their counts, courses } }',
      params: idParams,
      handler: async ({ db, params }) => {
        if (!(await headingExists(db, params.id))) throw notFound('Heading');
        return { uses: await headingUses(db, params.id) };
      },
    }),
  ],
});
