import { describe, expect, it } from 'vitest';
import { readByOptions } from '../rules';
import { planSentences } from './index';
import { adaptationNotes, genderCodeOf, randomSentenceSpec, realizeSentence, type SentenceSpec } from './sentence-generator';
import * as T from './sentence-templates';
import { seededRandom } from '../../../tests/support/server';

const DIALECTS = ['en-US', 'en-GB', 'es-ES', 'es-MX', 'fr-FR', 'fr-CA', 'de-DE', 'it-IT', 'ru-RU', 'zh-CN', 'zh-TW'];
const idx = <X extends { en: string }>(list: X[], en: string) => list.findIndex((x) => x.en === en);
const verb = (en: string) => T.VERBS.findIndex((v) => v.en.startsWith(`${en}|`));
const clause = (subject: string, v: string, object?: string, place?: T.PlaceId, time?: string) => {
  const verbIndex = verb(v);
  return {
    subject: idx(T.SUBJECTS, subject),
    verb: verbIndex,
    place,
    object: object === undefined ? undefined : idx(T.VERBS[verbIndex].objects, object),
    time: time === undefined ? undefined : idx(T.TIMES, time),
  };
};
const say = (spec: SentenceSpec) => Object.fromEntries(DIALECTS.map((d) => [d, realizeSentence(spec, d)]));

describe('sentence templates', () => {
  it('give every language a text in every entry, and five forms per verb', () => {
    const texts = [...T.SUBJECTS, ...Object.values(T.PLACES), ...T.TIMES, ...T.CONJUNCTIONS, ...T.VERBS.flatMap((v) => v.objects)];
    for (const t of texts) for (const l of T.LANGS) expect(t[l], JSON.stringify(t)).toBeTruthy();
    for (const v of T.VERBS) for (const l of ['en', 'es', 'fr', 'de', 'it', 'ru'] as const) expect(v[l].split('|'), `${v.en} ${l}`).toHaveLength(5);
  });

  it('convert every Chinese character for zh-TW, or know it is written the same', () => {
    const zh: string[] = [
      ...[...T.SUBJECTS, ...Object.values(T.PLACES), ...T.TIMES, ...T.CONJUNCTIONS].map((t) => t.zh),
      ...T.VERBS.flatMap((v) => [v.zh, v.zhAlone ?? '', ...v.objects.flatMap((o) => [o.zh, o.zhVerb ?? ''])]),
      ...T.STATES.flatMap((s) => s.zh),
      ...T.PHRASES.map((p) => p.zh),
    ];
    const known = (c: string) => c in T.ZH_TW_CHARS || T.SAME_IN_BOTH.has(c) || Object.keys(T.ZH_TW_WORDS).some((w) => w.includes(c));
    const unknown = new Set(zh.flatMap((s) => [...s].filter((c) => /\p{Script=Han}/u.test(c) && !known(c))));
    expect([...unknown]).toEqual([]);
    expect([...T.SAME_IN_BOTH].filter((c) => c in T.ZH_TW_CHARS)).toEqual([]);
  });
});

describe('generated sentences', () => {
  it('follow each language word order, agreement and dialect wording', () => {
    expect(say({ kind: 'clauses', clauses: [clause('I', 'buy', 'a car', 'market', 'every morning')], conj: 0 })).toEqual({
      'en-US': 'I buy a car at the market every morning.',
      'en-GB': 'I buy a car at the market every morning.',
      'es-ES': 'Todas las mañanas compro un coche en el mercado.',
      'es-MX': 'Todas las mañanas compro un carro en el mercado.',
      'fr-FR': "J'achète une voiture au marché tous les matins.",
      'fr-CA': "J'achète une voiture au marché tous les matins.",
      'de-DE': 'Ich kaufe jeden Morgen ein Auto auf dem Markt.',
      'it-IT': 'Ogni mattina compro una macchina al mercato.',
      'ru-RU': 'Каждое утро я покупаю машину на рынке.',
      'zh-CN': '我每天早上在市场买一辆车。',
      'zh-TW': '我每天早上在市場買一輛車。',
    });
    const two = say({ kind: 'clauses', clauses: [clause('my parents', 'play', 'soccer', 'park', 'on the weekend'), clause('Anna', 'read')], conj: 1 });
    expect(two['en-US']).toBe('My parents play soccer in the park on the weekend, but Anna reads.');
    expect(two['en-GB']).toBe('My parents play football in the park at the weekend, but Anna reads.');
    expect(two['es-MX']).toBe('El fin de semana mis padres juegan fútbol en el parque, pero Ana lee.');
    expect(two['fr-CA']).toBe('Mes parents jouent au soccer dans le parc la fin de semaine, mais Anna lit.');
    expect(two['zh-CN']).toBe('我父母周末在公园踢足球，但是安娜看书。');
    expect(two['zh-TW']).toBe('我父母週末在公園踢足球，但是安娜看書。');
    // Spanish 'y' before an i sound.
    expect(realizeSentence({ kind: 'clauses', clauses: [clause('I', 'sleep'), clause('I', 'sleep')], conj: 0 }, 'es-ES')).toBe('Duermo y duermo.');
  });

  it('mark the speaker and addressee genders where the target language shows them', () => {
    const both: SentenceSpec = { kind: 'state', state: idx(T.STATES, 'tired'), form: 'both', speaker: 'f', addressee: 'm' };
    expect(realizeSentence(both, 'es-ES')).toBe('Estoy cansada. ¿Tú también estás cansado?');
    expect(realizeSentence(both, 'ru-RU')).toBe('Я устала. Ты тоже устал?');
    expect(realizeSentence(both, 'en-US')).toBe('I am tired. Are you tired too?');
    expect(genderCodeOf(both, 'es')).toBe('f / m');
    expect(genderCodeOf(both, 'de')).toBe('- / -');
    const nice: SentenceSpec = { kind: 'phrase', phrase: idx(T.PHRASES, 'Nice to meet you.'), gender: 'f' };
    expect([realizeSentence(nice, 'fr-FR'), genderCodeOf(nice, 'fr'), genderCodeOf(nice, 'de')]).toEqual(['Enchantée.', 'f', '-']);
    expect(genderCodeOf({ kind: 'state', state: 0, form: 'we', speaker: 'm', addressee: 'm' }, 'it')).toBe('>2');
  });

  it('vary in length, with short texts well represented, and are the same for the same seed', () => {
    const a = seededRandom(11);
    const texts = Array.from({ length: 5000 }, () => realizeSentence(randomSentenceSpec(a), 'en-US'));
    const words = texts.map((s) => s.split(/\s+/).length);
    expect(Math.min(...words)).toBeLessThanOrEqual(2);
    expect(Math.max(...words)).toBeGreaterThanOrEqual(18);
    expect(texts.filter((s) => s.length < 30).length / texts.length).toBeGreaterThan(0.25);
    expect(new Set(texts).size / texts.length).toBeGreaterThan(0.6);
    const b = seededRandom(11);
    expect(Array.from({ length: 5000 }, () => realizeSentence(randomSentenceSpec(b), 'en-US'))).toEqual(texts);
  });

  it('note source adaptations that are true of the sentence', () => {
    const spec: SentenceSpec = { kind: 'clauses', clauses: [clause('I', 'study', 'math', 'home', 'today')], conj: 0 };
    expect(adaptationNotes(spec, 'es-ES', ['en-US', 'en-GB'])).toEqual([
      "The time phrase 'today' is placed at the end in the English source; Spanish puts it first.",
      "Spanish leaves out the subject pronoun; the English source needs 'I'.",
      "en-GB source says 'maths' where en usually says 'math'.",
    ]);
    expect(adaptationNotes(spec, 'fr-FR', ['en-US'])).toEqual([]);
  });

  it('plan a course: texts in its target and source dialects, readers the gender code allows', () => {
    const targets = [
      { dialectId: 2, dialectCode: 'es-ES' },
      { dialectId: 4, dialectCode: 'es-MX' },
    ];
    const sources = [
      { dialectId: 3, dialectCode: 'en-US' },
      { dialectId: 1, dialectCode: 'en-GB' },
    ];
    const planned = planSentences(300, 'es', targets, sources, seededRandom(5), 0.2, true);
    expect(planned).toHaveLength(300);
    for (const p of planned) {
      expect(p.texts.map((t) => t.dialectId)).toEqual([2, 4, 3, 1]);
      expect(p.texts.every((t) => t.text.length > 0)).toBe(true);
      expect(readByOptions(p.genderCode as never)).toContain(p.readBy);
    }
    expect(planned.filter((p) => p.note).length).toBeGreaterThan(10);
  });
});
