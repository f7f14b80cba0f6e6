import { courseDialectList, insertTranslations, type BulkTranslation, type Db, type SeedContext } from '../../../sdk/server';
import { READING_TEXTS, READINGS } from '../plugin';
import { EXERCISE_FIELD, TEXT_FIELD } from '../rules';
import { readingExercises, readingTexts, readings } from '../server/tables';
import { DEMO_GREETINGS, DEMO_READINGS, type DemoReading } from './reading-texts';

/** Two readings per demo course, in the course's language: texts with audio spans, and exercises. */
export default async function seedReadings({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    for (const demo of [DEMO_READINGS[course.languageCode], DEMO_GREETINGS[course.languageCode]]) {
      if (demo) await seedReading(db, course.id, demo);
    }
  }
}

async function seedReading(db: Db, courseId: number, demo: DemoReading): Promise<void> {
  const [targets, sources] = await Promise.all([courseDialectList(db, courseId, 'target'), courseDialectList(db, courseId, 'source')]);
  const [r] = await db.insert(readings).values({ courseId, title: demo.title, positions: '3', listening: true, readBy: 'f' }).returning({ id: readings.id });
  const texts = await db
    .insert(readingTexts)
    .values(
      demo.parts.map((p, i) => ({
        courseId,
        readingId: r.id,
        position: i + 1,
        title: p.title,
        audioStart: p.start,
        audioEnd: p.end,
      })),
    )
    .returning({ id: readingTexts.id });
  const exercises = await db
    .insert(readingExercises)
    .values(
      demo.exercises.map((e, i) => ({
        courseId,
        readingId: r.id,
        position: i + 1,
        title: e.title,
        readingTextId: e.part === null ? null : texts[e.part].id,
        listening: e.listening ?? false,
      })),
    )
    .returning({ id: readingExercises.id });
  const bulk: BulkTranslation[] = [
    ...demo.parts.map((p, i) => ({
      courseId,
      ref: READING_TEXTS,
      refId: texts[i].id,
      field: TEXT_FIELD,
      texts: [...targets.map((d) => ({ dialectId: d.dialectId, text: `<p>${p.text}</p>` })), ...sources.map((d) => ({ dialectId: d.dialectId, text: p.en }))],
    })),
    ...demo.exercises.map((e, i) => ({
      courseId,
      ref: READINGS,
      refId: exercises[i].id,
      field: EXERCISE_FIELD,
      texts: targets.map((d) => ({ dialectId: d.dialectId, text: e.html })),
    })),
  ];
  await insertTranslations(db, bulk);
}
