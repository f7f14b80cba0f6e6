import { describe, expect, it } from 'vitest';
import { changeRoot, conjugate, keptEndings, rootChangeProblems, slotsOf, type ConjRule, type RootChange } from './shared/conjugate';
import { DEMO_RULES } from './demo/rule-data';

/** The demo rules of a language as the store answers them. */
function rulesOf(lang: string): { rules: ConjRule[]; changes: RootChange[] } {
  const d = DEMO_RULES[lang];
  return {
    rules: d.rules.map((r, i) => ({
      id: i + 1,
      name: `r${i}`,
      order: i,
      ...r,
      gender: r.gender ?? 'mf',
      prefixToRemove: r.prefixToRemove ?? '',
      endings: r.endings.map((e) => ({ ...e, group: 1, panelId: null })),
    })),
    changes: d.changes.map((c, i) => ({
      id: i + 1,
      wordClass: c.wordClass,
      fromText: c.fromText,
      toText: c.toText,
      contextNextEndingStartsWith: c.context,
      priority: c.priority,
    })),
  };
}

const PRESENT = [201, 202, 203, 204, 205, 206];
/** 'word' for regular, 'word*' for a form made by a root change. */
function expectForms(lang: string, wordClass: string, word: string, expected: string, ids = PRESENT) {
  const { rules, changes } = rulesOf(lang);
  const got = conjugate(word, wordClass, rules, changes).map((f) => `${f.word}${f.conjState === 2 ? '*' : ''}`);
  const byId = new Map(conjugate(word, wordClass, rules, changes).map((f, i) => [f.inflectId, got[i]]));
  expect(ids.map((id) => byId.get(id)).join(','), `${lang} ${word}`).toBe(expected);
}

// Hand-checked present-tense tables (1sg, 2sg, 3sg, 1pl, 2pl, 3pl).
describe('auto-inflect with the demo rules', () => {
  it('conjugates Spanish -ar, -er, -ir and reflexive verbs', () => {
    expectForms('es', 'verb', 'hablar', 'hablo,hablas,habla,hablamos,habláis,hablan');
    expectForms('es', 'verb', 'visitar', 'visito,visitas,visita,visitamos,visitáis,visitan');
    expectForms('es', 'verb', 'comer', 'como,comes,come,comemos,coméis,comen');
    expectForms('es', 'verb', 'abrir', 'abro,abres,abre,abrimos,abrís,abren');
    expectForms('es', 'verb', 'vivir', 'vivo,vives,vive,vivimos,vivís,viven');
    expectForms('es', 'verb', 'lavarse', 'me lavo,te lavas,se lava,nos lavamos,os laváis,se lavan');
  });

  it('conjugates French -er verbs, with the root changes of manger and commencer', () => {
    expectForms('fr', 'verb', 'parler', 'parle,parles,parle,parlons,parlez,parlent');
    expectForms('fr', 'verb', 'manger', 'mange,manges,mange,mangeons*,mangez,mangent');
    expectForms('fr', 'verb', 'commencer', 'commence,commences,commence,commençons*,commencez,commencent');
    expectForms('fr', 'verb', 'finir', 'finis,finis,finit,finissons,finissez,finissent');
  });

  it('conjugates Italian, German and Russian verbs', () => {
    expectForms('it', 'verb', 'parlare', 'parlo,parli,parla,parliamo,parlate,parlano');
    expectForms('it', 'verb', 'mangiare', 'mangio,mangi*,mangia,mangiamo*,mangiate,mangiano');
    expectForms('it', 'verb', 'cercare', 'cerco,cerchi*,cerca,cerchiamo*,cercate,cercano');
    expectForms('it', 'verb', 'dormire', 'dormo,dormi,dorme,dormiamo,dormite,dormono');
    expectForms('de', 'verb', 'spielen', 'spiele,spielst,spielt,spielen,spielt,spielen');
    expectForms('de', 'verb', 'arbeiten', 'arbeite,arbeitest*,arbeitet*,arbeiten,arbeitet*,arbeiten');
    expectForms('de', 'verb', 'öffnen', 'öffne,öffnest*,öffnet*,öffnen,öffnet*,öffnen');
    expectForms('ru', 'verb', 'читать', 'читаю,читаешь,читает,читаем,читаете,читают');
    expectForms('ru', 'verb', 'говорить', 'говорю,говоришь,говорит,говорим,говорите,говорят');
  });

  it('inflects English verbs and nouns with their spelling changes', () => {
    expectForms('en', 'verb', 'to work', 'works,worked,worked,working', [203, 221, 222, 223]);
    expectForms('en', 'verb', 'study', 'studies*,studied*,studied*,studying', [203, 221, 222, 223]);
    expectForms('en', 'verb', 'play', 'plays,played,played,playing', [203, 221, 222, 223]);
    expectForms('en', 'verb', 'live', 'lives,lived*,lived*,living*', [203, 221, 222, 223]);
    expectForms('en', 'verb', 'watch', 'watches*,watched,watched,watching', [203, 221, 222, 223]);
    expectForms('en', 'noun', 'city', 'city,cities*', [101, 102]);
    expectForms('es', 'noun', 'reunión', 'reunión,reuniones*', [101, 102]);
    expectForms('es', 'noun', 'libro', 'libro,libros', [101, 102]);
  });

  it('gives nothing for a word no rule fits', () => {
    const { rules, changes } = rulesOf('es');
    expect(conjugate('ser', 'adverb', rules, changes)).toEqual([]);
    expect(conjugate('ar', 'verb', rules, changes)).toEqual([]);
  });
});

const change = (id: number, fromText: string, toText: string, context = '', priority = 0, wordClass = 'verb'): RootChange => ({
  id,
  wordClass,
  fromText,
  toText,
  contextNextEndingStartsWith: context,
  priority,
});

describe('root changes with [V] and [C] tokens', () => {
  it('reads slots: a letter or a token each, at most 4', () => {
    expect(slotsOf('e[C]')).toEqual([{ letter: 'e' }, { token: 'C' }]);
    expect(slotsOf('[V][C]x[')).toEqual([{ token: 'V' }, { token: 'C' }, { letter: 'x' }, { letter: '[' }]);
    expect(rootChangeProblems('', '')).toEqual({});
    expect(rootChangeProblems('e[C][C]', 'ie[C][C]')).toEqual({});
    expect(rootChangeProblems('[C][C][C][C][C]', 'abcde')).toEqual({ fromText: 'At most 4 slots', toText: 'At most 4 slots' });
    expect(rootChangeProblems('e', 'ie[C]')).toEqual({ toText: 'Each [C] of To needs one in From' });
  });

  it('Spanish e > ie in the stressed stem: pensar → pienso, querer → quiero, not pensamos', () => {
    const { rules, changes } = rulesOf('es');
    const forms = (word: string) => conjugate(word, 'verb', rules, changes).map((f) => `${f.word}${f.conjState === 2 ? '*' : ''}`);
    expect(forms('pensar')).toEqual(['pienso*', 'piensas*', 'piensa*', 'pensamos', 'pensáis', 'piensan*']);
    expect(forms('querer')).toEqual(['quiero*', 'quieres*', 'quiere*', 'queremos', 'queréis', 'quieren*']);
    expect(forms('cerrar')).toEqual(['cierro*', 'cierras*', 'cierra*', 'cerramos', 'cerráis', 'cierran*']);
    expect(forms('preferir')).toEqual(['prefiero*', 'prefieres*', 'prefiere*', 'preferimos', 'preferís', 'prefieren*']);
    // The exceptions of higher priority keep the e: beber, contestar; and a stem without e[C] is left alone.
    expect(forms('beber')).toEqual(['bebo', 'bebes', 'bebe', 'bebemos', 'bebéis', 'beben']);
    expect(forms('contestar')).toEqual(['contesto', 'contestas', 'contesta', 'contestamos', 'contestáis', 'contestan']);
    expect(forms('hablar')).toEqual(['hablo', 'hablas', 'habla', 'hablamos', 'habláis', 'hablan']);
  });

  it('Italian c > ch before i and e: cercare → cerchi, bianco → bianchi, bianche; a vowel before c keeps it: economico → economici', () => {
    expectForms('it', 'verb', 'cercare', 'cerco,cerchi*,cerca,cerchiamo*,cercate,cercano');
    expectForms('it', 'verb', 'pagare', 'pago,paghi*,paga,paghiamo*,pagate,pagano');
    expectForms('it', 'adjective', 'bianco', 'bianco,bianca,bianchi*,bianche*', [301, 302, 303, 304]);
    expectForms('it', 'adjective', 'economico', 'economico,economica,economici,economiche*', [301, 302, 303, 304]);
    expectForms('it', 'adjective', 'vecchio', 'vecchio,vecchia,vecchi*,vecchie', [301, 302, 303, 304]);
  });

  it('a [V] token: English y after a vowel stays (plays), after a consonant becomes ie (studies)', () => {
    expectForms('en', 'verb', 'play', 'plays,played,played,playing', [203, 221, 222, 223]);
    expectForms('en', 'verb', 'enjoy', 'enjoys,enjoyed,enjoyed,enjoying', [203, 221, 222, 223]);
    expectForms('en', 'verb', 'cry', 'cries*,cried*,cried*,crying', [203, 221, 222, 223]);
  });

  it('French e > è before a silent ending: acheter → achète, achetez', () => {
    expectForms('fr', 'verb', 'acheter', 'achète*,achètes*,achète*,achetons,achetez,achètent*');
  });

  it('the higher priority wins, then the lowest id; both texts empty is ignored; an empty From adds To', () => {
    expect(changeRoot('pens', 'o', 'verb', [change(2, 'e[C][C]', 'ie[C][C]'), change(1, 'ns', 'nz')])).toEqual({ stem: 'penz', changed: true });
    expect(changeRoot('pens', 'o', 'verb', [change(2, 'e[C][C]', 'ie[C][C]', '', 1), change(1, 'ns', 'nz')])).toEqual({ stem: 'piens', changed: true });
    expect(changeRoot('pens', 'o', 'verb', [change(1, '', ''), change(2, '', 'i')])).toEqual({ stem: 'pensi', changed: true });
    expect(changeRoot('pens', 'o', 'verb', [change(1, '', '')])).toEqual({ stem: 'pens', changed: false });
    // A token matches one letter of its kind only: [V] no consonant, [C] no vowel.
    expect(changeRoot('pens', 'o', 'verb', [change(1, '[V]', 'x')]).changed).toBe(false);
    expect(changeRoot('gioc', 'i', 'verb', [change(1, '[C]c', '[C]ch', 'i')]).changed).toBe(false);
    expect(changeRoot('cerc', 'i', 'verb', [change(1, '[C]c', '[C]ch', 'i')])).toEqual({ stem: 'cerch', changed: true });
    // Accented and Cyrillic vowels are vowels.
    expect(changeRoot('caé', '', 'verb', [change(1, '[V]', 'V')]).stem).toBe('caV');
    expect(changeRoot('чита', '', 'verb', [change(1, '[V]', 'я')]).stem).toBe('читя');
  });
});

describe('rules with gender, and endings as a save keeps them', () => {
  it("a rule of one gender is taken by words of that gender first, and never by the other's", () => {
    // il problema → i problemi (m); la casa → le case (f, and any word of unknown gender: the rule of lowest order)
    expectForms('it', 'noun', 'casa', 'casa,case', [101, 102]);
    const { rules, changes } = rulesOf('it');
    const plural = (word: string, gender?: string) => conjugate(word, 'noun', rules, changes, gender).find((f) => f.inflectId === 102)?.word;
    expect(plural('problema', 'm')).toBe('problemi');
    expect(plural('casa', 'f')).toBe('case');
    expect(plural('casa')).toBe('case');
  });

  it('drops empty endings and renumbers the groups 1…n', () => {
    expect(
      keptEndings([
        { inflectId: 201, ending: 'o', group: 3, panelId: 7 },
        { inflectId: 202, ending: ' ', group: 5, panelId: null },
        { inflectId: 203, ending: 'a', group: 9, panelId: null },
        { inflectId: 204, ending: '~', group: 3, panelId: null },
      ]),
    ).toEqual([
      { inflectId: 201, ending: 'o', group: 1, panelId: 7 },
      { inflectId: 203, ending: 'a', group: 2, panelId: null },
      { inflectId: 204, ending: '~', group: 1, panelId: null },
    ]);
  });
});
