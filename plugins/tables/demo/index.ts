import type { SeedContext } from '../../../sdk/server';
import { courseDialectList, writeTranslation } from '../../../sdk/server';
import { TABLE_LITERALS } from '../plugin';
import { courseCharts, courseTables, literalCharts, literalTables, tableLiterals } from '../server/tables';

interface DemoLiteral {
  code: string;
  tables: string[];
  charts: string[];
  /** The source text by language code of the course's source dialects. */
  sources: Record<string, string>;
}
interface Demo {
  tables: string[];
  charts: string[];
  literals: DemoLiteral[];
}

/** Per course language: the tables and charts lessons show, and literals that tie them to a source text. */
const DEMO: Record<string, Demo> = {
  es: {
    tables: ['Present tense -ar verbs', 'Present tense -er verbs', 'Articles'],
    charts: ['Vowel chart', 'Stress and written accents'],
    literals: [
      {
        code: 'PRESENT_AR',
        tables: ['Present tense -ar verbs'],
        charts: [],
        sources: { en: 'Present tense of regular -ar verbs', fr: 'Présent des verbes réguliers en -ar' },
      },
      {
        code: 'ARTICLES',
        tables: ['Articles'],
        charts: ['Vowel chart'],
        sources: { en: 'Definite and indefinite articles', fr: 'Articles définis et indéfinis' },
      },
    ],
  },
  en: {
    tables: ['Present simple', 'Irregular past tense verbs', 'Articles'],
    charts: ['Vowel chart'],
    literals: [
      { code: 'PRESENT_SIMPLE', tables: ['Present simple'], charts: [], sources: { es: 'Presente simple' } },
      { code: 'IRREGULAR_PAST', tables: ['Irregular past tense verbs'], charts: ['Vowel chart'], sources: { es: 'Verbos irregulares en pasado' } },
    ],
  },
  fr: {
    tables: ['Present tense -er verbs', 'Articles'],
    charts: ['Nasal vowels'],
    literals: [
      { code: 'PRESENT_ER', tables: ['Present tense -er verbs'], charts: [], sources: { en: 'Present tense of regular -er verbs' } },
      { code: 'NASAL_VOWELS', tables: [], charts: ['Nasal vowels'], sources: { en: 'The nasal vowels' } },
    ],
  },
  de: {
    tables: ['Definite articles by case', 'Present tense of sein and haben'],
    charts: ['Umlaut vowels'],
    literals: [
      { code: 'ARTICLES_BY_CASE', tables: ['Definite articles by case'], charts: [], sources: { en: 'Definite articles in the four cases' } },
      { code: 'UMLAUTS', tables: [], charts: ['Umlaut vowels'], sources: { en: 'Vowels with an umlaut' } },
    ],
  },
  it: {
    tables: ['Present tense -are verbs', 'Articles'],
    charts: ['Vowel chart'],
    literals: [{ code: 'PRESENT_ARE', tables: ['Present tense -are verbs'], charts: ['Vowel chart'], sources: { en: 'Present tense of regular -are verbs' } }],
  },
  ru: {
    tables: ['Noun cases', 'Present tense, first conjugation'],
    charts: ['Cyrillic alphabet'],
    literals: [{ code: 'NOUN_CASES', tables: ['Noun cases'], charts: ['Cyrillic alphabet'], sources: { en: 'The six noun cases' } }],
  },
  zh: {
    tables: ['Measure words', 'Personal pronouns'],
    charts: ['Tone chart'],
    literals: [
      { code: 'TONES', tables: [], charts: ['Tone chart'], sources: { en: 'The four tones and the neutral tone' } },
      { code: 'MEASURE_WORDS', tables: ['Measure words'], charts: [], sources: { en: 'Common measure words' } },
    ],
  },
};

export default async function seedTables({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const demo = DEMO[course.languageCode];
    if (!demo) continue;
    const tables = await db
      .insert(courseTables)
      .values(demo.tables.map((name) => ({ courseId: course.id, name })))
      .returning({ id: courseTables.id, name: courseTables.name });
    const charts = await db
      .insert(courseCharts)
      .values(demo.charts.map((name) => ({ courseId: course.id, name })))
      .returning({ id: courseCharts.id, name: courseCharts.name });
    const sources = await courseDialectList(db, course.id, 'source');
    const idOf = (rows: { id: number; name: string }[], name: string) => rows.find((r) => r.name === name)!.id;
    for (const lit of demo.literals) {
      const [{ id }] = await db.insert(tableLiterals).values({ courseId: course.id, code: lit.code }).returning({ id: tableLiterals.id });
      if (lit.tables.length) await db.insert(literalTables).values(lit.tables.map((n) => ({ literalId: id, tableId: idOf(tables, n) })));
      if (lit.charts.length) await db.insert(literalCharts).values(lit.charts.map((n) => ({ literalId: id, chartId: idOf(charts, n) })));
      const texts = sources.map((d) => ({ dialectId: d.dialectId, text: lit.sources[d.dialectCode.split('-')[0]] ?? '' })).filter((t) => t.text);
      await writeTranslation(db, { ref: TABLE_LITERALS, refId: id, field: 'source', courseId: course.id }, texts);
    }
  }
}
