import { sql } from 'drizzle-orm';
import { contribute, lessons, translatableTexts } from '../../../sdk/server';
import { lessonActivities, recordLessonSource } from '../public';
import { activitiesOf } from './cycle-activities';
import { recordLessonSource as source } from './record-lessons';
import { MODULE } from '../../../sdk/shared';

/** Lesson titles (module 27's texts) live on the lessons: Health counts them; the cycles' activities, for Lesson Feedback; every record's lesson. */
export const lessonContributions = [
  contribute(translatableTexts, {
    ref: MODULE.lessonTitle,
    field: 'title',
    name: 'Lesson titles',
    records: (courseId: number) => sql`select id from ${lessons} where course_id = ${courseId}`,
  }),
  contribute(lessonActivities, { activitiesOf }),
  contribute(recordLessonSource, source),
];
