import { lackingResult, recordRefModule, type Db, type HealthCheckProvider } from '../../../sdk/server';
import { checkResource, publishResources } from './resources';

/**
 * Publish readiness (Health): per publish resource, its records that pass the Publish check over
 * all of them (the check's own figures: up to the course's publish lesson position), the failing
 * ones opening their module (a part's, such as reading titles', is its parent's) on the first.
 */
export const publishHealth: HealthCheckProvider = {
  id: 'publish',
  async groups() {
    const checks = publishResources().map((r) => ({
      id: `publish.${r.ref}`,
      label: `Ready to publish: ${r.name}`,
      meta: { ref: r.ref, refName: r.name },
      async run(db: Db, courseId: number) {
        const c = await checkResource(db, courseId, r.ref);
        return lackingResult({
          total: c.ids.length + c.details.length,
          lacking: c.details.length,
          first: c.details[0]?.refId ?? null,
          label: r.name,
          lackingLabel: 'Failing the check',
          ref: recordRefModule(r.ref) ?? r.ref,
        });
      },
    }));
    return checks.length ? [{ title: 'Publish readiness', layout: 'tiles', checks }] : [];
  },
};
