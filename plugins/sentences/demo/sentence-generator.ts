import { readByOptions, type GenderCode, type Reader } from '../rules';
import { CONJUNCTIONS, PHRASES, PLACES, STATES, SUBJECTS, TIMES, VERBS, toTraditional, type Lang, type PlaceId, type Text7 } from './sentence-templates';

/** One clause: who does what, optionally to what, where and when (indexes into the templates). */
export interface Clause {
  subject: number;
  verb: number;
  object?: number;
  place?: PlaceId;
  time?: number;
}

type G = 'm' | 'f';

/** A generated sentence, as data: realized in any dialect by realizeSentence. */
export type SentenceSpec =
  | { kind: 'clauses'; clauses: [Clause] | [Clause, Clause]; conj: number }
  | { kind: 'phrase'; phrase: number; gender: G }
  /** 'I am tired', 'Are you tired?', 'I am tired. Are you tired too?', 'We are ready.' */
  | { kind: 'state'; state: number; form: 'i' | 'you' | 'both' | 'we'; speaker: G; addressee: G };

const langOf = (dialectCode: string) => dialectCode.split('-')[0] as Lang;

/** A template text in a dialect: the dialect's own wording, else the language's. */
const word = (t: Text7, dialectCode: string) => t.d?.[dialectCode] ?? t[langOf(dialectCode)];

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The clause in one language, without its final punctuation. */
function realizeClause(c: Clause, dialectCode: string): string {
  const lang = langOf(dialectCode);
  const s = SUBJECTS[c.subject];
  const v = VERBS[c.verb];
  const o = c.object === undefined ? undefined : v.objects[c.object];
  const p = c.place === undefined ? undefined : word(PLACES[c.place], dialectCode);
  const t = c.time === undefined ? undefined : word(TIMES[c.time], dialectCode);
  const subject = word(s, dialectCode);
  const obj = o && word(o, dialectCode);
  if (lang === 'zh') {
    const action = o ? (o.zhVerb ?? v.zh) + o.zh : (v.zhAlone ?? v.zh);
    return subject + (t ?? '') + (p ?? '') + action;
  }
  const verb = v[lang].split('|')[s.person];
  const parts: (string | undefined)[] = (() => {
    switch (lang) {
      case 'en':
        return [subject, verb, obj, p, t];
      // Spanish and Italian leave out yo, tú, nosotros / io, tu, noi; the time comes first.
      case 'es':
      case 'it':
        return [t, s.drop ? undefined : subject, verb, obj, p];
      case 'ru':
        return [t, subject, verb, obj, p];
      // Verb second: the time follows the verb, before the object.
      case 'de':
        return [subject, verb, t, obj, p];
      case 'fr':
        return [subject === 'je' && /^[aeiouyhàâéèêîôû]/i.test(verb) ? `j'${verb}` : `${subject} ${verb}`, obj, p, t];
    }
  })();
  return parts.filter(Boolean).join(' ');
}

function joinClauses(first: string, second: string, conj: number, dialectCode: string): string {
  const lang = langOf(dialectCode);
  let glue = word(CONJUNCTIONS[conj], dialectCode);
  // Spanish 'y' becomes 'e' before an i sound (i-, hi- but not hie-, hia-).
  if (lang === 'es' && glue === ' y ' && /^(i|hi(?![aeé]))/i.test(second)) glue = ' e ';
  return first + glue + second;
}

function realizeState(spec: Extract<SentenceSpec, { kind: 'state' }>, dialectCode: string): string {
  const st = STATES[spec.state];
  const lang = langOf(dialectCode);
  const gi = (g: G) => (g === 'm' ? 0 : 1);
  const a = (g: G | 'pl') => {
    switch (lang) {
      case 'en':
        return st.en;
      case 'de':
        return st.de;
      case 'zh':
        return st.zh[0];
      default:
        return st[lang][g === 'pl' ? 2 : gi(g)];
    }
  };
  const i = a(spec.speaker);
  const you = a(spec.addressee);
  const we = a('pl');
  const forms: Record<Exclude<Lang, 'zh'>, Record<typeof spec.form, string>> = {
    en: { i: `I am ${i}.`, you: `Are you ${you}?`, both: `I am ${i}. Are you ${you} too?`, we: `We are ${we}.` },
    es: { i: `Estoy ${i}.`, you: `¿Estás ${you}?`, both: `Estoy ${i}. ¿Tú también estás ${you}?`, we: `Estamos ${we}.` },
    fr: { i: `Je suis ${i}.`, you: `Tu es ${you} ?`, both: `Je suis ${i}. Tu es ${you} aussi ?`, we: `Nous sommes ${we}.` },
    de: { i: `Ich bin ${i}.`, you: `Bist du ${you}?`, both: `Ich bin ${i}. Bist du auch ${you}?`, we: `Wir sind ${we}.` },
    it: { i: `Sono ${i}.`, you: `Sei ${you}?`, both: `Sono ${i}. Anche tu sei ${you}?`, we: `Siamo ${we}.` },
    ru: { i: `Я ${i}.`, you: `Ты ${you}?`, both: `Я ${i}. Ты тоже ${you}?`, we: `Мы ${we}.` },
  };
  if (lang === 'zh') {
    const [said, asked] = st.zh;
    const text = { i: `我${said}。`, you: `你${asked}？`, both: `我${said}。你也${asked}？`, we: `我们${said}。` }[spec.form];
    return dialectCode === 'zh-TW' ? toTraditional(text) : text;
  }
  return forms[lang][spec.form];
}

/** The sentence in a dialect ('es-MX', 'en-GB', 'zh-TW'…), with its punctuation. */
export function realizeSentence(spec: SentenceSpec, dialectCode: string): string {
  const lang = langOf(dialectCode);
  if (spec.kind === 'phrase') {
    const p = PHRASES[spec.phrase];
    const own = p.d?.[dialectCode];
    if (own) return own;
    const text = p[lang];
    const chosen = Array.isArray(text) ? text[spec.gender === 'm' ? 0 : 1] : text;
    return dialectCode === 'zh-TW' ? toTraditional(chosen) : chosen;
  }
  if (spec.kind === 'state') return realizeState(spec, dialectCode);
  const [a, b] = spec.clauses.map((c) => realizeClause(c, dialectCode));
  if (lang === 'zh') {
    const text = (b === undefined ? a : a + word(CONJUNCTIONS[spec.conj], dialectCode) + b) + '。';
    return dialectCode === 'zh-TW' ? toTraditional(text) : text;
  }
  return capitalised(b === undefined ? a : joinClauses(a, b, spec.conj, dialectCode)) + '.';
}

/**
 * The gender code of the sentence in its target language (rules.ts): the speaker's gender where
 * the words show it, 'speaker / addressee' for sentences said to someone, '>2' for a group.
 */
export function genderCodeOf(spec: SentenceSpec, targetLang: Lang): GenderCode {
  if (spec.kind === 'clauses') return '-';
  if (spec.kind === 'phrase') {
    const p = PHRASES[spec.phrase];
    if (p.dialogue) return '- / -';
    return Array.isArray(p[targetLang]) ? spec.gender : '-';
  }
  const st = STATES[spec.state];
  const forms = targetLang === 'en' || targetLang === 'de' || targetLang === 'zh' ? undefined : st[targetLang];
  const marks = !!forms && forms[0] !== forms[1];
  switch (spec.form) {
    case 'i':
      return marks ? spec.speaker : '-';
    case 'you':
      return marks ? `- / ${spec.addressee}` : '- / -';
    case 'both':
      return marks ? (`${spec.speaker} / ${spec.addressee}` as GenderCode) : '- / -';
    default:
      return '>2';
  }
}

/** Who reads it: the only reader the code allows, else either voice. */
export function readByOf(code: GenderCode, random: () => number): Reader {
  const options = readByOptions(code);
  return options[Math.floor(random() * options.length)];
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)];
const pickIndex = (n: number, random: () => number) => Math.floor(random() * n);

type Shape = 'sv' | 'svo' | 'svo+p' | 'svo+t' | 'svopt' | 'sv+pt';

function randomClause(shape: Shape, random: () => number): Clause {
  const alone = shape === 'sv' || shape === 'sv+pt';
  const verbs = VERBS.map((v, i) => ({ v, i })).filter(({ v }) => (alone ? v.alone : v.objects.length > 0));
  let { v, i: verb } = pick(verbs, random);
  // A bare 'sv' clause gets a place or a time two times in three: still short, more varied.
  const extra = shape === 'sv' ? Math.floor(random() * 3) : -1;
  const withPlace = (shape === 'svo+p' || shape === 'svopt' || shape === 'sv+pt' || extra === 1) && v.places.length > 0;
  const withTime = shape === 'svo+t' || shape === 'svopt' || shape === 'sv+pt' || extra === 2;
  if (alone && shape === 'sv+pt' && !v.places.length)
    ({ v, i: verb } = pick(
      verbs.filter((x) => x.v.places.length),
      random,
    ));
  return {
    subject: pickIndex(SUBJECTS.length, random),
    verb,
    object: alone ? undefined : pickIndex(v.objects.length, random),
    place: withPlace ? pick(v.places, random) : undefined,
    time: withTime ? pickIndex(TIMES.length, random) : undefined,
  };
}

/**
 * A random sentence: short fixed phrases and gendered 'state' sentences, one clause of 2 to about
 * 10 words, or two clauses joined by 'and' or 'but' (up to about 20 words), so that short texts
 * (under 30 characters) are well represented and lengths vary.
 */
export function randomSentenceSpec(random: () => number): SentenceSpec {
  const r = random();
  const g = (): G => (random() < 0.5 ? 'm' : 'f');
  if (r < 0.05) return { kind: 'phrase', phrase: pickIndex(PHRASES.length, random), gender: g() };
  if (r < 0.09)
    return { kind: 'state', state: pickIndex(STATES.length, random), form: pick(['i', 'you', 'both', 'we'] as const, random), speaker: g(), addressee: g() };
  const shapes: [number, Shape][] = [
    [0.16, 'sv'],
    [0.28, 'svo'],
    [0.42, 'svo+p'],
    [0.54, 'svo+t'],
    [0.69, 'svopt'],
    [0.81, 'sv+pt'],
  ];
  const found = shapes.find(([limit]) => r < limit);
  if (found) return { kind: 'clauses', clauses: [randomClause(found[1], random)], conj: 0 };
  const medium: Shape[] = ['svo', 'svo+p', 'svo+t', 'sv+pt', 'svopt'];
  return {
    kind: 'clauses',
    clauses: [randomClause(pick(medium, random), random), randomClause(pick(medium, random), random)],
    conj: pickIndex(CONJUNCTIONS.length, random),
  };
}

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', ru: 'Russian', zh: 'Chinese' };
const TIME_POSITION: Record<Lang, string> = {
  en: 'at the end',
  fr: 'at the end',
  es: 'first',
  it: 'first',
  ru: 'first',
  de: 'right after the verb',
  zh: 'before the place and the verb',
};

/**
 * Source adaptation notes that are true of the sentence in this course: a source dialect's own
 * wording, a time phrase the source places elsewhere, a subject pronoun the target leaves out.
 */
export function adaptationNotes(spec: SentenceSpec, targetDialect: string, sourceDialects: string[]): string[] {
  const target = langOf(targetDialect);
  const notes: string[] = [];
  if (spec.kind === 'phrase') {
    const note = PHRASES[spec.phrase].note;
    if (note && sourceDialects.includes(note.dialect)) notes.push(note.text);
    return notes;
  }
  if (spec.kind !== 'clauses') return notes;
  for (const source of sourceDialects) {
    const lang = langOf(source);
    for (const c of spec.clauses) {
      const v = VERBS[c.verb];
      const parts: Text7[] = [
        SUBJECTS[c.subject],
        ...(c.object === undefined ? [] : [v.objects[c.object]]),
        ...(c.place === undefined ? [] : [PLACES[c.place]]),
        ...(c.time === undefined ? [] : [TIMES[c.time]]),
      ];
      for (const p of parts) {
        const own = p.d?.[source];
        if (own && own !== p[lang]) notes.push(`${source} source says '${own}' where ${lang} usually says '${p[lang]}'.`);
      }
      if (c.time !== undefined && TIME_POSITION[target] !== TIME_POSITION[lang]) {
        notes.push(
          `The time phrase '${word(TIMES[c.time], source)}' is placed ${TIME_POSITION[lang]} in the ${LANGUAGE_NAMES[lang]} source; ${LANGUAGE_NAMES[target]} puts it ${TIME_POSITION[target]}.`,
        );
      }
      if ((target === 'es' || target === 'it') && SUBJECTS[c.subject].drop && lang !== 'es' && lang !== 'it') {
        notes.push(
          `${LANGUAGE_NAMES[target]} leaves out the subject pronoun; the ${LANGUAGE_NAMES[lang]} source needs '${word(SUBJECTS[c.subject], source)}'.`,
        );
      }
    }
  }
  return [...new Set(notes)];
}
