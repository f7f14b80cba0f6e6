import { HttpError, route } from '../../../../sdk/server';
import { MEMORY, memoryApi, memorySpecApi, reportConfigBody } from '../../public';
import { applyPatternChange, undoPatternChange } from './apply-change';
import { consistencyGroups, reportRun, startReport } from './reports';

const access = { module: MEMORY };

export const patternRoutes = [
  route(memoryApi.frequencyReport, {
    access,
    handler: ({ db, tasks, body }) => startReport(db, tasks, 'frequency', body),
  }),
  route(memoryApi.consistencyReport, {
    access,
    handler: ({ db, tasks, body }) => startReport(db, tasks, 'consistency', body),
  }),
  route(memorySpecApi.consistency, {
    access,
    handler: ({ db, tasks, query }) => {
      const cfg = reportConfigBody.safeParse({
        filtering: { courses: query.courses.map((course_id) => ({ course_id })) },
        dialect: query.dialect,
        refs: query.refs,
      });
      if (!cfg.success) {
        // the query's names: courses and refs are comma lists there
        const fields = Object.fromEntries(cfg.error.issues.map((i) => [i.path[0] === 'filtering' ? 'courses' : String(i.path[0]), i.message]));
        throw new HttpError(400, 'Invalid query', fields);
      }
      return consistencyGroups(db, tasks, cfg.data);
    },
  }),
  route(memoryApi.reportRun, {
    access,
    handler: ({ db, params }) => reportRun(db, params.id),
  }),
  route(memoryApi.applyPatternChange, {
    access,
    handler: ({ db, body }) => applyPatternChange(db, body),
  }),
  route(memoryApi.undoPatternChange, {
    access,
    handler: ({ db, params }) => undoPatternChange(db, params.id),
  }),
];
