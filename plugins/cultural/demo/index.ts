import { courseDialectList, writeTexts, type SeedContext } from '../../../sdk/server';
import { culturalKey } from '../server/cultural-store';
import { culturalVocs } from '../server/tables';

interface Entry {
  title: string;
  name: string;
  gender: string;
  wordClassCode: string;
  definition: string;
  /** The item in the course's language; per dialect code where that dialect writes it otherwise. */
  target: string;
  targetByDialect?: Record<string, string>;
  /** What it is called in the source languages, by language code. */
  sources: Record<string, string>;
}

const noun = (
  title: string,
  target: string,
  gender: string,
  definition: string,
  sources: Record<string, string>,
  targetByDialect?: Record<string, string>,
): Entry => ({ title, name: target, gender, wordClassCode: 'noun', definition, target, sources, targetByDialect });

/** Cultural items that belong to each demo course's language and country (spec 2 §2 Cultural vocabulary). */
export const CULTURAL_ITEMS: Record<string, Entry[]> = {
  es: [
    noun('siesta', 'siesta', 'f', 'A short sleep after lunch, a custom of Spain.', { en: 'siesta (afternoon nap)', fr: 'sieste' }),
    noun('tapas', 'tapas', 'f', 'Small dishes shared with a drink in Spanish bars.', { en: 'tapas (small dishes)', fr: 'tapas' }),
    noun('paella', 'paella', 'f', 'A rice dish from Valencia cooked in a wide pan.', { en: 'paella', fr: 'paella' }),
  ],
  en: [
    noun('afternoon tea', 'afternoon tea', '', 'A light meal of tea, sandwiches and cakes in the afternoon, a British custom.', {
      es: 'té de la tarde',
      fr: "thé de l'après-midi",
    }),
    noun('Thanksgiving', 'Thanksgiving', '', 'An American holiday in November with a family dinner.', {
      es: 'Día de Acción de Gracias',
      fr: 'Action de grâce',
    }),
  ],
  fr: [
    noun('baguette', 'baguette', 'f', 'The long thin loaf of French bread.', { en: 'baguette (French bread)', es: 'baguette' }),
    noun('croissant', 'croissant', 'm', 'A crescent-shaped buttery pastry eaten at breakfast.', { en: 'croissant', es: 'cruasán' }),
  ],
  de: [
    noun('Oktoberfest', 'Oktoberfest', 'n', 'The beer festival held in Munich every autumn.', { en: 'Oktoberfest (Munich beer festival)', es: 'Oktoberfest' }),
    noun('Brezel', 'Brezel', 'f', 'A baked bread knotted in a loop, typical of southern Germany.', { en: 'pretzel', es: 'pretzel' }),
  ],
  it: [
    noun('aperitivo', 'aperitivo', 'm', 'A drink with snacks before dinner, an Italian ritual.', { en: 'aperitivo (pre-dinner drink)', es: 'aperitivo' }),
    noun('gelato', 'gelato', 'm', 'Italian ice cream, denser than most.', { en: 'gelato (Italian ice cream)', es: 'helado italiano' }),
  ],
  ru: [
    noun('дача', 'дача', 'f', 'A country house where city families spend the summer.', { en: 'dacha (country house)', es: 'dacha' }),
    noun('борщ', 'борщ', 'm', 'A beetroot soup of Russian and Ukrainian cooking.', { en: 'borscht (beetroot soup)', es: 'borsch' }),
  ],
  zh: [
    noun(
      '春节',
      '春节',
      '',
      'The Spring Festival, the Chinese New Year.',
      { en: 'Spring Festival (Chinese New Year)', es: 'Fiesta de la Primavera' },
      { 'zh-TW': '春節' },
    ),
    noun(
      '饺子',
      '饺子',
      '',
      'Dumplings eaten especially at the Spring Festival.',
      { en: 'jiaozi (dumplings)', es: 'empanadillas chinas' },
      { 'zh-TW': '餃子' },
    ),
  ],
};

export default async function seedCultural({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const [targets, sources] = await Promise.all([courseDialectList(db, course.id, 'target'), courseDialectList(db, course.id, 'source')]);
    for (const e of CULTURAL_ITEMS[course.languageCode] ?? []) {
      const [row] = await db
        .insert(culturalVocs)
        .values({
          courseId: course.id,
          title: e.title,
          name: e.name,
          gender: e.gender,
          wordClassCode: e.wordClassCode,
          definition: e.definition,
        })
        .returning({ id: culturalVocs.id });
      await writeTexts(
        db,
        { ...culturalKey(row.id), courseId: course.id },
        {
          targets: targets.map((d) => ({ dialectId: d.dialectId, text: e.targetByDialect?.[d.dialectCode] ?? e.target, status: 2 })),
          sources: sources.map((d) => ({ dialectId: d.dialectId, text: e.sources[d.dialectCode.split('-')[0]] ?? '', status: 2 })).filter((s) => s.text),
        },
      );
    }
  }
}
