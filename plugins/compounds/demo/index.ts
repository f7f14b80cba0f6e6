import { conceptType, courseDialectList, type Db, type SeedContext } from '../../../sdk/server';
import { CONJ_STATE, MODULE } from '../../../sdk/shared';
import { compoundInflectForms, compoundInflects, compoundItems, compounds, compoundTypes } from '../server/tables';

interface DemoCompound {
  type: string;
  /** The compound as written in the course's language; per dialect code where that dialect writes it otherwise. */
  form: string;
  byDialect?: Record<string, string>;
  /** The members: the course's vocabulary entries by their word (their title), in order. */
  members: string[];
  splitType?: number;
  /** Its plural (inflect ids 101 singular, 102 plural), hand-written: the noun rules would inflect only the last word. */
  plural?: string;
  pluralByDialect?: Record<string, string>;
}

/**
 * Compounds of each demo course's own vocabulary (the vocabulary demo's entries, by title), with
 * their compound types. A course gets those whose members are all among its entries.
 */
export const DEMO_COMPOUNDS: Record<string, DemoCompound[]> = {
  es: [
    { type: 'Noun + con + noun', form: 'café con leche', members: ['café', 'leche'] },
    {
      type: 'Noun + de + noun',
      form: 'zumo de naranja',
      byDialect: { 'es-MX': 'jugo de naranja' },
      members: ['zumo', 'naranja'],
      plural: 'zumos de naranja',
      pluralByDialect: { 'es-MX': 'jugos de naranja' },
    },
    { type: 'Noun + con + noun', form: 'pan con mantequilla', members: ['pan', 'mantequilla'] },
  ],
  en: [
    { type: 'Noun + noun', form: 'fish soup', members: ['fish', 'soup'], plural: 'fish soups' },
    { type: 'Noun + noun', form: 'milk tea', members: ['milk', 'tea'] },
  ],
  fr: [
    { type: 'Nom + de + nom', form: 'soupe de poisson', members: ['une soupe', 'du poisson'], plural: 'soupes de poisson' },
    { type: 'Nom + au + nom', form: 'café au lait', members: ['du café', 'du lait'] },
  ],
  de: [
    { type: 'Kompositum', form: 'Milchkaffee', members: ['Milch', 'Kaffee'] },
    { type: 'Kompositum', form: 'Fischsuppe', members: ['Fisch', 'eine Suppe'], plural: 'Fischsuppen' },
    { type: 'Kompositum', form: 'Tomatensalat', members: ['Tomate', 'Salat'], plural: 'Tomatensalate' },
  ],
  it: [
    { type: 'Nome + nome', form: 'caffè latte', members: ['un caffè', 'del latte'] },
    { type: 'Nome + di + nome', form: 'zuppa di pesce', members: ['una zuppa', 'il pesce'], plural: 'zuppe di pesce' },
  ],
  ru: [
    { type: 'Существительное + с + существительное', form: 'кофе с молоком', members: ['кофе', 'молоко'], splitType: 1 },
    { type: 'Существительное + с + существительное', form: 'чай с молоком', members: ['чай', 'молоко'], splitType: 1 },
  ],
  zh: [
    { type: '复合词', form: '牛奶咖啡', members: ['牛奶', '咖啡'] },
    { type: '复合词', form: '蔬菜汤', byDialect: { 'zh-TW': '蔬菜湯' }, members: ['蔬菜', '汤'] },
  ],
};

/**
 * The course's vocabulary entries by lowercased title, found through its concept type (the vocabulary
 * owns the table): all of them in one search, in its order, the first of a title kept.
 */
async function entriesOf(db: Db, courseId: number): Promise<Map<string, number>> {
  const found = (await conceptType(MODULE.vocsCourse)?.search?.(db, courseId, '', 100_000)) ?? [];
  const byTitle = new Map<string, number>();
  for (const f of found) if (!byTitle.has(f.title.toLowerCase())) byTitle.set(f.title.toLowerCase(), f.id);
  return byTitle;
}

async function seedCourse(db: Db, courseId: number, languageCode: string) {
  const targets = await courseDialectList(db, courseId, 'target');
  const typeIds = new Map<string, number>();
  const demo = DEMO_COMPOUNDS[languageCode] ?? [];
  const entries = demo.length ? await entriesOf(db, courseId) : new Map<string, number>();
  for (const c of demo) {
    const refIds = c.members.map((w) => entries.get(w.toLowerCase()));
    if (refIds.some((id) => id === undefined)) continue;
    if (!typeIds.has(c.type)) {
      const [t] = await db.insert(compoundTypes).values({ courseId, name: c.type }).returning({ id: compoundTypes.id });
      typeIds.set(c.type, t.id);
    }
    const [row] = await db
      .insert(compounds)
      .values({ courseId, compoundTypeId: typeIds.get(c.type)!, title: c.form })
      .returning({ id: compounds.id });
    await db.insert(compoundInflects).values(
      targets.map((d) => ({
        compoundId: row.id,
        dialectId: d.dialectId,
        inflectWord: c.byDialect?.[d.dialectCode] ?? c.form,
        splitType: c.splitType ?? 0,
        preselected: true,
      })),
    );
    if (c.plural) {
      await db.insert(compoundInflectForms).values(
        targets.flatMap((d) => [
          { compoundId: row.id, dialectId: d.dialectId, inflectId: 101, word: c.byDialect?.[d.dialectCode] ?? c.form, conjState: CONJ_STATE.REGULAR },
          {
            compoundId: row.id,
            dialectId: d.dialectId,
            inflectId: 102,
            word: c.pluralByDialect?.[d.dialectCode] ?? c.plural!,
            conjState: CONJ_STATE.IRREGULAR,
          },
        ]),
      );
    }
    await db.insert(compoundItems).values(refIds.map((refId, i) => ({ compoundId: row.id, position: i + 1, ref: MODULE.vocsCourse, refId: refId! })));
  }
}

/** Seeded once every demo is in: the members are the course's vocabulary entries. */
export async function afterDemos({ db, courses }: SeedContext): Promise<void> {
  for (const c of courses) await seedCourse(db, c.id, c.languageCode);
}
