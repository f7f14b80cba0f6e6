import { z } from 'zod';
import { contract, courseParams, MODULE } from '../../sdk/shared';
import { healthCourse, healthGroupDto, healthResultDto } from './types';

export * from './types';

/** The health plugin's public face: its module keys and the route contracts other plugins call. */
export const HEALTH = MODULE.health;

/** The health plugin's calls: the course select, a course's checks, one check's run. */
export const healthApi = {
  courses: contract({
    method: 'GET',
    path: 'health/courses',
    answer: z.array(healthCourse),
    summary: 'Every course as { id, name }, for the Health course select',
  }),
  checks: contract({
    method: 'GET',
    path: 'courses/:courseId/health/checks',
    params: courseParams,
    answer: z.object({ checks: z.array(healthGroupDto) }),
    summary: 'The health checks of a course, as groups: { checks: [{ title, layout, config, checks: [{ id, label, endpoint, meta }] }] }',
  }),
  /** The checks of several courses in one answer: the screen opens on every chosen course with one request. */
  coursesChecks: contract({
    method: 'GET',
    path: 'health/checks',
    query: z.object({
      courses: z
        .string()
        .regex(/^\d+(,\d+)*$/, 'Course ids separated by commas')
        .max(2000),
    }),
    answer: z.array(z.object({ courseId: z.number(), checks: z.array(healthGroupDto) })),
    summary: 'The health checks of each listed course (courses=1,2,3), as GET courses/{courseId}/health/checks answers them; unknown courses are left out',
  }),
  check: contract({
    method: 'GET',
    path: 'courses/:courseId/health/checks/:checkId',
    params: courseParams.extend({ checkId: z.string().min(1).max(200) }),
    answer: healthResultDto,
    summary: 'Runs one health check on the course: { completionPercent, metrics: [{ label, value, ref?, search? }], status }',
  }),
};
