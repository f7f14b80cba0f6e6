import { MODULE } from '../../../sdk/shared';
import { courseDialectList, cycles, insertTranslations, lessons, type SeedContext } from '../../../sdk/server';
import { seedActivities } from './activities';

/** Lesson themes in every course language and in the source languages, in the same order. */
const THEMES: Record<string, string[]> = {
  en: ['Greetings', 'Family', 'Food and drink', 'In the city', 'Travel', 'Work', 'Free time', 'Health', 'Shopping', 'The weather', 'At home', 'Feelings'],
  es: [
    'Saludos',
    'La familia',
    'Comida y bebida',
    'En la ciudad',
    'Viajes',
    'El trabajo',
    'El tiempo libre',
    'La salud',
    'De compras',
    'El tiempo',
    'En casa',
    'Sentimientos',
  ],
  fr: [
    'Salutations',
    'La famille',
    'Manger et boire',
    'En ville',
    'Voyages',
    'Le travail',
    'Les loisirs',
    'La santé',
    'Les courses',
    'La météo',
    'À la maison',
    'Les sentiments',
  ],
  de: [
    'Begrüßungen',
    'Die Familie',
    'Essen und Trinken',
    'In der Stadt',
    'Reisen',
    'Die Arbeit',
    'Freizeit',
    'Gesundheit',
    'Einkaufen',
    'Das Wetter',
    'Zu Hause',
    'Gefühle',
  ],
  it: [
    'Saluti',
    'La famiglia',
    'Cibo e bevande',
    'In città',
    'Viaggi',
    'Il lavoro',
    'Il tempo libero',
    'La salute',
    'Fare la spesa',
    'Il tempo',
    'A casa',
    'I sentimenti',
  ],
  ru: ['Приветствия', 'Семья', 'Еда и напитки', 'В городе', 'Путешествия', 'Работа', 'Свободное время', 'Здоровье', 'Покупки', 'Погода', 'Дома', 'Чувства'],
  zh: ['问候', '家庭', '饮食', '在城市里', '旅行', '工作', '业余时间', '健康', '购物', '天气', '在家', '感情'],
};

/** Lessons with cycles for every demo course: 12 lessons of 3 cycles, or 120 of 4 in the large dataset. */
export default async function seedLessons({ db, courses, size }: SeedContext): Promise<void> {
  const nLessons = size === 'large' ? 120 : 12;
  const nCycles = size === 'large' ? 4 : 3;
  for (const course of courses) {
    const dialects = [...(await courseDialectList(db, course.id, 'target')), ...(await courseDialectList(db, course.id, 'source'))];
    const created = await db
      .insert(lessons)
      .values(Array.from({ length: nLessons }, (_, i) => ({ courseId: course.id, position: i + 1 })))
      .returning({ id: lessons.id, position: lessons.position });
    await db.insert(cycles).values(created.flatMap((l) => Array.from({ length: nCycles }, (_, c) => ({ lessonId: l.id, position: c + 1 }))));
    await insertTranslations(
      db,
      created.map((l) => {
        const theme = (lang: string) => {
          const list = THEMES[lang] ?? THEMES.en;
          const round = Math.floor((l.position - 1) / list.length);
          return `${list[(l.position - 1) % list.length]}${round ? ` ${round + 1}` : ''}`;
        };
        return {
          courseId: course.id,
          ref: MODULE.lessonTitle,
          refId: l.id,
          field: 'title',
          texts: dialects.map((d) => ({ dialectId: d.dialectId, text: theme(d.dialectCode.split('-')[0]) })),
        };
      }),
    );
  }
}

/** The panels' afterDemos step gives every lesson a panel of its own: the activities follow it. */
export const afterDemosFollow = ['panels'];

/** The activities point at the other plugins' demo records: seeded once they all exist. */
export async function afterDemos({ db, courses }: SeedContext): Promise<void> {
  await seedActivities(
    db,
    courses.map((c) => c.id),
  );
}
