import { route } from '../../../../sdk/server';
import { MEMORY, memoryApi } from '../../public';
import { THRESHOLD, TOP_K } from '../../unifier-config';
import { changePatterns, pauseUnifier, startUnifier, unifierRun, upsertEmbeddings } from './runs';

const access = { module: MEMORY };

export const unifierRoutes = [
  route(memoryApi.buildUnifier, {
    access,
    handler: ({ db, tasks, body }) => {
      const dialect = body.dialect_id ?? body.general.source_dialect!;
      const t = body.threshold ?? body.general.threshold ?? THRESHOLD.default;
      const k = body.topK ?? body.general.topK ?? TOP_K.default;
      return startUnifier(db, tasks, {
        ...body,
        general: { ...body.general, source_dialect: dialect, threshold: t, topK: k },
        dialect_id: dialect,
        threshold: t,
        topK: k,
      });
    },
  }),
  route(memoryApi.unifierRun, {
    access,
    handler: ({ db, params }) => unifierRun(db, params.id),
  }),
  route(memoryApi.pauseUnifier, {
    access,
    handler: ({ db, tasks, params }) => pauseUnifier(db, tasks, params.id, 'pause'),
  }),
  route(memoryApi.resumeUnifier, {
    access,
    handler: ({ db, tasks, params }) => pauseUnifier(db, tasks, params.id, 'resume'),
  }),
  route(memoryApi.upsertEmbeddings, {
    access,
    handler: ({ db, body }) => upsertEmbeddings(db, body.dialect_id, body.points),
  }),
  route(memoryApi.changePatterns, {
    access,
    handler: ({ db, body }) => changePatterns(db, body.dialect_id, body.glossary),
  }),
];
