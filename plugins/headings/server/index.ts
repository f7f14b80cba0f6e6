import { z } from 'zod';
import { byIdAccess, defineResource, defineServerPlugin, notFound, route, translationTextsBody } from '../../../sdk/server';
import { beforeDeleteHeading, blankHeading, getHeading, headingExists, insertHeading, listHeadings, selectHeadings, writeHeading } from './heading-store';
import { headings } from './tables';
import { headingUses } from './uses';
import { HEADINGS, headingResource, headingsApi } from '../public';

const body = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  translations: translationTextsBody.default([]),
});

export default defineServerPlugin({
  resources: [
    defineResource({
      cacheList: true,
      module: HEADINGS,
      label: 'Heading',
      table: headings,
      body,
      // GET headings, GET headings/{id}/grid-row, GET headings/new, POST headings, GET|PUT|DELETE headings/{id}
      contract: headingResource,
      list: listHeadings,
      get: getHeading,
      blank: blankHeading,
      insert: (tx, _courseId, b) => insertHeading(tx, b),
      write: writeHeading,
      beforeDelete: beforeDeleteHeading,
    }),
  ],
  routes: [
    route(headingsApi.select, {
      access: 'user',
      handler: async ({ db }) => selectHeadings(db),
    }),
    route(headingsApi.uses, {
      access: byIdAccess(HEADINGS, headings),
      handler: async ({ db, params }) => {
        if (!(await headingExists(db, params.id))) throw notFound('Heading');
        return { uses: await headingUses(db, params.id) };
      },
    }),
  ],
});
