import { sql } from 'drizzle-orm';
import { rowsOf, TableCache, type Db } from '../../../../sdk/server';
import { plainOf, tokenize } from '../../../../sdk/shared';
import { CourseWords } from './course-words';
import type { ItemJobInput } from './job-params';
import { quote } from './text-match';
import { tokensOf } from './text-chunks';

/**
 * The noun phrases of a source built by analogy, made to agree: a noun swapped in brings its
 * gender, which its determiner and adjectives follow, and an adjective swapped in takes its own
 * place (French 'une nouvelle voiture' but 'une voiture verte'). What each word does is learned
 * from the course's own texts in the source dialect (the translation memory): a noun's gender
 * from the articles the texts use with it ('la voiture'), an adjective's feminine form and place
 * from where the texts use it. Only the determiners are known in advance, per language.
 */

export type Gender = 'm' | 'f';

interface Language {
  /** Gendered determiners: [masculine, feminine]. */
  pairs: [string, string][];
  /** Determiners that say nothing of the gender ('mi', 'les'). */
  neutral: string[];
  /** The feminine of an adjective the texts do not show: rules of the language. */
  feminine: (m: string) => string;
  /** A noun's gender by its ending, when no text shows it with a determiner. */
  genderByEnding?: (noun: string) => Gender | null;
  /** Where an adjective goes when the texts do not say. */
  adjectivePlace: 'before' | 'after';
  /** Words that change before a vowel ('le' → "l'", 'ce' → 'cet', 'nouveau' → 'nouvel', 'ma' → 'mon'). */
  beforeVowel?: Record<string, string>;
}

const LANGUAGES: Record<string, Language> = {
  es: {
    pairs: [
      ['un', 'una'],
      ['el', 'la'],
      ['este', 'esta'],
      ['ese', 'esa'],
      ['aquel', 'aquella'],
      ['nuestro', 'nuestra'],
    ],
    neutral: ['mi', 'tu', 'su', 'los', 'las'],
    feminine: (m) => (m.endsWith('o') ? `${m.slice(0, -1)}a` : m),
    genderByEnding: (n) => (/[aá]$|ción$|dad$/.test(n) ? 'f' : /o$/.test(n) ? 'm' : null),
    adjectivePlace: 'after',
  },
  fr: {
    pairs: [
      ['un', 'une'],
      ['le', 'la'],
      ['ce', 'cette'],
      ['mon', 'ma'],
      ['ton', 'ta'],
      ['son', 'sa'],
    ],
    neutral: ['les', 'des', 'mes', 'tes', 'ses', 'ces', "l'"],
    feminine: (m) =>
      m.endsWith('e')
        ? m
        : m.endsWith('eau')
          ? `${m.slice(0, -3)}elle`
          : m.endsWith('er')
            ? `${m.slice(0, -2)}ère`
            : m.endsWith('c')
              ? `${m}he`
              : m.endsWith('eux')
                ? `${m.slice(0, -1)}se`
                : `${m}e`,
    genderByEnding: (n) =>
      /(?:tion|sion|té|ette|ance|ence|ure|ude|ade|elle|ière)$/.test(n) ? 'f' : /(?:eau|oir|ment|age|isme|on|eur|ier|in|at|et|o)$/.test(n) ? 'm' : null,
    adjectivePlace: 'after',
    beforeVowel: { le: "l'", la: "l'", ce: 'cet', ma: 'mon', ta: 'ton', sa: 'son', nouveau: 'nouvel', beau: 'bel', vieux: 'vieil' },
  },
  it: {
    pairs: [
      ['un', 'una'],
      ['il', 'la'],
      ['questo', 'questa'],
      ['quel', 'quella'],
      ['mio', 'mia'],
    ],
    neutral: ['i', 'le', 'gli'],
    feminine: (m) => (m.endsWith('o') ? `${m.slice(0, -1)}a` : m),
    genderByEnding: (n) => (/a$/.test(n) ? 'f' : /o$/.test(n) ? 'm' : null),
    adjectivePlace: 'after',
  },
};

const VOWEL = /^[aeiouyàâäéèêëîïôöûùüœæh]/i;
const genderOf = (lang: Language, det: string): Gender | null => {
  const p = lang.pairs.find(([m, f]) => m === det || f === det);
  return !p || p[0] === p[1] ? null : p[0] === det ? 'm' : 'f';
};

/** What the course's texts say of the words of a source: genders, feminine forms, adjective places; with the evidence. */
export interface SourceGrammar {
  /** `hints`: a noun's gender in the item's target language, for a noun no text shows with a determiner (the two languages mostly agree). */
  agree(source: string, words: { nouns: string[]; adjectives: string[] }, hints?: Map<string, Gender>): { text: string; notes: string[] };
}

/** A course's texts in a dialect, tokenized and indexed by word, until a translatable text is written. */
const coursesTexts = new TableCache<CourseWords>(['translations', 'translation_texts'], 64);

/** The course's texts in the item's source dialect. */
function courseTexts(db: Db, i: ItemJobInput, lang: string): Promise<CourseWords> {
  return coursesTexts.get(db, `${i.courseId}:${i.sourceDialectId}:${lang}`, async () => {
    const rows = rowsOf<{ id: number; text: string }>(
      await db.execute(sql`
      SELECT t.id, tt.text FROM translations t JOIN translation_texts tt ON tt.translation_id = t.id AND tt.dialect_id = ${i.sourceDialectId}
       WHERE t.course_id = ${i.courseId} AND btrim(tt.text) <> '' AND length(tt.text) < 400
       ORDER BY t.id`),
    );
    return new CourseWords(rows.map((r) => ({ id: Number(r.id), text: plainOf(r.text), tokens: tokenize(plainOf(r.text), lang) })));
  });
}

/**
 * The grammar of the item's source language as the course's texts show it, the item's own
 * translation left out (it is what is checked); null for a language without gendered words here.
 */
export async function sourceGrammar(db: Db, i: ItemJobInput, sLang: string): Promise<SourceGrammar | null> {
  const lang = LANGUAGES[sLang];
  if (!lang) return null;
  const course = await courseTexts(db, i, sLang);
  /** Where a word occurs in the texts, but for the item's own. */
  const placesOf = (word: string) => course.of(word).filter((p) => p.t.id !== i.translationId);
  const dets = new Set([...lang.pairs.flat(), ...lang.neutral]);
  const occurrences = (words: string[]) =>
    placesOf(words[0]).filter(({ t, at }) => at + words.length <= t.tokens.length && words.every((w, j) => t.tokens[at + j].norm === w));

  const genders = new Map<string, { g: Gender; evidence: string } | null>();
  /** The gender of a noun by the determiners the texts put before it (or before an adjective before it). */
  const nounGender = (noun: string) => {
    if (genders.has(noun)) return genders.get(noun)!;
    const votes: Record<Gender, { n: number; example: string }> = { m: { n: 0, example: '' }, f: { n: 0, example: '' } };
    const words = noun.split(' ');
    for (const { t, at } of occurrences(words)) {
      for (const k of [at - 1, at - 2]) {
        const det = t.tokens[k]?.norm;
        // 'mon amie': a masculine-looking determiner before a vowel says nothing.
        const g = det ? genderOf(lang, det) : null;
        if (!g || (lang.beforeVowel && Object.entries(lang.beforeVowel).some(([, v]) => v === det) && VOWEL.test(t.tokens[k + 1].norm))) continue;
        votes[g].n++;
        votes[g].example ||= `${quote(
          t.tokens
            .slice(k, at + words.length)
            .map((x) => x.text)
            .join(' '),
        )} (translation ${t.id})`;
        break;
      }
    }
    const g: Gender | null = votes.m.n > votes.f.n ? 'm' : votes.f.n > votes.m.n ? 'f' : null;
    // The first word is the head of a noun of several (sac à dos).
    const byEnding = g ? null : (lang.genderByEnding?.(words[0]) ?? null);
    const found = g ? { g, evidence: `the memory has ${votes[g].example}` } : byEnding ? { g: byEnding, evidence: 'by its ending' } : null;
    genders.set(noun, found);
    return found;
  };

  /**
   * An adjective's feminine: the language's rule when the texts use it, else a form of it (the same
   * stem, another ending) the texts use right after a feminine noun, or between a feminine
   * determiner and a noun; else the rule.
   */
  const feminines = new Map<string, string>();
  const feminineOf = (adj: string) => {
    let f = feminines.get(adj);
    if (f === undefined) feminines.set(adj, (f = findFeminine(adj)));
    return f;
  };
  const findFeminine = (adj: string) => {
    const rule = lang.feminine(adj);
    if (rule === adj || placesOf(rule).length) return rule;
    const stem = adj.slice(0, Math.max(3, adj.length - 2));
    // The forms of the stem where the texts use them, in the texts' order.
    const places = course
      .startingWith(stem)
      .filter((w) => w !== adj && w.length <= adj.length + 3)
      .flatMap(placesOf)
      .filter((p) => p.at >= 1)
      .sort((a, b) => a.n - b.n || a.at - b.at);
    for (const { t, at: k } of places) {
      const w = t.tokens[k].norm;
      const before = t.tokens[k - 1].norm;
      const afterNoun = !dets.has(before) && nounGender(before)?.g === 'f' && !nounGender(w);
      const beforeNoun = genderOf(lang, before) === 'f' && !!t.tokens[k + 1] && !!nounGender(t.tokens[k + 1].norm);
      if (afterNoun || beforeNoun) return w;
    }
    return rule;
  };

  /** Whether the texts put an adjective (any form) before its noun, right after a determiner. */
  const placeOf = (forms: string[]) => {
    let before = 0;
    let after = 0;
    for (const form of new Set(forms)) {
      for (const { t, at: k } of placesOf(form)) {
        if (k < 1) continue;
        if (dets.has(t.tokens[k - 1].norm) && k + 1 < t.tokens.length) before++;
        else after++;
      }
    }
    return before > after ? 'before' : after > before ? 'after' : lang.adjectivePlace;
  };

  /** The adjectives' forms and the nouns (longest first) of the words: the same for every example of an item. */
  const wordForms = new WeakMap<
    { nouns: string[]; adjectives: string[] },
    { adjForms: Map<string, { base: string; m: string; f: string }>; nounList: { noun: string; words: string[] }[] }
  >();
  const formsOf = (words: { nouns: string[]; adjectives: string[] }) => {
    let forms = wordForms.get(words);
    if (forms) return forms;
    const adjForms = new Map<string, { base: string; m: string; f: string }>();
    for (const base of words.adjectives.map((a) => a.toLowerCase()).filter((a) => !a.includes(' '))) {
      const f = feminineOf(base);
      for (const w of [base, f, lang.beforeVowel?.[base]].filter(Boolean) as string[]) adjForms.set(w, { base, m: base, f });
    }
    const nounList = [...new Set(words.nouns.map((n) => n.toLowerCase()))]
      .map((n) => ({ noun: n, words: n.split(' ') }))
      .sort((a, b) => b.words.length - a.words.length);
    wordForms.set(words, (forms = { adjForms, nounList }));
    return forms;
  };

  return {
    agree(source, words, hints) {
      const notes: string[] = [];
      const { adjForms, nounList } = formsOf(words);
      let tokens = tokensOf(source, sLang);
      let text = source;
      for (let k = 0; k < tokens.length; k++) {
        const found = nounList.find((n) => n.words.every((w, j) => tokens[k + j]?.norm === w));
        if (!found) continue;
        const { noun } = found;
        const len = found.words.length;
        const hint = hints?.get(noun);
        const gender = nounGender(noun) ?? (hint ? { g: hint, evidence: "as the item's own noun is" } : null);
        // The phrase: [determiner] [adjective] noun [adjective]; an adjective a swap left before the determiner belongs to it too.
        let start = k;
        const pre = k - 1 >= 0 && adjForms.has(tokens[k - 1].norm) ? k - 1 : null;
        if (pre !== null) start = pre;
        const detAt = start - 1 >= 0 && dets.has(tokens[start - 1].norm) ? start - 1 : null;
        if (detAt !== null) start = detAt;
        const loose =
          detAt !== null && pre === null && start - 1 >= 0 && adjForms.has(tokens[start - 1].norm) && !(start - 2 >= 0 && dets.has(tokens[start - 2].norm))
            ? start - 1
            : null;
        if (loose !== null) start = loose;
        const post = adjForms.has(tokens[k + len]?.norm ?? '') ? k + len : null;
        const end = (post ?? k + len - 1) + 1;
        const nounText = text.slice(tokens[k].start, tokens[k + len - 1].end);
        const phraseAdjs = [loose, pre, post]
          .filter((p): p is number => p !== null)
          .map((p) => {
            const a = adjForms.get(tokens[p].norm)!;
            const form = !gender ? tokens[p].text : gender.g === 'm' ? a.m : a.f;
            return { form, place: placeOf([...new Set([a.m, a.f, lang.beforeVowel?.[a.m] ?? a.m])]) };
          });
        const words = [
          ...phraseAdjs.filter((a) => a.place === 'before').map((a) => a.form),
          nounText,
          ...phraseAdjs.filter((a) => a.place === 'after').map((a) => a.form),
        ];
        let det = detAt === null ? null : tokens[detAt].norm;
        if (det !== null && gender) {
          const pair = lang.pairs.find(([m, f]) => m === det || f === det);
          if (pair) det = gender.g === 'm' ? pair[0] : pair[1];
          else if (det === "l'") det = gender.g === 'm' ? lang.pairs[1][0] : lang.pairs[1][1];
        }
        // Words before a vowel: "l'appartement", 'cet ordinateur', 'un nouvel ordinateur', 'mon amie'.
        const vowelForm = (w: string, next: string | undefined) => {
          if (!lang.beforeVowel) return w;
          if (next && VOWEL.test(next)) return lang.beforeVowel[w] ?? w;
          // Before a consonant again: "l'" is le or la, 'mon' before a feminine noun is 'ma', 'cet' is 'ce', 'nouvel' is 'nouveau'.
          if (w === "l'") return gender ? (gender.g === 'm' ? lang.pairs[1][0] : lang.pairs[1][1]) : w;
          const back = Object.entries(lang.beforeVowel)
            .filter(([, elided]) => elided === w)
            .map(([base]) => base);
          if (!back.length || back.includes(w)) return w;
          if (['mon', 'ton', 'son'].includes(w)) return gender?.g === 'f' ? back[0] : w;
          return back[0];
        };
        const shaped = words.map((w, j) => (j < words.length - 1 ? vowelForm(w, words[j + 1]) : w));
        if (det !== null) det = vowelForm(det, shaped[0]);
        const written = (det === null ? '' : det.endsWith("'") ? det : `${det} `) + shaped.join(' ');
        const old = text.slice(tokens[start].start, tokens[end - 1].end);
        const capital = /^\p{Lu}/u.test(old);
        const next = capital ? written[0].toUpperCase() + written.slice(1) : written;
        if (next !== old) {
          notes.push(
            `${quote(old)} → ${quote(next)} (${gender ? `${quote(noun)} is ${gender.g === 'm' ? 'masculine' : 'feminine'}, ${gender.evidence}; ` : ''}` +
              `adjectives where the memory puts them)`,
          );
          text = text.slice(0, tokens[start].start) + next + text.slice(tokens[end - 1].end);
          tokens = tokensOf(text, sLang);
        }
        // On after the phrase (the text before it is unchanged).
        const after = tokens.findIndex((t) => t.start >= tokens[start].start + next.length);
        k = after < 0 ? tokens.length : after - 1;
      }
      return { text, notes };
    },
  };
}

/** A determiner with its other forms in the language (el, la; le, la, l'); a word alone otherwise. */
export function determinerForms(sLang: string, word: string): string[] {
  const lang = LANGUAGES[sLang];
  const w = word.toLowerCase();
  const pair = lang?.pairs.find(([m, f]) => m === w || f === w);
  if (!pair) return [word];
  const elided = [lang.beforeVowel?.[pair[0]], lang.beforeVowel?.[pair[1]]].filter((x): x is string => !!x);
  return [...new Set([w, ...pair, ...elided])];
}

/** The gender a determiner of the language says ('la' feminine), null when it says none. */
export function determinerGender(lang: string, word: string): Gender | null {
  const l = LANGUAGES[lang];
  return l ? genderOf(l, word.toLowerCase()) : null;
}
