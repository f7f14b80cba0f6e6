import { describe, expect, it } from 'vitest';
import { planItems } from './index';
import { allItemSpecs, realizeItem, type ItemSpec } from './item-generator';
import { ADJECTIVES, NOUNS, PLACES, SAME_IN_BOTH, ZH_TW_CHARS, ZH_TW_WORDS } from './item-templates';
import { seededRandom } from '../../../tests/support/server';

const noun = (en: string) => NOUNS.findIndex((n) => n.en === en);
const adj = (en: string) => ADJECTIVES.findIndex((a) => a.en === en);
const say = (spec: ItemSpec, dialects: string[]) => dialects.map((d) => realizeItem(spec, d));

describe('generated items', () => {
  it('agree in gender, pick the right article forms, and use the dialect wording', () => {
    expect(say({ det: 'a', noun: noun('umbrella'), adj: adj('expensive') }, ['en-US', 'es-ES', 'fr-FR', 'it-IT', 'de-DE', 'ru-RU', 'zh-CN', 'zh-TW'])).toEqual([
      'an expensive umbrella',
      'un paraguas caro',
      'un parapluie cher',
      'un ombrello caro',
      'ein teurer Regenschirm',
      'дорогой зонт',
      '一把贵雨伞',
      '一把貴雨傘',
    ]);
    expect(say({ det: 'the', noun: noun('backpack') }, ['it-IT', 'fr-FR'])).toEqual(['lo zaino', 'le sac à dos']);
    expect(say({ det: 'this', noun: noun('computer'), adj: adj('small') }, ['fr-FR', 'es-ES', 'es-MX', 'de-DE'])).toEqual([
      'ce petit ordinateur',
      'este ordenador pequeño',
      'esta computadora pequeña',
      'dieser kleine Computer',
    ]);
    expect(say({ det: 'the', noun: noun('apartment') }, ['fr-FR', 'it-IT', 'en-GB', 'en-US'])).toEqual([
      "l'appartement",
      "l'appartamento",
      'the flat',
      'the apartment',
    ]);
    expect(say({ det: 'my', noun: noun('apple'), adj: adj('green') }, ['de-DE', 'ru-RU', 'it-IT'])).toEqual([
      'mein grüner Apfel',
      'моё зелёное яблоко',
      'la mia mela verde',
    ]);
    expect(say({ det: 'a', noun: noun('key'), place: PLACES.findIndex((p) => p.en === 'in the car') }, ['es-MX', 'zh-CN', 'zh-TW'])).toEqual([
      'una llave en el carro',
      '车里的一把钥匙',
      '車裡的一把鑰匙',
    ]);
  });

  it('convert every Chinese character for zh-TW, or know it is written the same', () => {
    const zh = [...NOUNS.flatMap((n) => n.zh), ...ADJECTIVES.map((a) => a.zh), ...PLACES.map((p) => p.zh), '一这我的'];
    const known = (c: string) => c in ZH_TW_CHARS || SAME_IN_BOTH.has(c) || Object.keys(ZH_TW_WORDS).some((w) => w.includes(c));
    expect([...new Set(zh.flatMap((s) => [...s].filter((c) => !known(c))))]).toEqual([]);
  });

  it('plan a course: every combination once before repeats, texts in all its dialects, a few errors', () => {
    const targets = [
      { dialectId: 3, dialectCode: 'en-US' },
      { dialectId: 1, dialectCode: 'en-GB' },
    ];
    const sources = [
      { dialectId: 2, dialectCode: 'es-ES' },
      { dialectId: 4, dialectCode: 'es-MX' },
    ];
    const n = allItemSpecs().length;
    const planned = planItems(n, targets, sources, seededRandom(3));
    expect(new Set(planned.map((p) => p.texts.map((t) => t.text).join('|'))).size).toBe(n);
    const withErrors = planned.filter((p) => p.error);
    expect(withErrors.length).toBeGreaterThan(0);
    for (const p of withErrors) expect(p.error).toMatch(/<p>Missing source text in <b>es-MX<\/b>\.<\/p>/);
    for (const p of withErrors) expect(p.texts.find((t) => t.dialectId === 4)!.text).toBe('');
    expect(planItems(50, targets, sources, seededRandom(3))).toEqual(planItems(50, targets, sources, seededRandom(3)));
  });
});
