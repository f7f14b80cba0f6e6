import { describe, expect, it } from 'vitest';
import { conjugate, type ConjRule, type RootChange } from './shared/conjugate';
import { DEMO_RULES } from './demo/rule-data';

/** The demo rules of a language as the store answers them. */
function rulesOf(lang: string): { rules: ConjRule[]; changes: RootChange[] } {
  const d = DEMO_RULES[lang];
  return {
    rules: d.rules.map((r, i) => ({ id: i + 1, name: `r${i}`, order: i, ...r })),
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
