import { courseTextDialects, writeTexts, type SeedContext } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { exerciseKey } from '../server/exercise-store';
import { exercises } from '../server/tables';

const gap = (answer: string) => `<span data-gap="1">${answer}</span>`;

/** Gap-fill exercises per course language, made of the course's own words (the gap holds the answer). */
const EXERCISES: Record<string, string[]> = {
  es: [`<p>Yo ${gap('tengo')} dos hermanos.</p>`, `<p>Nosotros ${gap('somos')} de Madrid.</p>`, `<p>¿Dónde ${gap('está')} la estación?</p>`],
  en: [`<p>She ${gap('has')} two brothers.</p>`, `<p>We ${gap('are')} from London.</p>`, `<p>Where ${gap('is')} the station?</p>`],
  fr: [`<p>J'${gap('ai')} deux frères.</p>`, `<p>Nous ${gap('sommes')} de Paris.</p>`, `<p>Où ${gap('est')} la gare ?</p>`],
  de: [`<p>Ich ${gap('habe')} zwei Brüder.</p>`, `<p>Wir ${gap('sind')} aus Berlin.</p>`, `<p>Wo ${gap('ist')} der Bahnhof?</p>`],
  it: [`<p>Io ${gap('ho')} due fratelli.</p>`, `<p>Noi ${gap('siamo')} di Roma.</p>`, `<p>Dov'${gap('è')} la stazione?</p>`],
  ru: [`<p>У меня ${gap('есть')} два брата.</p>`, `<p>Мы ${gap('из')} Москвы.</p>`, `<p>Где ${gap('находится')} вокзал?</p>`],
  zh: [`<p>我${gap('有')}两个哥哥。</p>`, `<p>我们${gap('是')}北京人。</p>`, `<p>火车站${gap('在')}哪儿？</p>`],
};

export default async function seedExercises({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const { targets } = await courseTextDialects(db, course.id);
    const list = EXERCISES[course.languageCode] ?? [];
    for (const [i, html] of list.entries()) {
      const [row] = await db
        .insert(exercises)
        .values({ courseId: course.id, positions: `${i + 1}.1` })
        .returning({ id: exercises.id });
      // The last exercise is left without text in the second target dialect, so that the check has something to find.
      const texts = targets
        .filter((_, j) => i < list.length - 1 || j === 0)
        .map((t) => ({ dialectId: t.dialectId, text: html, status: TranslationStatus.DONE }));
      await writeTexts(db, { ...exerciseKey(row.id), courseId: course.id }, { targets: texts });
    }
  }
}
