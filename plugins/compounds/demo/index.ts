import { conceptType, courseDialectList, type Db, type SeedContext } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { compoundInflects, compoundItems, compounds, compoundTypes } from '../server/tables';

interface DemoCompound {
  type: string;
  /** The compound as written in the course's language; per dialect code where that dialect writes it otherwise. */
  form: string;
  byDialect?: Record<string, string>;
  /** The members: the course's vocabulary entries by their word (their title), in order. */
  members: string[];
  splitType?: number;
}

/** Compounds of each demo course's own vocabulary (the vocabulary demo's words), with their compound types. */
export const DEMO_COMPOUNDS: Record<string, DemoCompound[]> = {
  es: [
    { type: 'Noun + de + noun', form: 'sopa de pescado', members: ['sopa', 'pescado'] },
    { type: 'Noun + con + noun', form: 'café con leche', members: ['café', 'leche'] },
    { type: 'Noun + de + noun', form: 'zumo de naranja', byDialect: { 'es-MX': 'jugo de naranja' }, members: ['zumo', 'naranja'] },
  ],
  en: [
    { type: 'Noun + noun', form: 'orange juice', members: ['orange', 'juice'] },
    { type: 'Noun + noun', form: 'fish soup', members: ['fish', 'soup'] },
  ],
  fr: [
    { type: 'Nom + de + nom', form: 'soupe de poisson', members: ['soupe', 'poisson'] },
    { type: 'Nom + au + nom', form: 'café au lait', members: ['café', 'lait'] },
  ],
  de: [
    { type: 'Kompositum', form: 'Apfelsaft', members: ['Apfel', 'Saft'] },
    { type: 'Kompositum', form: 'Fischsuppe', members: ['Fisch', 'Suppe'] },
  ],
  it: [
    { type: 'Nome + di + nome', form: 'zuppa di pesce', members: ['zuppa', 'pesce'] },
    { type: 'Nome + nome', form: 'caffè latte', members: ['caffè', 'latte'] },
  ],
  ru: [
    { type: 'Сочетание', form: 'чай с молоком', members: ['чай', 'молоко'], splitType: 1 },
    { type: 'Сочетание', form: 'хлеб с маслом', members: ['хлеб', 'масло'], splitType: 1 },
  ],
  zh: [
    { type: '复合词', form: '牛奶咖啡', members: ['牛奶', '咖啡'] },
    { type: '复合词', form: '鸡蛋汤', byDialect: { 'zh-TW': '雞蛋湯' }, members: ['鸡蛋', '汤'] },
  ],
};

/** The course's vocabulary entry whose title is the word, found through its concept type (the vocabulary owns the table). */
async function entryOf(db: Db, courseId: number, word: string): Promise<number | null> {
  const found = (await conceptType(MODULE.vocsCourse)?.search?.(db, courseId, word, 50)) ?? [];
  return found.find((f) => f.title.toLowerCase() === word.toLowerCase())?.id ?? null;
}

async function seedCourse(db: Db, courseId: number, languageCode: string) {
  const targets = await courseDialectList(db, courseId, 'target');
  const typeIds = new Map<string, number>();
  for (const c of DEMO_COMPOUNDS[languageCode] ?? []) {
    if (!typeIds.has(c.type)) {
      const [t] = await db.insert(compoundTypes).values({ courseId, name: c.type }).returning({ id: compoundTypes.id });
      typeIds.set(c.type, t.id);
    }
    const [row] = await db.insert(compounds).values({ courseId, compoundTypeId: typeIds.get(c.type)!, title: c.form })
      .returning({ id: compounds.id });
    await db.insert(compoundInflects).values(targets.map((d) => ({
      compoundId: row.id, dialectId: d.dialectId, inflectWord: c.byDialect?.[d.dialectCode] ?? c.form, splitType: c.splitType ?? 0, preselected: true,
    })));
    const members = [];
    for (const w of c.members) {
      const refId = await entryOf(db, courseId, w);
      if (refId) members.push({ compoundId: row.id, position: members.length + 1, ref: MODULE.vocsCourse, refId });
    }
    if (members.length) await db.insert(compoundItems).values(members);
  }
}

/** Seeded once every demo is in: the members are the course's vocabulary entries. */
export default async function seedCompounds({ db, courses, afterDemo }: SeedContext): Promise<void> {
  const run = async () => { for (const c of courses) await seedCourse(db, c.id, c.languageCode); };
  if (afterDemo) afterDemo(run);
  else await run();
}
