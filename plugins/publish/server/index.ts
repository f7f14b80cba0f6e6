import { z } from 'zod';
import { dbIdParam, defineServerPlugin, route } from '../../../sdk/server';
import { PUBLISH } from '../plugin';
import { listPublications, publishTask, snapshotOf, startPublication } from './publications';
import { checkResource, publishResources } from './resources';

const course = z.object({ courseId: dbIdParam });
const access = { module: PUBLISH };

export default defineServerPlugin({
  tasks: [publishTask],
  routes: [
    route({
      method: 'GET', url: 'groups/:courseId/publish-resources', access, summary: 'The resources published (ref, name, batch, enabled)',
      params: course,
      handler: async () => publishResources(),
    }),
    route({
      method: 'GET', url: 'groups/:courseId/refs/:ref/publish-check', access, summary: 'Checks a resource: ready ids and failing items',
      params: z.object({ courseId: dbIdParam, ref: dbIdParam }),
      handler: async ({ db, params }) => checkResource(db, params.courseId, params.ref),
    }),
    route({
      method: 'GET', url: 'groups/:courseId/publications', access, summary: 'The publications, newest first, with progress per resource',
      params: course,
      handler: async ({ db, params }) => listPublications(db, params.courseId),
    }),
    route({
      method: 'POST', url: 'groups/:courseId/publications', access, summary: 'Publishes the next version (a queued task)',
      params: course,
      handler: async ({ db, tasks, params }) => startPublication(db, tasks, params.courseId),
    }),
    route({
      method: 'GET', url: 'groups/:courseId/publications/latest', access, summary: 'The latest published snapshot',
      params: course,
      handler: async ({ db, params }) => snapshotOf(db, params.courseId),
    }),
    route({
      method: 'GET', url: 'groups/:courseId/publications/:version', access, summary: 'A published snapshot by version',
      params: z.object({ courseId: dbIdParam, version: dbIdParam }),
      handler: async ({ db, params }) => snapshotOf(db, params.courseId, params.version),
    }),
  ],
});
