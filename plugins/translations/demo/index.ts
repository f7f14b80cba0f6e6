import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { grants, hashPassword, insertTranslations, users, type SeedContext } from '../../../sdk/server';
import { MODULE, TranslationStatus } from '../../../sdk/shared';
import { DIALOG_SEGMENTS } from '../../dialogs/public';
import { READING_TEXTS } from '../../readings/public';
import { TRANSLATIONS } from '../plugin';
import { translationTexts, translations } from '../../../sdk/server';
import { translationProjectItems, translationProjects } from '../server/tables';
import { courseSetup } from '../server/translation-store';

interface DemoTexts {
  /** Texts already translated (done in both dialects): the memory the project's suggestions come from. */
  memory: { text: string; translations: Record<string, string> }[];
  /** Words and phrases alone, translated (as a course's vocabulary has them): the local 'ai' pre-translation adapts near matches with them. */
  words: { text: string; translations: Record<string, string> }[];
  /** Texts still to translate: an exact repeat (101), a repeat but for case and punctuation (100), near and far ones. */
  todo: string[];
}

const words = (list: [string, Record<string, string>][]) => list.map(([text, translations]) => ({ text, translations }));

/** By the course's language; translations by the language of the course's default source dialect. */
const DEMO: Record<string, DemoTexts> = {
  es: {
    words: words([
      ['dos', { en: 'two', fr: 'deux' }],
      ['tres', { en: 'three', fr: 'trois' }],
      ['hermana', { en: 'sister', fr: 'sœur' }],
      ['hermano', { en: 'brother', fr: 'frère' }],
      ['farmacia', { en: 'pharmacy', fr: 'pharmacie' }],
      ['panadería', { en: 'bakery', fr: 'boulangerie' }],
    ]),
    memory: [
      { text: 'Una mesa para dos personas.', translations: { en: 'A table for two people.', fr: 'Une table pour deux personnes.' } },
      { text: '¿Dónde está la farmacia?', translations: { en: 'Where is the pharmacy?', fr: 'Où est la pharmacie ?' } },
      { text: 'Mi hermana vive en Madrid.', translations: { en: 'My sister lives in Madrid.', fr: 'Ma sœur habite à Madrid.' } },
    ],
    todo: [
      'Una mesa para dos personas.',
      'una mesa para dos personas',
      'Una mesa para tres personas.',
      '¿Dónde está la panadería?',
      'Mi hermano vive en Madrid.',
      'Mi hermana vive en Sevilla.',
      '¿Cuánto cuesta esta camisa?',
      'Hoy hace mucho calor.',
      'Nos vemos mañana por la tarde.',
      'No entiendo la pregunta.',
    ],
  },
  en: {
    words: words([
      ['two', { es: 'dos' }],
      ['three', { es: 'tres' }],
      ['sister', { es: 'hermana' }],
      ['brother', { es: 'hermano' }],
      ['pharmacy', { es: 'farmacia' }],
      ['bakery', { es: 'panadería' }],
    ]),
    memory: [
      { text: 'A table for two people.', translations: { es: 'Una mesa para dos personas.' } },
      { text: 'Where is the pharmacy?', translations: { es: '¿Dónde está la farmacia?' } },
      { text: 'My sister lives in London.', translations: { es: 'Mi hermana vive en Londres.' } },
    ],
    todo: [
      'A table for two people.',
      'a table for two people',
      'A table for three people.',
      'Where is the bakery?',
      'My brother lives in London.',
      'My sister lives in Boston.',
      'How much is this shirt?',
      'It is very hot today.',
      'See you tomorrow afternoon.',
      'I do not understand the question.',
    ],
  },
  fr: {
    words: words([
      ['deux', { en: 'two' }],
      ['trois', { en: 'three' }],
      ['ma sœur', { en: 'my sister' }],
      ['mon frère', { en: 'my brother' }],
      ['pharmacie', { en: 'pharmacy' }],
      ['boulangerie', { en: 'bakery' }],
    ]),
    memory: [
      { text: 'Une table pour deux personnes.', translations: { en: 'A table for two people.' } },
      { text: 'Où est la pharmacie ?', translations: { en: 'Where is the pharmacy?' } },
      { text: 'Ma sœur habite à Paris.', translations: { en: 'My sister lives in Paris.' } },
    ],
    todo: [
      'Une table pour deux personnes.',
      'une table pour deux personnes',
      'Une table pour trois personnes.',
      'Où est la boulangerie ?',
      'Mon frère habite à Paris.',
      'Ma sœur habite à Lyon.',
      'Combien coûte cette chemise ?',
      'Il fait très chaud aujourd’hui.',
      'À demain après-midi.',
      'Je ne comprends pas la question.',
    ],
  },
  de: {
    words: words([
      ['zwei', { en: 'two' }],
      ['drei', { en: 'three' }],
      ['meine Schwester', { en: 'my sister' }],
      ['mein Bruder', { en: 'my brother' }],
      ['Apotheke', { en: 'pharmacy' }],
      ['Bäckerei', { en: 'bakery' }],
    ]),
    memory: [
      { text: 'Ein Tisch für zwei Personen.', translations: { en: 'A table for two people.' } },
      { text: 'Wo ist die Apotheke?', translations: { en: 'Where is the pharmacy?' } },
      { text: 'Meine Schwester wohnt in Berlin.', translations: { en: 'My sister lives in Berlin.' } },
    ],
    todo: [
      'Ein Tisch für zwei Personen.',
      'ein Tisch für zwei Personen',
      'Ein Tisch für drei Personen.',
      'Wo ist die Bäckerei?',
      'Mein Bruder wohnt in Berlin.',
      'Meine Schwester wohnt in München.',
      'Wie viel kostet dieses Hemd?',
      'Heute ist es sehr heiß.',
      'Bis morgen Nachmittag.',
      'Ich verstehe die Frage nicht.',
    ],
  },
  it: {
    words: words([
      ['due', { en: 'two' }],
      ['tre', { en: 'three' }],
      ['mia sorella', { en: 'my sister' }],
      ['mio fratello', { en: 'my brother' }],
      ['farmacia', { en: 'pharmacy' }],
      ['panetteria', { en: 'bakery' }],
    ]),
    memory: [
      { text: 'Un tavolo per due persone.', translations: { en: 'A table for two people.' } },
      { text: 'Dov’è la farmacia?', translations: { en: 'Where is the pharmacy?' } },
      { text: 'Mia sorella abita a Roma.', translations: { en: 'My sister lives in Rome.' } },
    ],
    todo: [
      'Un tavolo per due persone.',
      'un tavolo per due persone',
      'Un tavolo per tre persone.',
      'Dov’è la panetteria?',
      'Mio fratello abita a Roma.',
      'Mia sorella abita a Milano.',
      'Quanto costa questa camicia?',
      'Oggi fa molto caldo.',
      'Ci vediamo domani pomeriggio.',
      'Non capisco la domanda.',
    ],
  },
  ru: {
    words: words([
      ['двоих', { en: 'two' }],
      ['троих', { en: 'three' }],
      ['моя сестра', { en: 'my sister' }],
      ['мой брат', { en: 'my brother' }],
      ['аптека', { en: 'pharmacy' }],
      ['булочная', { en: 'bakery' }],
    ]),
    memory: [
      { text: 'Столик на двоих, пожалуйста.', translations: { en: 'A table for two people.' } },
      { text: 'Где аптека?', translations: { en: 'Where is the pharmacy?' } },
      { text: 'Моя сестра живёт в Москве.', translations: { en: 'My sister lives in Moscow.' } },
    ],
    todo: [
      'Столик на двоих, пожалуйста.',
      'столик на двоих пожалуйста',
      'Столик на троих, пожалуйста.',
      'Где булочная?',
      'Мой брат живёт в Москве.',
      'Моя сестра живёт в Казани.',
      'Сколько стоит эта рубашка?',
      'Сегодня очень жарко.',
      'Увидимся завтра днём.',
      'Я не понимаю вопрос.',
    ],
  },
  zh: {
    words: words([
      ['两个人', { en: 'two people' }],
      ['三个人', { en: 'three people' }],
      ['姐姐', { en: 'sister' }],
      ['哥哥', { en: 'brother' }],
      ['药店', { en: 'pharmacy' }],
      ['面包店', { en: 'bakery' }],
    ]),
    memory: [
      { text: '两个人的桌子。', translations: { en: 'A table for two people.' } },
      { text: '药店在哪儿？', translations: { en: 'Where is the pharmacy?' } },
      { text: '我姐姐住在北京。', translations: { en: 'My sister lives in Beijing.' } },
    ],
    todo: [
      '两个人的桌子。',
      '两个人的桌子',
      '三个人的桌子。',
      '面包店在哪儿？',
      '我哥哥住在北京。',
      '我姐姐住在上海。',
      '这件衬衫多少钱？',
      '今天很热。',
      '明天下午见。',
      '我不明白这个问题。',
    ],
  },
};

/** The demo freelance user the demo projects are assigned to. */
export const DEMO_FREELANCE = 'freelance@example.com';

/** How many texts a demo project holds. */
const PROJECT_SIZE = 10;

/** The course's own texts the course-texts project holds: panel sentences, dialog segments and reading texts. */
const COURSE_TEXT_REFS = [MODULE.sentences, DIALOG_SEGMENTS, READING_TEXTS];
/** How many texts of each kind it holds. */
const PER_KIND = 4;

type Dialect = { dialectId: number; dialectCode: string };

/**
 * A project of the course's real texts (panel sentences, dialog segments, reading texts), done in
 * the from dialect, those not done in the to dialect first, PER_KIND of each kind, all waiting
 * (empty and pending): the project screen, the CAT (its context block shows the real record and
 * its neighbours) and the pre-translation get real work.
 */
async function seedCourseTextsProject(db: SeedContext['db'], courseId: number, from: Dialect, to: Dialect, freelanceId: number | null) {
  const texts = await db
    .select({ id: translations.id, ref: translations.ref })
    .from(translations)
    .innerJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, from.dialectId)))
    .where(
      and(
        eq(translations.courseId, courseId),
        inArray(translations.ref, COURSE_TEXT_REFS),
        eq(translationTexts.status, TranslationStatus.DONE),
        sql`btrim(${translationTexts.text}) <> ''`,
      ),
    )
    .orderBy(
      sql`exists (select 1 from ${translationTexts} x where x.translation_id = ${translations.id} and x.dialect_id = ${to.dialectId} and x.status = ${TranslationStatus.DONE} and x.text <> '')`,
      asc(translations.refId),
      asc(translations.id),
    );
  const picked = COURSE_TEXT_REFS.flatMap((ref) => texts.filter((t) => t.ref === ref).slice(0, PER_KIND));
  if (!picked.length) return;
  const [project] = await db
    .insert(translationProjects)
    .values({
      courseId,
      name: `Course texts: ${from.dialectCode} into ${to.dialectCode}`,
      fromDialectId: from.dialectId,
      toDialectId: to.dialectId,
      freelanceId,
    })
    .returning({ id: translationProjects.id });
  await db.insert(translationProjectItems).values(picked.map((t) => ({ projectId: project.id, translationId: t.id })));
}

/**
 * One demo translation project per course: from the course's default target dialect into its
 * default source dialect, over the course's texts that are done in the one and missing in the
 * other (at most half of the project), and texts of its own for the rest (texts of the project
 * record: ref 36, refId the project, fields segment-N), along with a few already translated ones,
 * so that its memory suggestions always show exact, equal-but-for-form and near matches; and
 * before it a project of the course's real texts (seedCourseTextsProject).
 */
export default async function seedTranslationProjects({ db, courses }: SeedContext): Promise<void> {
  // The demo freelance translator: Translation Projects on every demo course; no known password (an admin sets one).
  const [freelance] = await db
    .insert(users)
    .values({ name: DEMO_FREELANCE, passwordHash: await hashPassword(randomBytes(18).toString('base64url')), freelance: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (freelance)
    await db
      .insert(grants)
      .values(courses.map((c) => ({ userId: freelance.id, courseId: c.id, moduleId: TRANSLATIONS })))
      .onConflictDoNothing();
  for (const course of courses) {
    const setup = await courseSetup(db, course.id);
    const from = setup.dialects.find((d) => d.dialectId === setup.defaultTargetDialectId);
    const to = setup.dialects.find((d) => d.dialectId === setup.defaultSourceDialectId);
    const demo = DEMO[course.languageCode];
    if (!from || !to || !demo) continue;
    // Listed after the Demo project (projects are listed newest first).
    await seedCourseTextsProject(db, course.id, from, to, freelance?.id ?? null);
    const [project] = await db
      .insert(translationProjects)
      .values({
        courseId: course.id,
        name: `Demo: ${from.dialectCode} into ${to.dialectCode}`,
        fromDialectId: from.dialectId,
        toDialectId: to.dialectId,
        freelanceId: freelance?.id ?? null,
      })
      .returning({ id: translationProjects.id });

    const waiting = await db
      .select({ id: translations.id })
      .from(translations)
      .innerJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, from.dialectId)))
      .where(
        and(
          eq(translations.courseId, course.id),
          eq(translationTexts.status, TranslationStatus.DONE),
          sql`${translationTexts.text} <> ''`,
          sql`not exists (select 1 from ${translationTexts} x where x.translation_id = ${translations.id} and x.dialect_id = ${to.dialectId} and x.text <> '')`,
        ),
      )
      .orderBy(asc(translations.id))
      .limit(PROJECT_SIZE / 2);

    const toLanguage = to.dialectCode.split('-')[0];
    const key = (field: string) => ({ courseId: course.id, ref: TRANSLATIONS, refId: project.id, field });
    await insertTranslations(db, [
      ...[...demo.memory, ...demo.words]
        .filter((m) => m.translations[toLanguage])
        .map((m, i) => ({
          ...key(`example-${i + 1}`),
          texts: [
            { dialectId: from.dialectId, text: m.text },
            { dialectId: to.dialectId, text: m.translations[toLanguage] },
          ],
        })),
      ...demo.todo.slice(0, PROJECT_SIZE - waiting.length).map((text, i) => ({ ...key(`segment-${i + 1}`), texts: [{ dialectId: from.dialectId, text }] })),
    ]);
    const own = await db
      .select({ id: translations.id })
      .from(translations)
      .where(and(eq(translations.ref, TRANSLATIONS), eq(translations.refId, project.id), like(translations.field, 'segment-%')))
      .orderBy(asc(translations.id));
    const ids = [...waiting, ...own].map((t) => t.id);
    // Partly pre-translated: the text identical to a memory text is filled from it (similarity 101), as doing.
    const exact = (i: number) => {
      const text = demo.todo[i - waiting.length];
      const m = text !== undefined ? demo.memory.find((x) => x.text === text && x.translations[toLanguage]) : undefined;
      return m ? { toText: m.translations[toLanguage], fromMemoryText: m.text, similarity: 101, status: TranslationStatus.DOING } : {};
    };
    if (ids.length)
      await db
        .insert(translationProjectItems)
        .values(ids.map((translationId, i) => ({ projectId: project.id, translationId, ...(i >= waiting.length ? exact(i) : {}) })));
  }
}
