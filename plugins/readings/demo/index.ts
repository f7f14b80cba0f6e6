import { courseDialectList, insertTranslations, type BulkTranslation, type SeedContext } from '../../../sdk/server';
import { READINGS } from '../plugin';
import { EXERCISE_FIELD, TEXT_FIELD } from '../rules';
import { readingExercises, readingTexts, readings } from '../server/tables';
import { DEMO_READINGS } from './reading-texts';

/** One reading per demo course, in the course's language: two texts with audio spans and two exercises. */
export default async function seedReadings({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const demo = DEMO_READINGS[course.languageCode];
    if (!demo) continue;
    const [targets, sources] = await Promise.all([courseDialectList(db, course.id, 'target'), courseDialectList(db, course.id, 'source')]);
    const [r] = await db.insert(readings).values({ courseId: course.id, title: demo.title, positions: '3', listening: true, readBy: 'f' }).returning({ id: readings.id });
    const texts = await db.insert(readingTexts).values(demo.parts.map((p, i) => ({
      courseId: course.id, readingId: r.id, position: i + 1, title: p.title, audioStart: p.start, audioEnd: p.end,
    }))).returning({ id: readingTexts.id });
    const exercises = await db.insert(readingExercises).values(demo.exercises.map((e, i) => ({
      courseId: course.id, readingId: r.id, position: i + 1, title: e.title, readingTextId: e.part === null ? null : texts[e.part].id,
      listening: e.listening ?? false,
    }))).returning({ id: readingExercises.id });
    const bulk: BulkTranslation[] = [
      ...demo.parts.map((p, i) => ({
        courseId: course.id, ref: READINGS, refId: texts[i].id, field: TEXT_FIELD,
        texts: [...targets.map((d) => ({ dialectId: d.dialectId, text: `<p>${p.text}</p>` })), ...sources.map((d) => ({ dialectId: d.dialectId, text: p.en }))],
      })),
      ...demo.exercises.map((e, i) => ({
        courseId: course.id, ref: READINGS, refId: exercises[i].id, field: EXERCISE_FIELD, texts: targets.map((d) => ({ dialectId: d.dialectId, text: e.html })),
      })),
    ];
    await insertTranslations(db, bulk);
  }
}
