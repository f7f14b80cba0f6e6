import {
  ADJECTIVES,
  DETERMINERS,
  NOUNS,
  PLACES,
  toTraditional,
  type Adjective,
  type Determiner,
  type G2,
  type G3,
  type Lang,
  type Noun,
} from './item-templates';

/** One generated item: which determiner, noun, adjective and place (indexes into the template lists). */
export interface ItemSpec {
  det: Determiner;
  noun: number;
  adj?: number;
  place?: number;
}

const langOf = (dialectCode: string) => dialectCode.split('-')[0] as Lang;
const startsWithVowel = (w: string) => /^[aeiouàâäéèêëîïôöûùüœæ]/i.test(w);

/** A noun's word and gender in a dialect (dialect wording first). */
function nounIn<G extends string>(n: Noun, lang: Exclude<Lang, 'en' | 'zh'>, dialectCode: string): [string, G] {
  const d = n.dialects?.[dialectCode];
  return (Array.isArray(d) ? d : n[lang]) as [string, G];
}

const g2 = (g: G2) => (g === 'm' ? 0 : 1);
const g3 = (g: G3) => (g === 'm' ? 0 : g === 'f' ? 1 : 2);

function english(spec: ItemSpec, dialectCode: string): string {
  const n = NOUNS[spec.noun];
  const d = n.dialects?.[dialectCode];
  const noun = typeof d === 'string' ? d : n.en;
  const adj = spec.adj === undefined ? undefined : ADJECTIVES[spec.adj].en;
  const next = adj ?? noun;
  const det = spec.det === 'a' ? (startsWithVowel(next) ? 'an' : 'a') : spec.det;
  return [det, adj, noun].filter(Boolean).join(' ');
}

function spanish(spec: ItemSpec, dialectCode: string): string {
  const [noun, g] = nounIn<G2>(NOUNS[spec.noun], 'es', dialectCode);
  const det = { a: ['un', 'una'], the: ['el', 'la'], my: ['mi', 'mi'], this: ['este', 'esta'] }[spec.det][g2(g)];
  const adj = spec.adj === undefined ? undefined : ADJECTIVES[spec.adj].es[g2(g)];
  return [det, noun, adj].filter(Boolean).join(' ');
}

function french(spec: ItemSpec, dialectCode: string): string {
  const [noun, g] = nounIn<G2>(NOUNS[spec.noun], 'fr', dialectCode);
  const a: Adjective | undefined = spec.adj === undefined ? undefined : ADJECTIVES[spec.adj];
  // nouveau → nouvel before a vowel (un nouvel ordinateur).
  const word = a?.fr[g2(g)];
  const adj = word === 'nouveau' && startsWithVowel(noun) ? 'nouvel' : word;
  const before = a?.frBefore ? adj : undefined;
  const after = a && !a.frBefore ? adj : undefined;
  const next = before ?? noun;
  const vowel = startsWithVowel(next);
  let det: string;
  switch (spec.det) {
    case 'a':
      det = g === 'm' ? 'un ' : 'une ';
      break;
    case 'the':
      det = vowel ? "l'" : g === 'm' ? 'le ' : 'la ';
      break;
    case 'my':
      det = g === 'm' || vowel ? 'mon ' : 'ma ';
      break;
    default:
      det = g === 'f' ? 'cette ' : vowel ? 'cet ' : 'ce ';
  }
  return det + [before, noun, after].filter(Boolean).join(' ');
}

function italian(spec: ItemSpec, dialectCode: string): string {
  const [noun, g] = nounIn<G2>(NOUNS[spec.noun], 'it', dialectCode);
  const adj = spec.adj === undefined ? undefined : ADJECTIVES[spec.adj].it[g2(g)];
  const vowel = startsWithVowel(noun);
  const impure = /^(s[^aeiou]|z|gn|ps|x|y)/i.test(noun); // lo, uno
  let det: string;
  switch (spec.det) {
    case 'a':
      det = g === 'm' ? (impure ? 'uno ' : 'un ') : vowel ? "un'" : 'una ';
      break;
    case 'the':
      det = vowel ? "l'" : g === 'm' ? (impure ? 'lo ' : 'il ') : 'la ';
      break;
    case 'my':
      det = g === 'm' ? 'il mio ' : 'la mia ';
      break;
    default:
      det = g === 'm' ? 'questo ' : 'questa ';
  }
  return det + [noun, adj].filter(Boolean).join(' ');
}

function german(spec: ItemSpec): string {
  const [noun, g] = NOUNS[spec.noun].de;
  const i = g3(g);
  const det = { a: ['ein', 'eine', 'ein'], the: ['der', 'die', 'das'], my: ['mein', 'meine', 'mein'], this: ['dieser', 'diese', 'dieses'] }[spec.det][i];
  // Nominative endings: mixed after ein/mein (-er, -e, -es), weak after der/dieser (-e).
  const ending = spec.det === 'a' || spec.det === 'my' ? ['er', 'e', 'es'][i] : 'e';
  const adj = spec.adj === undefined ? undefined : ADJECTIVES[spec.adj].de + ending;
  return [det, adj, noun].filter(Boolean).join(' ');
}

function russian(spec: ItemSpec): string {
  const [noun, g] = NOUNS[spec.noun].ru;
  const i = g3(g);
  const det = { a: '', the: '', my: ['мой', 'моя', 'моё'][i], this: ['этот', 'эта', 'это'][i] }[spec.det];
  const adj = spec.adj === undefined ? undefined : ADJECTIVES[spec.adj].ru[i];
  return [det, adj, noun].filter(Boolean).join(' ');
}

function chinese(spec: ItemSpec): string {
  const [noun, measure] = NOUNS[spec.noun].zh;
  const det = { a: `一${measure}`, the: '', my: '我的', this: `这${measure}` }[spec.det];
  const adj = spec.adj === undefined ? '' : ADJECTIVES[spec.adj].zh;
  return det + adj + noun;
}

/** The item in a dialect ('es-MX', 'zh-TW'…): the noun phrase, then where it is. */
export function realizeItem(spec: ItemSpec, dialectCode: string): string {
  const lang = langOf(dialectCode);
  const place = spec.place === undefined ? undefined : PLACES[spec.place];
  const placeText = place && (place.dialects?.[dialectCode] ?? place[lang]);
  switch (lang) {
    case 'en':
      return [english(spec, dialectCode), placeText].filter(Boolean).join(' ');
    case 'es':
      return [spanish(spec, dialectCode), placeText].filter(Boolean).join(' ');
    case 'fr':
      return [french(spec, dialectCode), placeText].filter(Boolean).join(' ');
    case 'it':
      return [italian(spec, dialectCode), placeText].filter(Boolean).join(' ');
    case 'de':
      return [german(spec), placeText].filter(Boolean).join(' ');
    case 'ru':
      return [russian(spec), placeText].filter(Boolean).join(' ');
    case 'zh': {
      const text = (placeText ? `${placeText}的` : '') + chinese(spec);
      return dialectCode === 'zh-TW' ? toTraditional(text) : text;
    }
  }
}

/** Every sensible combination: adjectives that fit the noun; places only for portable things, with 'a' or 'the'. */
export function allItemSpecs(): ItemSpec[] {
  const out: ItemSpec[] = [];
  NOUNS.forEach((n, noun) => {
    const adjs = [undefined, ...ADJECTIVES.map((a, i) => (a.for.some((t) => n.tags.includes(t)) ? i : -1)).filter((i) => i >= 0)];
    for (const det of DETERMINERS) {
      for (const adj of adjs) {
        out.push({ det, noun, adj });
        if (n.tags.includes('portable') && (det === 'a' || det === 'the')) {
          PLACES.forEach((_, place) => out.push({ det, noun, adj, place }));
        }
      }
    }
  });
  return out;
}
