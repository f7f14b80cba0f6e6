import { courseDialectList, type HealthCheckProvider } from '../../../sdk/server';

/**
 * Concept-link coverage per target dialect. The concept linker is not built yet, so there is no
 * clDetails source to measure: every check answers 'unsupported'. When the concept-linker plugin
 * lands it contributes the real check from its own server folder and this placeholder goes.
 */
export const conceptLinkPlaceholder: HealthCheckProvider = {
  id: 'concept-links',
  async groups({ db, courseId }) {
    const targets = await courseDialectList(db, courseId, 'target');
    return [{
      title: 'Concept links', layout: 'tiles',
      checks: targets.map((d) => ({
        id: `concept-links.${d.dialectId}`,
        label: `Concept-link coverage (${d.dialectCode}): not available yet`,
        meta: { dialectId: d.dialectId, dialectCode: d.dialectCode, columnId: d.dialectId, columnLabel: d.dialectCode },
        run: async () => ({
          completionPercent: 0, status: 'unsupported' as const,
          metrics: [{ label: 'The concept linker has no data source yet', value: 'Unsupported' }],
        }),
      })),
    }];
  },
};
