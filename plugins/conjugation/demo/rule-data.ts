/**
 * The demo's conjugation rules and root changes per course language. Inflect ids: present tense
 * 1sg…3pl 201-206; English 3sg 203, past 221, past participle 222, gerund 223; nouns singular 101,
 * plural 102; adjectives m.sg 301, f.sg 302, m.pl 303, f.pl 304.
 *
 * A rule line: `class | endingToApply | endingToRemove | ending per id, in the order of its ids`
 * (an empty ending is the stem itself, '~'), and a gender when the rule is for one (m, f).
 * A root change line: `class | fromText | toText | before endings starting with | priority`, where
 * [V] is any vowel and [C] any consonant ('e[C]' → 'ie[C]': quer → quier).
 */
const P = [201, 202, 203, 204, 205, 206];
const EN_VERB = [203, 221, 222, 223];
const NOUN = [101, 102];
const ADJ = [301, 302, 303, 304];

export interface RuleSeed {
  wordClass: string;
  gender?: 'm' | 'f';
  endingToApply: string;
  endingToRemove: string;
  prefixToRemove?: string;
  endings: { inflectId: number; ending: string }[];
}
export interface RootChangeSeed {
  wordClass: string;
  fromText: string;
  toText: string;
  context: string;
  priority: number;
}

const rule = (line: string, ids: number[], gender?: 'm' | 'f'): RuleSeed => {
  const [wordClass, endingToApply, endingToRemove, endings] = line.split('|').map((s) => s.trim());
  return {
    wordClass,
    ...(gender ? { gender } : {}),
    endingToApply,
    endingToRemove,
    endings: endings.split(',').map((e, i) => ({ inflectId: ids[i], ending: e.trim() || '~' })),
  };
};
const change = (line: string): RootChangeSeed => {
  const [wordClass, fromText, toText, context, priority] = line.split('|').map((s) => s.trim());
  return { wordClass, fromText, toText, context, priority: Number(priority || 0) };
};

export const DEMO_RULES: Record<string, { rules: RuleSeed[]; changes: RootChangeSeed[] }> = {
  es: {
    rules: [
      rule('verb | ar | ar | o,as,a,amos,áis,an', P),
      rule('verb | er | er | o,es,e,emos,éis,en', P),
      rule('verb | ir | ir | o,es,e,imos,ís,en', P),
      rule('verb | arse | arse | me ~o,te ~as,se ~a,nos ~amos,os ~áis,se ~an', P),
      rule('verb | erse | erse | me ~o,te ~es,se ~e,nos ~emos,os ~éis,se ~en', P),
      rule('verb | irse | irse | me ~o,te ~es,se ~e,nos ~imos,os ~ís,se ~en', P),
      rule('noun | | | ,s', NOUN),
      ...['n', 'l', 'r', 'd', 'z', 'j'].map((c) => rule(`noun | ${c} | | ,es`, NOUN)),
      rule('adjective | o | o | o,a,os,as', ADJ),
      rule('adjective | e | | ,,s,s', ADJ),
    ],
    changes: [
      // reunión → reuniones, lápiz → lápices
      change('noun | ión | ion | e | 0'),
      change('noun | z | c | e | 0'),
      // e > ie in the stressed stem (querer → quiero, quieres, quiere, quieren; pensar → pienso), not before -amos, -emos
      ...['o', 'a', 'e'].flatMap((c) => [change(`verb | e[C] | ie[C] | ${c} | 0`), change(`verb | e[C][C] | ie[C][C] | ${c} | 0`)]),
      change('verb | [C] | [C] | amos | 1'),
      change('verb | [C] | [C] | emos | 1'),
      // … but not in beber, deber, contestar, molestar
      change('verb | eb | eb | | 2'),
      change('verb | est | est | | 2'),
    ],
  },
  fr: {
    rules: [
      rule('verb | er | er | e,es,e,ons,ez,ent', P),
      rule('verb | ir | r | s,s,t,ssons,ssez,ssent', P),
      rule('verb | re | re | s,s,,ons,ez,ent', P),
      rule('noun | | | ,s', NOUN),
      rule('noun | eau | | ,x', NOUN),
      rule('noun | al | al | al,aux', NOUN),
      rule('adjective | | | ,e,s,es', ADJ),
      rule('adjective | e | | ,,s,s', ADJ),
    ],
    changes: [
      // mangeons, commençons
      change('verb | g | ge | o | 0'),
      change('verb | c | ç | o | 0'),
      // acheter → achète, achètes, achètent (not achetez)
      change('verb | e[C] | è[C] | e | 0'),
      change('verb | [C] | [C] | ez | 1'),
    ],
  },
  it: {
    rules: [
      rule('verb | are | are | o,i,a,iamo,ate,ano', P),
      rule('verb | ere | ere | o,i,e,iamo,ete,ono', P),
      rule('verb | ire | ire | o,i,e,iamo,ite,ono', P),
      rule('noun | o | o | o,i', NOUN),
      rule('noun | a | a | a,e', NOUN),
      // il problema → i problemi
      rule('noun | a | a | a,i', NOUN, 'm'),
      rule('noun | e | e | e,i', NOUN),
      rule('adjective | o | o | o,a,i,e', ADJ),
      rule('adjective | e | e | e,e,i,i', ADJ),
    ],
    changes: [
      // mangi-are: mangi + i → mangi; cerc-are: cerchi, cerchiamo; pag-are: paghi
      change('verb | i | | i | 0'),
      change('verb | c | ch | i | 0'),
      change('verb | g | gh | i | 0'),
      // bianco → bianchi, bianche; economico → economici (a vowel before c), economiche; vecchio → vecchi
      ...['noun', 'adjective'].flatMap((c) => [
        change(`${c} | [C]c | [C]ch | i | 0`),
        change(`${c} | c | ch | e | 0`),
        change(`${c} | g | gh | i | 0`),
        change(`${c} | g | gh | e | 0`),
        change(`${c} | i | | i | 0`),
      ]),
    ],
  },
  de: {
    rules: [rule('verb | en | en | e,st,t,en,t,en', P)],
    changes: [
      // arbeitest, arbeitet; findest; öffnest, öffnet; küsst
      ...['s', 't'].flatMap((c) => [
        change(`verb | t | te | ${c} | 0`),
        change(`verb | d | de | ${c} | 0`),
        change(`verb | fn | fne | ${c} | 0`),
        change(`verb | gn | gne | ${c} | 0`),
        change(`verb | chn | chne | ${c} | 0`),
      ]),
      change('verb | ss | s | st | 0'),
    ],
  },
  ru: {
    rules: [rule('verb | ать | ть | ю,ешь,ет,ем,ете,ют', P), rule('verb | ять | ть | ю,ешь,ет,ем,ете,ют', P), rule('verb | ить | ить | ю,ишь,ит,им,ите,ят', P)],
    changes: [],
  },
  en: {
    rules: [{ ...rule('verb | | | s,ed,ed,ing', EN_VERB), prefixToRemove: 'to ' }, rule('noun | | | ,s', NOUN)],
    changes: [
      // studies, studied; plays (a vowel before y keeps it); lived, living; watches, fixes, goes
      ...['verb', 'noun'].flatMap((c) => [
        change(`${c} | y | ie | s | 0`),
        change(`${c} | [V]y | [V]y | | 1`),
        ...['ch', 'sh', 'x', 's', 'z'].map((e) => change(`${c} | ${e} | ${e}e | s | 0`)),
      ]),
      change('verb | y | i | ed | 0'),
      change('verb | e | | e | 0'),
      change('verb | e | | i | 0'),
      change('verb | ee | ee | | 1'),
      change('verb | be | be | | 1'),
      change('verb | o | oe | s | 0'),
    ],
  },
};
