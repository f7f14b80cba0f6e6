import { sql } from 'drizzle-orm';
import { contribute, lessons, translatableTexts } from '../../../sdk/server';
import { lessonActivities } from '../public';
import { activitiesOf } from './cycle-activities';
import { MODULE } from '../../../sdk/shared';

/** Lesson titles (module 27's texts) live on the lessons: Health counts them; the cycles' activities, for Lesson Feedback. */
export const lessonContributions = [
  contribute(translatableTexts, {
    ref: MODULE.lessonTitle,
    field: 'title',
    name: 'Lesson titles',
    records: (courseId: number) => sql`select id from ${lessons} where course_id = ${courseId}`,
    lessonPositions: (courseId: number) => sql`select id, position from ${lessons} where course_id = ${courseId}`,
  }),
  contribute(lessonActivities, { activitiesOf }),
];
