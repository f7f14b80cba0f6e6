import { defineServerPlugin, route } from '../../../sdk/server';
import { PUBLISH, publishApi, publishSpecApi } from '../public';
import { listPublications, publishBatch, publishTask, snapshotOf, startPublication } from './publications';
import { publishHealth } from './health';
import { checkResource, publishResources } from './resources';

const access = { module: PUBLISH };

export default defineServerPlugin({
  tasks: [publishTask],
  healthChecks: [publishHealth],
  routes: [
    route(publishApi.resources, { access, handler: async () => publishResources() }),
    route(publishApi.check, { access, handler: async ({ db, params }) => checkResource(db, params.courseId, params.ref) }),
    route(publishApi.publications, { access, handler: async ({ db, params }) => listPublications(db, params.courseId) }),
    route(publishApi.publish, { access, handler: async ({ db, tasks, params }) => startPublication(db, tasks, params.courseId) }),
    route(publishApi.latest, { access, handler: async ({ db, params }) => snapshotOf(db, params.courseId) }),
    route(publishSpecApi.publish, {
      access,
      handler: async ({ db, params, query }) => publishBatch(db, params.courseId, params.ref, query.ids),
    }),
    route(publishApi.snapshot, { access, handler: async ({ db, params }) => snapshotOf(db, params.courseId, params.version) }),
  ],
});
