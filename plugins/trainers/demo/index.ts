import { courseDialectList, writeTranslation, type SeedContext } from '../../../sdk/server';
import { TRAINER_SEGMENTS, TRAINERS } from '../plugin';
import { trainers, trainerSegments } from '../server/tables';
import { demoTrainers } from './trainer-texts';

/** Two trainers per demo course, with gap and list segments in every target dialect and the title in the source dialects. */
export default async function seedTrainers({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const targets = await courseDialectList(db, course.id, 'target');
    const sources = await courseDialectList(db, course.id, 'source');
    for (const demo of demoTrainers(course.languageCode)) {
      const [t] = await db.insert(trainers).values({ courseId: course.id, title: demo.title.en }).returning({ id: trainers.id });
      const texts = sources.map((d) => ({ dialectId: d.dialectId, text: demo.title[d.dialectCode.split('-')[0] as 'en'] ?? '' })).filter((x) => x.text);
      if (texts.length) await writeTranslation(db, { ref: TRAINERS, refId: t.id, field: 'title', courseId: course.id }, texts);
      for (const [i, s] of demo.segments.entries()) {
        const [seg] = await db
          .insert(trainerSegments)
          .values({ trainerId: t.id, title: s.title, exerciseType: s.exerciseType, position: i + 1 })
          .returning({ id: trainerSegments.id });
        if (targets.length) {
          await writeTranslation(
            db,
            { ref: TRAINER_SEGMENTS, refId: seg.id, field: 'text', courseId: course.id },
            targets.map((d) => ({ dialectId: d.dialectId, text: s.html })),
          );
        }
      }
    }
  }
}
