import { defineServerPlugin, route } from '../../../sdk/server';
import { PUBLISH, publishApi, publishSpecApi } from '../public';
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
    route(publishSpecApi.publish, {
      access,
      handler: async ({ db, tasks, params, query }) => {
        const check = await checkResource(db, params.courseId, params.ref);
        const ready = new Set(check.ids);
        const running = (await listPublications(db, params.courseId)).find((p) => p.status === 'running');
        return {
          ref: params.ref,
          ids: query.ids.filter((id) => ready.has(id)),
          failed: check.details.filter((d) => query.ids.includes(d.refId)).map((d) => ({ refId: d.refId, error: d.error })),
          publication: running ?? (await startPublication(db, tasks, params.courseId)),
        };
      },
    }),
    route(publishApi.snapshot, { access, handler: async ({ db, params }) => snapshotOf(db, params.courseId, params.version) }),
  ],
});
