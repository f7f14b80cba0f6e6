import { z } from 'zod';
import { contract, dbIdParam } from '../../sdk/shared';

export const tbxApi = {
  export: contract({
    method: 'GET',
    path: 'courses/:courseId/vocs/tbx',
    params: z.object({ courseId: dbIdParam }),
    query: z.object({ from: dbIdParam, to: dbIdParam }),
    summary:
      "The course's vocabulary as a TBX-Basic file for a dialect pair (?from=&to=): one termEntry per entry with a word in both, its terms with part of speech and gender",
  }),
};
