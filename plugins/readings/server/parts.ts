import { byIdAccess, orderedParts, writeTexts } from '../../../sdk/server';
import { READINGS, readingExerciseParts, readingTextParts } from '../public';
import { mustGetExercise, listExercises } from './exercise-store';
import { readingExercises, readingTexts, readings } from './tables';
import { listTexts, mustGetText } from './text-store';
import { deleteExerciseTranslations, deleteTextTranslations, exerciseKey } from './translations';

export const onReading = byIdAccess(READINGS, readings);
export const onText = byIdAccess(READINGS, readingTexts);
export const onExercise = byIdAccess(READINGS, readingExercises);

/** A reading's texts, in order: a new one is 'Text n' unless titled; the add answers it as its editor shows it. */
export const textParts = orderedParts(readingTextParts, {
  table: readingTexts,
  owner: readingTexts.readingId,
  access: { owner: onReading, part: onText },
  list: (db, readingId, courseId) => listTexts(db, readingId, courseId),
  insert: async (tx, { ownerId, courseId, position, body }) =>
    (
      await tx
        .insert(readingTexts)
        .values({ courseId, readingId: ownerId, position, title: body.title || `Text ${position}` })
        .returning({ id: readingTexts.id })
    )[0].id,
  beforeRemove: (tx, id) => deleteTextTranslations(tx, [id]),
  added: async (db, id) => ({ record: await mustGetText(db, id) }),
});

/** A reading's exercises, in order: a new one is 'Exercise n' unless titled, about ALL the texts. */
export const exerciseParts = orderedParts(readingExerciseParts, {
  table: readingExercises,
  owner: readingExercises.readingId,
  access: { owner: onReading, part: onExercise },
  list: (db, readingId) => listExercises(db, readingId),
  insert: async (tx, { ownerId, courseId, position, body }) =>
    (
      await tx
        .insert(readingExercises)
        .values({ courseId, readingId: ownerId, position, title: body.title || `Exercise ${position}` })
        .returning({ id: readingExercises.id })
    )[0].id,
  beforeRemove: (tx, id) => deleteExerciseTranslations(tx, [id]),
  added: async (db, id) => ({ record: await mustGetExercise(db, id) }),
});

/** A copy of an exercise at the end of its reading, with its HTML; answers the copy's id. */
export async function cloneExercise(db: Parameters<typeof mustGetExercise>[0], id: number): Promise<number> {
  const src = await mustGetExercise(db, id);
  return db.transaction((tx) =>
    exerciseParts.append(tx, src.readingId, async (position) => {
      const [e] = await tx
        .insert(readingExercises)
        .values({
          courseId: src.courseId,
          readingId: src.readingId,
          readingTextId: src.readingTextId || null,
          position,
          title: `${src.title} (copy)`,
          exerciseType: src.exerciseType,
          listening: src.listening,
        })
        .returning({ id: readingExercises.id });
      await writeTexts(tx, { ...exerciseKey(e.id), courseId: src.courseId }, { targets: src.targets.map((x) => ({ dialectId: x.dialectId, text: x.text })) });
      return e.id;
    }),
  );
}
