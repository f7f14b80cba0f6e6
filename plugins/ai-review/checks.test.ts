import { describe, expect, it } from 'vitest';
import { checkGaps, checkLength, checkMemory, checkNumbers, checkPair, checkTags, checkUntranslated, plainText } from './server/checks';
import { MISTAKES, withMistake } from './demo/mistakes';

const es = (text: string) => ({ code: 'es-ES', text });
const en = (text: string) => ({ code: 'en-US', text });
const zh = (text: string) => ({ code: 'zh-CN', text });

describe('local translation checks, on hand-made texts', () => {
  it('untranslated: a sentence copied from the other language, not a short word both languages share', () => {
    expect(checkUntranslated(es('I have two cats.'), en('I have two cats.'))[0].explanation).toContain('not translated');
    expect(checkUntranslated(es('¡Bienvenidos!'), en('¡Bienvenidos!'))).toHaveLength(1);
    expect(checkUntranslated(es('Tengo dos gatos.'), en('I have two cats.'))).toEqual([]);
    expect(checkUntranslated(es('Hotel'), en('Hotel'))).toEqual([]);
    expect(checkUntranslated({ code: 'es-MX', text: 'Tengo dos gatos.' }, es('Tengo dos gatos.'))).toEqual([]);
  });

  it('tags and placeholders: lost or added', () => {
    expect(checkTags(es('Hola mundo'), en('<b>Hello</b> world'))[0].explanation).toContain('<b>');
    expect(checkTags(es('<i>Hola</i> mundo'), en('Hello world'))[0].explanation).toContain('<i>');
    expect(checkTags(es('Hola'), en('Hello {name}'))[0]).toMatchObject({ check: 'placeholders' });
    expect(checkTags(es('Hola {name}'), en('Hello'))[0]).toMatchObject({ check: 'placeholders', explanation: expect.stringContaining('{name}') });
    expect(checkTags(es('Hola %s'), en('Hello %s'))).toEqual([]);
    expect(checkTags(es('<b>Hola</b> {name}'), en('<b>Hello</b> {name}'))).toEqual([]);
  });

  it('numbers: changed, lost or added', () => {
    expect(checkNumbers(es('Tengo 3 gatos.'), en('I have 4 cats.'))[0].explanation).toContain('4');
    expect(checkNumbers(es('Tengo gatos.'), en('I have 4 cats.'))).toHaveLength(1);
    expect(checkNumbers(es('Cuesta 1.000 euros, a las 7.'), en('It costs 1,000 euros, at 7.'))).toEqual([]);
  });

  it('gaps: a gap missing in one dialect', () => {
    expect(checkGaps(es('<span data-gap="1">Tengo</span> dos gatos'), en('I have two cats'))[0].explanation).toContain('gap');
    expect(checkGaps(es('<span data-gap="1">Tengo</span> dos gatos'), en('I <span data-gap="1">have</span> two cats'))).toEqual([]);
  });

  it('length: more than three times apart, never between an ideographic script and another', () => {
    expect(
      checkLength(es('Tengo dos gatos y un perro. Tengo dos gatos y un perro. Tengo dos gatos y un perro. Tengo dos gatos.'), en('I have two cats.'))[0],
    ).toMatchObject({ check: 'length' });
    expect(checkLength(es('Tengo dos gatos y un perro en casa.'), en('I have two cats and a dog at home.'))).toEqual([]);
    expect(checkLength(zh('我有两只猫。'), en('I have two cats and a dog at home, and they are friends.'))).toEqual([]);
    expect(checkLength(es('Sí'), en('Yes'))).toEqual([]);
  });

  it('memory: a text other than the one the memory agrees on for the same source', () => {
    expect(checkMemory(es('Buenos tardes'), ['Buenas tardes', 'Buenas tardes'])[0].explanation).toContain('Buenas tardes');
    expect(checkMemory(es('Buenas tardes'), ['Buenas tardes', 'Buenas tardes'])).toEqual([]);
    expect(checkMemory(es('Estoy contento.'), ['Estoy contenta.'])).toEqual([]); // one variant proves nothing
    expect(checkMemory(es('Estoy contento.'), ['Estoy contenta.', 'Estoy contento, gracias.'])).toEqual([]);
  });

  it('a correct pair passes every check; every mistake the demo seeds is found', () => {
    const target = 'El fin de semana ves una película y mis padres limpian la cocina.';
    const source = 'You watch a film at the weekend and my parents clean the kitchen.';
    expect(checkPair(es(target), en(source))).toEqual([]);
    expect(plainText('<b>a</b>&nbsp;b')).toBe('a b');
    for (const m of MISTAKES) {
      const made = withMistake(m, target, source);
      const checks = checkPair(es(made.target), en(made.source)).map((f) => f.check);
      expect(checks, m).toContain(m === 'placeholders' ? 'placeholders' : m);
    }
  });
});
