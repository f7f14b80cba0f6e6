import { sql } from 'drizzle-orm';
import {
  contributionsTo,
  courseDialectList,
  dialects,
  insertMany,
  insertTranslations,
  type BulkTranslation,
  type Db,
  type SeedContext,
} from '../../../sdk/server';
import { conjugators } from '../../conjugation/public';
import { languageOf } from '../shared/genders';
import { ConjState, cleanWord } from '../shared/inflects';
import { VOC_CATEGORIES } from '../shared/types';
import { ADJECTIVES, CATEGORIES, CONCEPTS, VERBS } from './demo-words';
import { SENTENCE_WORDS, type SentenceWord } from './sentence-words';
import { ITEM_CONCEPTS, ITEM_WORDS } from './item-words';
import { linkDemoTexts } from './concept-links';
import { vocCategories, vocCategoryLinks, vocDialects, vocInflects, vocs, wordClasses } from '../server/tables';
import { refOf, WORD_FIELD } from '../server/voc-store';

const LANGS = ['en', 'es', 'fr', 'de', 'it', 'ru', 'zh'] as const;
type Lang = (typeof LANGS)[number];

/** The second dialect of a language takes the second variant of a word ('coche~carro'). */
const SECOND_VARIANT = new Set(['en-GB', 'es-MX', 'fr-CA', 'zh-TW']);

interface Word {
  sg: string;
  pl?: string;
  plState: ConjState;
  gender: string;
}

interface Concept {
  key: string;
  cls: string;
  cats: string[];
  level: number;
  parent?: string;
  synonymOf?: string;
  words: Record<Lang, Word[]>;
}

interface Form {
  inflectId: number;
  word: string;
  conjState: number;
}

const stateOf = (marked: string): [string, ConjState] => {
  if (marked.endsWith('!')) return [marked.slice(0, -1), ConjState.IRREGULAR];
  if (marked.endsWith('*')) return [marked.slice(0, -1), ConjState.CHANGE];
  return [marked, ConjState.REGULAR];
};

function parseWord(cell: string): Word {
  const m = /^(.*?)(?:\s+(mf|m|f|n))?$/.exec(cell.trim())!;
  const [sg, plMarked] = m[1].split('/');
  const [pl, plState] = plMarked ? stateOf(plMarked) : [undefined, ConjState.REGULAR];
  return { sg: sg.trim(), pl: pl?.trim(), plState, gender: m[2] ?? '' };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
const cells = (line: string) => line.split('|').map((c) => c.trim());

export const DEMO_CONCEPTS: Concept[] = lines(CONCEPTS).map((line) => {
  const [key, cls, cats, level, relation, ...words] = cells(line);
  return {
    key,
    cls,
    level: Number(level),
    cats: cats === '-' ? [] : cats.split(',').map((c) => c.trim()),
    parent: relation !== '-' && !relation.startsWith('=') ? relation : undefined,
    synonymOf: relation.startsWith('=') ? relation.slice(1) : undefined,
    words: Object.fromEntries(LANGS.map((l, i) => [l, words[i].split('~').map(parseWord)])) as Record<Lang, Word[]>,
  };
});

const wordFor = (c: Concept, dialectCode: string): Word => {
  const variants = c.words[languageOf(dialectCode) as Lang];
  return variants[SECOND_VARIANT.has(dialectCode) ? 1 : 0] ?? variants[0];
};

// ---- inflected forms ------------------------------------------------------------------------------

const parseForms = (list: string, ids: number[]): Form[] =>
  list.split(',').map((f, i) => {
    const [word, conjState] = stateOf(f.trim());
    return { inflectId: ids[i], word, conjState };
  });

const PRESENT = [201, 202, 203, 204, 205, 206];
const ENGLISH_VERB = [203, 221, 222, 223];
const ADJ_ROMANCE = [301, 302, 303, 304];
const ADJ_DE_RU = [301, 302, 305, 306];

function verbForms(lang: Lang, word: string): Form[] {
  const base = lang === 'en' ? word.replace(/^to /, '') : word;
  const list = VERBS[lang]?.[base];
  return list ? parseForms(list, lang === 'en' ? ENGLISH_VERB : PRESENT) : [];
}

/** Adjective agreement: es/fr/it m.sg, f.sg, m.pl, f.pl; de (strong) and ru m, f, n, pl; none in en and zh. */
export function adjectiveForms(lang: Lang, w: string): Form[] {
  const listed = ADJECTIVES[lang]?.[w];
  if (listed) return parseForms(listed, lang === 'de' ? ADJ_DE_RU : ADJ_ROMANCE);
  const f = (words: string[], ids: number[]) => words.map((word, i) => ({ inflectId: ids[i], word, conjState: ConjState.REGULAR }));
  switch (lang) {
    case 'es':
      if (w.endsWith('o')) return f([w, `${w.slice(0, -1)}a`, `${w}s`, `${w.slice(0, -1)}as`], ADJ_ROMANCE);
      if (w.endsWith('e')) return f([w, w, `${w}s`, `${w}s`], ADJ_ROMANCE);
      if (w.endsWith('z')) return f([w, w, `${w.slice(0, -1)}ces`, `${w.slice(0, -1)}ces`], ADJ_ROMANCE);
      return f([w, w, `${w}es`, `${w}es`], ADJ_ROMANCE);
    case 'it':
      if (w.endsWith('o')) return f([w, `${w.slice(0, -1)}a`, `${w.slice(0, -1)}i`, `${w.slice(0, -1)}e`], ADJ_ROMANCE);
      return f([w, w, `${w.slice(0, -1)}i`, `${w.slice(0, -1)}i`], ADJ_ROMANCE);
    case 'fr':
      return f([w, `${w}e`, `${w}s`, `${w}es`], ADJ_ROMANCE);
    case 'de':
      return f([`${w}er`, `${w}e`, `${w}es`, `${w}e`], ADJ_DE_RU);
    case 'ru': {
      const stem = w.slice(0, -2);
      const last = stem.slice(-1);
      if ('кгх'.includes(last)) return f([w, `${stem}ая`, `${stem}ое`, `${stem}ие`], ADJ_DE_RU);
      if ('жшчщ'.includes(last)) return f([w, `${stem}ая`, `${stem}${w.endsWith('ой') ? 'ое' : 'ее'}`, `${stem}ие`], ADJ_DE_RU);
      if (w.endsWith('ий')) return f([w, `${stem}яя`, `${stem}ее`, `${stem}ие`], ADJ_DE_RU);
      return f([w, `${stem}ая`, `${stem}ое`, `${stem}ые`], ADJ_DE_RU);
    }
    default:
      return [];
  }
}

function formsOf(c: Concept, lang: Lang, w: Word): Form[] {
  if (c.cls === 'noun') {
    return [{ inflectId: 101, word: w.sg, conjState: ConjState.REGULAR }, ...(w.pl ? [{ inflectId: 102, word: w.pl, conjState: w.plState }] : [])];
  }
  if (c.cls === 'verb') return verbForms(lang, w.sg);
  if (c.cls === 'adjective') return adjectiveForms(lang, w.sg);
  return [];
}

/**
 * Marks the forms the course's conjugation rules do not give (module 32, through the SDK's
 * conjugators) as irregular, and those a root change gives as 'change', so that auto-inflect and
 * the batch target keep the demo's checked forms. The conjugation demo seeds before this one.
 */
async function markIrregularForms(db: Db, course: SeedContext['courses'][number], specs: EntrySpec[], classIds: Map<string, number>) {
  const conj = contributionsTo(conjugators);
  if (!conj.length) return;
  const names = new Map([...classIds].map(([name, id]) => [id, name]));
  const verbLike = new Set((COURSE_CLASSES[course.languageCode] ?? []).filter((c) => c.verb).map((c) => c.name));
  const rows = specs.flatMap((spec) => {
    const name = spec.wordClassId === null ? undefined : names.get(spec.wordClassId);
    if (!name) return [];
    const wordClass = verbLike.has(name) ? 'verb' : name;
    return spec.rows
      .filter((row) => row.kind === 'target' && row.forms.some((f) => f.conjState === ConjState.REGULAR))
      .map((row) => ({ row, wordClass, word: cleanWord(row.text) }));
  });
  const computed = await Promise.all(conj.map((c) => c.conjugate(db, { courseId: course.id, words: rows })));
  for (const [i, { row }] of rows.entries()) {
    const forms = computed.flatMap((perConjugator) => perConjugator[i]);
    for (const f of row.forms) {
      const c = forms.find((x) => x.inflectId === f.inflectId);
      if (!c || f.conjState !== ConjState.REGULAR) continue;
      f.conjState = c.word === cleanWord(f.word) ? c.conjState : ConjState.IRREGULAR;
    }
  }
}

// ---- word classes -------------------------------------------------------------------------------

const COMMON_CLASSES = ['noun', 'verb', 'adjective', 'adverb', 'pronoun', 'preposition', 'conjunction', 'interjection', 'determiner', 'numeral', 'other'];

/** A course's own word classes, by its language; all but the Chinese ones inflect as verbs. */
const COURSE_CLASSES: Record<string, { name: string; verb: boolean }[]> = {
  es: [{ name: 'reflexive verb', verb: true }],
  en: [
    { name: 'phrasal verb', verb: true },
    { name: 'modal verb', verb: true },
  ],
  fr: [{ name: 'pronominal verb', verb: true }],
  de: [
    { name: 'separable verb', verb: true },
    { name: 'reflexive verb', verb: true },
    { name: 'modal verb', verb: true },
  ],
  it: [{ name: 'reflexive verb', verb: true }],
  ru: [{ name: 'perfective verb', verb: true }],
  zh: [
    { name: 'measure word', verb: false },
    { name: 'particle', verb: false },
  ],
};

/** Concepts whose class in a course's language is one of its own classes. */
const SPECIAL_CLASSES: Record<string, Partial<Record<Lang, string>>> = {
  wash: { es: 'reflexive verb', fr: 'pronominal verb', de: 'reflexive verb', it: 'reflexive verb' },
  getup: { es: 'reflexive verb', fr: 'pronominal verb', de: 'separable verb', it: 'reflexive verb', en: 'phrasal verb' },
  can: { en: 'modal verb', de: 'modal verb' },
  want: { de: 'modal verb' },
};

// ---- entries ------------------------------------------------------------------------------------

interface Row {
  dialectId: number;
  kind: 'target' | 'source';
  text: string;
  gender: string;
  forms: Form[];
}

interface EntrySpec {
  key: string;
  title: string;
  level: number;
  wordClassId: number | null;
  image: string | null;
  imageAiScore: number | null;
  categoryIds: number[];
  parent?: string;
  synonymOf?: string;
  rows: Row[];
}

type Slot = { dialectId: number; code: string; kind: 'target' | 'source' };

const PICTURED = ['Food', 'Nature > Animals', 'Clothing', 'Home > Furniture', 'Home > Household objects', 'Travel > Transport'];

/** Inserts entries of one vocabulary in bulk: rows, dialects, forms, categories, texts, then the tree. */
async function insertEntries(db: Db, courseId: number, specs: EntrySpec[]) {
  const ids = await insertMany(
    db,
    vocs,
    specs.map((s) => ({
      courseId,
      title: s.title,
      level: s.level,
      wordClassId: s.wordClassId,
      image: s.image,
      imageAiScore: s.imageAiScore,
    })),
    { returningIds: true },
  );
  const targets = specs.flatMap((s, i) => s.rows.filter((r) => r.kind === 'target').map((r) => ({ vocId: ids[i], ...r })));
  await insertMany(
    db,
    vocDialects,
    targets.map((r) => ({ vocId: r.vocId, dialectId: r.dialectId, gender: r.gender, targetEnabled: true })),
  );
  await insertMany(
    db,
    vocInflects,
    targets.flatMap((r) => r.forms.map((f) => ({ vocId: r.vocId, dialectId: r.dialectId, ...f, word: cleanWord(f.word) }))),
  );
  await insertMany(
    db,
    vocCategoryLinks,
    specs.flatMap((s, i) => (s.synonymOf ? [] : s.categoryIds.map((categoryId) => ({ vocId: ids[i], categoryId })))),
  );
  const texts: BulkTranslation[] = specs.map((s, i) => ({
    courseId,
    ref: refOf(courseId),
    refId: ids[i],
    field: WORD_FIELD,
    texts: s.rows.map((r) => ({ dialectId: r.dialectId, text: cleanWord(r.text) })),
  }));
  await insertTranslations(db, texts);
  const idOf = new Map(specs.map((s, i) => [s.key, ids[i]]));
  const tree = specs.flatMap((s, i) => {
    const parentId = (s.parent && idOf.get(s.parent)) || null;
    const parentSynonymId = (s.synonymOf && idOf.get(s.synonymOf)) || null;
    return parentId || parentSynonymId ? [{ id: ids[i], parentId, parentSynonymId }] : [];
  });
  if (tree.length) {
    await db.execute(sql`update vocs v set parent_id = t.parent_id, parent_synonym_id = t.parent_synonym_id
      from unnest(${sql.param(tree.map((t) => t.id))}::int[], ${sql.param(tree.map((t) => t.parentId))}::int[],
                  ${sql.param(tree.map((t) => t.parentSynonymId))}::int[]) as t(id, parent_id, parent_synonym_id)
     where v.id = t.id`);
  }
}

interface Context {
  random: () => number;
  classIds: (courseId: number) => Map<string, number>;
  categoryIds: Map<string, number>;
}

function conceptEntry(ctx: Context, courseId: number, c: Concept, slots: Slot[], targetLang: Lang | null): EntrySpec {
  const rows: Row[] = slots.map((s) => {
    const w = wordFor(c, s.code);
    const lang = languageOf(s.code) as Lang;
    return s.kind === 'target'
      ? { dialectId: s.dialectId, kind: s.kind, text: w.sg, gender: w.gender, forms: formsOf(c, lang, w) }
      : { dialectId: s.dialectId, kind: s.kind, text: w.sg, gender: '', forms: [] };
  });
  const classes = ctx.classIds(courseId);
  const special = targetLang ? SPECIAL_CLASSES[c.key]?.[targetLang] : undefined;
  const pictured = c.cats.some((cat) => PICTURED.some((p) => cat.startsWith(p))) && ctx.random() < 0.8;
  return {
    key: c.key,
    title: courseId === 0 ? c.words.en[0].sg : rows[0].text,
    level: c.level,
    wordClassId: classes.get(special ?? c.cls) ?? classes.get(c.cls) ?? null,
    image: pictured ? `vocs/${c.key}.jpg` : null,
    imageAiScore: pictured ? 1 + Math.floor(ctx.random() * 9) : null,
    categoryIds: c.cats.map((p) => ctx.categoryIds.get(p)!),
    parent: c.parent,
    synonymOf: c.synonymOf,
    rows,
  };
}

/** A word of the demo's sentences as an entry of a course: its wording and forms in the course's dialects. */
function sentenceEntry(ctx: Context, courseId: number, w: SentenceWord, slots: Slot[]): EntrySpec | null {
  if (slots.some((s) => !w.texts[s.code])) return null;
  const rows: Row[] = slots.map((s) => ({
    dialectId: s.dialectId,
    kind: s.kind,
    text: w.texts[s.code],
    gender: '',
    forms: s.kind === 'target' ? (w.forms?.[s.code] ?? []).map(([inflectId, word]) => ({ inflectId, word, conjState: ConjState.REGULAR })) : [],
  }));
  return {
    key: w.key,
    title: rows[0].text,
    level: 11,
    wordClassId: ctx.classIds(courseId).get(w.cls) ?? null,
    image: null,
    imageAiScore: null,
    categoryIds: [],
    rows,
  };
}

// ---- noun phrases for the benchmark dataset ------------------------------------------------------

const FRENCH_BEFORE = new Set(['grand', 'petit', 'bon', 'mauvais', 'nouveau', 'vieux', 'beau', 'joli']);
const FRENCH_ELIDED: Record<string, string> = { beau: 'bel', nouveau: 'nouvel', vieux: 'vieil' };
const GENDERED = new Set<Lang>(['es', 'fr', 'de', 'it', 'ru']);

/** 'manzana roja', 'rote Äpfel', 'красное яблоко', '红苹果': the noun with the adjective agreeing; null where it cannot be said. */
export function nounPhrase(lang: Lang, noun: Word, adj: string, plural: boolean): string | null {
  const n = plural ? noun.pl : noun.sg;
  if (!n || (GENDERED.has(lang) && !noun.gender)) return null;
  const g = noun.gender === 'mf' ? 'm' : noun.gender;
  const forms = adjectiveForms(lang, adj);
  const pick = (id: number) => forms.find((f) => f.inflectId === id)?.word ?? adj;
  switch (lang) {
    case 'en':
      return `${adj} ${n}`;
    case 'zh': {
      const np = adj.length === 1 ? `${adj}${n}` : `${adj}的${n}`;
      return plural ? `一些${np}` : np;
    }
    case 'de':
    case 'ru':
      return `${pick(plural ? 306 : g === 'm' ? 301 : g === 'f' ? 302 : 305)} ${n}`;
    default: {
      const a = pick(plural ? (g === 'f' ? 304 : 303) : g === 'f' ? 302 : 301);
      if (lang === 'fr' && FRENCH_BEFORE.has(adj)) {
        const elided = !plural && g === 'm' && /^[aeiouéèêhœ]/i.test(n) ? FRENCH_ELIDED[adj] : undefined;
        return `${elided ?? a} ${n}`;
      }
      return `${n} ${a}`;
    }
  }
}

function phraseEntries(ctx: Context, courseId: number, slots: Slot[], want: number): EntrySpec[] {
  const nouns = DEMO_CONCEPTS.filter((c) => c.cls === 'noun');
  const adjectives = DEMO_CONCEPTS.filter((c) => c.cls === 'adjective');
  const noun = ctx.classIds(courseId).get('noun') ?? null;
  const out: EntrySpec[] = [];
  for (const n of nouns) {
    for (const a of adjectives) {
      const rows: Row[] = [];
      let ok = true;
      for (const s of slots) {
        const lang = languageOf(s.code) as Lang;
        const nw = wordFor(n, s.code);
        const aw = wordFor(a, s.code).sg;
        const sg = nounPhrase(lang, nw, aw, false);
        if (!sg) {
          ok = false;
          break;
        }
        const pl = nounPhrase(lang, nw, aw, true);
        rows.push({
          dialectId: s.dialectId,
          kind: s.kind,
          text: sg,
          gender: s.kind === 'target' ? nw.gender : '',
          forms: s.kind === 'target' ? [{ inflectId: 101, word: sg, conjState: 1 }, ...(pl ? [{ inflectId: 102, word: pl, conjState: nw.plState }] : [])] : [],
        });
      }
      if (!ok) continue;
      const level = [21, 22, 23, 24, 25, 31, 32, 33, 34, 35][Math.floor(ctx.random() * 10)];
      out.push({
        key: `${a.key} ${n.key}`,
        title: rows[0].text,
        level,
        wordClassId: noun,
        image: null,
        imageAiScore: null,
        categoryIds: n.cats.map((p) => ctx.categoryIds.get(p)!),
        rows,
      });
    }
  }
  // A deterministic sample of the wanted size.
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(ctx.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out.slice(0, Math.max(0, want));
}

// ---- seeding ------------------------------------------------------------------------------------

/** Concepts every demo course has, so that its tree (parents, synonyms) shows. */
const CORE = [
  'fruit',
  'apple',
  'banana',
  'orange',
  'pear',
  'car',
  'automobile',
  'beautiful',
  'pretty',
  'animal',
  'dog',
  'cat',
  'be',
  'have',
  'eat',
  'drink',
  'go',
  'speak',
  'hello',
  'thanks',
  'red',
  'big',
  'house',
  'water',
  // The members of the demo's compounds (café con leche, Milchkaffee, fish soup…).
  'milk',
  'juice',
  'butter',
  'bread',
  'fish',
  'soup',
  'tea',
  'tomato',
  'vegetable',
  'coffee',
];

async function seedCategories(db: Db, all: { id: number; code: string }[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const names: BulkTranslation[] = [];
  for (const line of lines(CATEGORIES)) {
    const [path, description, ...tr] = cells(line);
    const parts = path.split('>').map((p) => p.trim());
    const parentId = parts.length > 1 ? ids.get(parts.slice(0, -1).join(' > '))! : 0;
    const [c] = await db
      .insert(vocCategories)
      .values({ parentId, name: parts[parts.length - 1], description })
      .returning({ id: vocCategories.id });
    ids.set(parts.join(' > '), c.id);
    const byLang: Record<string, string[]> = { en: [parts[parts.length - 1]] };
    LANGS.slice(1).forEach((l, i) => {
      byLang[l] = tr[i].split('~');
    });
    names.push({
      courseId: 0,
      ref: VOC_CATEGORIES,
      refId: c.id,
      field: 'name',
      texts: all
        .map((d) => ({
          dialectId: d.id,
          text: (byLang[languageOf(d.code)] ?? [])[SECOND_VARIANT.has(d.code) ? 1 : 0] ?? byLang[languageOf(d.code)]?.[0] ?? '',
        }))
        .filter((t) => t.text),
    });
  }
  await insertTranslations(db, names);
  return ids;
}

async function seedWordClasses(db: Db, courses: SeedContext['courses']) {
  const common = await db
    .insert(wordClasses)
    .values(COMMON_CLASSES.map((name) => ({ name })))
    .returning({ id: wordClasses.id, name: wordClasses.name });
  const commonIds = new Map(common.map((c) => [c.name, c.id]));
  const perCourse = new Map<number, Map<string, number>>();
  for (const course of courses) {
    const own = COURSE_CLASSES[course.languageCode] ?? [];
    const inserted = own.length
      ? await db
          .insert(wordClasses)
          .values(own.map((c) => ({ courseId: course.id, name: c.name, inflectAs: c.verb ? commonIds.get('verb')! : null })))
          .returning({ id: wordClasses.id, name: wordClasses.name })
      : [];
    perCourse.set(course.id, new Map([...commonIds, ...inserted.map((c) => [c.name, c.id] as const)]));
  }
  return (courseId: number) => perCourse.get(courseId) ?? commonIds;
}

/**
 * The demo vocabulary: word classes, the category tree, the main vocabulary (every concept in every
 * language) and each demo course's vocabulary in its language with source translations: about 60
 * entries per course ('small'), or every concept plus noun phrases up to about 3,000 ('large').
 */
export default async function seedVocabulary({ db, courses, size, random }: SeedContext): Promise<void> {
  const all = await db.select({ id: dialects.id, code: dialects.code }).from(dialects).orderBy(dialects.id);
  const ctx: Context = { random, classIds: await seedWordClasses(db, courses), categoryIds: await seedCategories(db, all) };

  const mainSlots: Slot[] = [
    ...all.filter((d) => languageOf(d.code) !== 'en').map((d) => ({ dialectId: d.id, code: d.code, kind: 'target' as const })),
    ...all.filter((d) => languageOf(d.code) === 'en').map((d) => ({ dialectId: d.id, code: d.code, kind: 'source' as const })),
  ];
  await insertEntries(
    db,
    0,
    DEMO_CONCEPTS.map((c) => conceptEntry(ctx, 0, c, mainSlots, null)),
  );

  for (const course of courses) {
    const slots: Slot[] = [
      ...(await courseDialectList(db, course.id, 'target')).map((d) => ({ dialectId: d.dialectId, code: d.dialectCode, kind: 'target' as const })),
      ...(await courseDialectList(db, course.id, 'source')).map((d) => ({ dialectId: d.dialectId, code: d.dialectCode, kind: 'source' as const })),
    ];
    if (!slots.some((s) => s.kind === 'target')) continue;
    const lang = course.languageCode as Lang;
    // The words the course's sentences and items use come first; a concept of the same key gives way to them.
    const sentenceSpecs = [...SENTENCE_WORDS, ...ITEM_WORDS.filter((w) => !SENTENCE_WORDS.some((x) => x.key === w.key))]
      .map((w) => sentenceEntry(ctx, course.id, w, slots))
      .filter((e): e is EntrySpec => e !== null);
    const taken = new Set(sentenceSpecs.map((e) => e.key));
    let concepts: Concept[];
    if (size === 'large') {
      concepts = DEMO_CONCEPTS;
    } else {
      const rest = DEMO_CONCEPTS.filter((c) => !CORE.includes(c.key));
      for (let i = rest.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [rest[i], rest[j]] = [rest[j], rest[i]];
      }
      // The items' words besides: the items are made of the course's vocabulary too.
      const chosen = new Set([...CORE, ...rest.slice(0, 60 - CORE.length).map((c) => c.key), ...ITEM_CONCEPTS]);
      concepts = DEMO_CONCEPTS.filter((c) => chosen.has(c.key));
    }
    const specs = [...sentenceSpecs, ...concepts.filter((c) => !taken.has(c.key)).map((c) => conceptEntry(ctx, course.id, c, slots, lang))];
    if (size === 'large') specs.push(...phraseEntries(ctx, course.id, slots, 3000 - specs.length));
    await markIrregularForms(db, course, specs, ctx.classIds(course.id));
    await insertEntries(db, course.id, specs);
    // The demo's linkable texts (sentences, segments, readings, books, trainers) are seeded before the vocabulary (plugins seed in name order): link them now.
    if (size === 'small') await linkDemoTexts(db, course.id);
  }
}
