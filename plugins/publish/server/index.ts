import { defineServerPlugin, route } from '../../../sdk/server';
import { PUBLISH, publishApi } from '../public';
import { listPublications, publishTask, snapshotOf, startPublication } from './publications';
import { checkResource, publishResources } from './resources';

const access = { module: PUBLISH };

export default defineServerPlugin({
  tasks: [publishTask],
  routes: [
    route(publishApi.resources, { access, handler: async () => publishResources() }),
    route(publishApi.check, { access, handler: async ({ db, params }) => checkResource(db, params.courseId, params.ref) }),
    route(publishApi.publications, { access, handler: async ({ db, params }) => listPublications(db, params.courseId) }),
    route(publishApi.publish, { access, handler: async ({ db, tasks, params }) => startPublication(db, tasks, params.courseId) }),
    route(publishApi.latest, { access, handler: async ({ db, params }) => snapshotOf(db, params.courseId) }),
    route(publishApi.snapshot, { access, handler: async ({ db, params }) => snapshotOf(db, params.courseId, params.version) }),
  ],
});
