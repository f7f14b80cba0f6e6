import type { SeedContext } from '../../../sdk/server';
import { courseDialectList } from '../../../sdk/server';
import { glossaries, glossarySources } from '../server/tables';

/** A few real glossary entries per demo course language; forms are in the course's source dialects. */
const ENTRIES: Record<string, { title: string; forms: Record<string, string[]> }[]> = {
  es: [
    { title: 'ser', forms: { en: ['to be', 'being'], fr: ['être'] } },
    { title: 'tener', forms: { en: ['to have', 'having'], fr: ['avoir'] } },
    { title: 'sobremesa', forms: { en: ['after-meal conversation'], fr: ['conversation après le repas'] } },
  ],
  en: [
    { title: 'to get', forms: { es: ['obtener', 'conseguir', 'llegar'] } },
    { title: 'awkward', forms: { es: ['incómodo', 'torpe'] } },
  ],
  fr: [
    { title: 'avoir', forms: { en: ['to have'] } },
    { title: 'flâner', forms: { en: ['to stroll', 'to wander'] } },
  ],
  de: [
    { title: 'Gemütlichkeit', forms: { en: ['coziness', 'cosiness'] } },
    { title: 'doch', forms: { en: ['yes (contradicting)', 'after all'] } },
  ],
  it: [
    { title: 'magari', forms: { en: ['maybe', 'if only'] } },
    { title: 'essere', forms: { en: ['to be'] } },
  ],
  ru: [
    { title: 'тоска', forms: { en: ['longing', 'melancholy'] } },
    { title: 'быть', forms: { en: ['to be'] } },
  ],
  zh: [
    { title: '关系', forms: { en: ['relationship', 'connection'] } },
    { title: '是', forms: { en: ['to be', 'yes'] } },
  ],
};

export default async function seedGlossaries({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const sources = await courseDialectList(db, course.id, 'source');
    for (const entry of ENTRIES[course.languageCode] ?? []) {
      const [g] = await db.insert(glossaries).values({ courseId: course.id, title: entry.title }).returning({ id: glossaries.id });
      const rows = sources
        .map((d) => ({ glossaryId: g.id, dialectId: d.dialectId, forms: entry.forms[d.dialectCode.split('-')[0]] ?? [] }))
        .filter((r) => r.forms.length);
      if (rows.length) await db.insert(glossarySources).values(rows);
    }
  }
}
