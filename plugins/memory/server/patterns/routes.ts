import { route } from '../../../../sdk/server';
import { MEMORY, memoryApi } from '../../public';
import { applyPatternChange, undoPatternChange } from './apply-change';
import { reportRun, startReport } from './reports';

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
