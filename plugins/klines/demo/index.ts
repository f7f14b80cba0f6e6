import { TranslationStatus } from '../../../sdk/shared';
import { courseDialectList, writeTranslation, type SeedContext } from '../../../sdk/server';
import { KLINES } from '../plugin';
import { klines } from '../server/tables';

/**
 * Two or three k-lines per demo course language; sources by source language (a dialect of that
 * language gets the text, so en-US and en-GB share the English one where both exist).
 */
const KLINES_DEMO: Record<string, { title: string; sources: Record<string, string> }[]> = {
  es: [
    {
      title: 'Verbs: present tense',
      sources: {
        en: 'Regular verbs in the present tense: <target>hablo, hablas, habla</target>',
        fr: 'Les verbes réguliers au présent : <target>hablo, hablas, habla</target>',
      },
    },
    {
      title: 'Asking for directions',
      sources: {
        en: 'Asking the way: <target>¿Dónde está la estación?</target>',
        fr: 'Demander son chemin : <target>¿Dónde está la estación?</target>',
      },
    },
    { title: 'Ser and estar', sources: { en: 'Two verbs for “to be”: <target>ser</target> and <target>estar</target>' } },
  ],
  en: [
    { title: 'Verbs: present simple', sources: { es: 'El presente simple: <target>I work, she works</target>' } },
    { title: 'Asking for directions', sources: { es: 'Cómo pedir indicaciones: <target>Where is the station?</target>' } },
  ],
  fr: [
    { title: 'Verbs: present tense', sources: { en: 'Regular -er verbs in the present: <target>je parle, tu parles, il parle</target>' } },
    { title: 'Asking for directions', sources: { en: 'Asking the way: <target>Où est la gare ?</target>' } },
  ],
  de: [
    { title: 'Verbs: present tense', sources: { en: 'Regular verbs in the present: <target>ich spiele, du spielst</target>' } },
    { title: 'Word order: verb second', sources: { en: 'The verb comes second: <target>Heute spiele ich Fußball.</target>' } },
    { title: 'Asking for directions', sources: { en: 'Asking the way: <target>Wo ist der Bahnhof?</target>' } },
  ],
  it: [
    { title: 'Verbs: present tense', sources: { en: 'Regular verbs in the present: <target>parlo, parli, parla</target>' } },
    { title: 'Asking for directions', sources: { en: 'Asking the way: <target>Dov’è la stazione?</target>' } },
  ],
  ru: [
    { title: 'Verbs: present tense', sources: { en: 'First-conjugation verbs: <target>я читаю, ты читаешь</target>' } },
    { title: 'Cases: the accusative', sources: { en: 'The direct object: <target>Я вижу маму.</target>' } },
  ],
  zh: [
    { title: 'Measure words', sources: { en: 'Counting things: <target>一个人，两本书</target>' } },
    { title: 'Asking for directions', sources: { en: 'Asking the way: <target>火车站在哪儿？</target>' } },
  ],
};

export default async function seedKLines({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const sources = await courseDialectList(db, course.id, 'source');
    for (const k of KLINES_DEMO[course.languageCode] ?? []) {
      const [row] = await db.insert(klines).values({ courseId: course.id, title: k.title }).returning({ id: klines.id });
      const texts = sources
        .map((d) => ({ dialectId: d.dialectId, text: k.sources[d.dialectCode.split('-')[0]] ?? '', status: TranslationStatus.DONE }))
        .filter((t) => t.text);
      await writeTranslation(db, { ref: KLINES, refId: row.id, field: 'source', courseId: course.id }, texts);
    }
  }
}
