import { describe, expect, it } from 'vitest';
import spellCheck from './spelling.worker';

/**
 * The spelling check's Hunspell, called in this thread (the route runs it in a worker: cat-aids.test.ts):
 * one checker per dictionary, built once, and the vocabulary of the course checked taken as right.
 */
const words = (found: Awaited<ReturnType<typeof spellCheck>>) => found?.map((text) => text.map((m) => m.word));

describe('spelling worker', () => {
  it('finds typos in Spanish and Italian with the right word among the suggestions', async () => {
    const es = await spellCheck({ dialect: 'es-ES', texts: ['Una mesa para dos persnas.', '¿Dónde está la farmacia?'], accepted: [] });
    expect(es?.[0]).toMatchObject([{ word: 'persnas', start: 18, end: 25 }]);
    expect(es?.[0][0].suggestions).toContain('personas');
    expect(es?.[1]).toEqual([]);
    const it_ = await spellCheck({ dialect: 'it-IT', texts: ["Dov'è la farmacia? Vorrei un biglieto per Roma, perché parto domani."], accepted: [] });
    expect(words(it_)).toEqual([['biglieto']]);
    expect(it_?.[0][0].suggestions).toContain('biglietto');
  });

  // The six alphabetic languages of the product (Spanish and Italian above), each dialect's own dictionary.
  it.each([
    ['en-US', 'Where is the pharmacy? I would like a tiket to Boston.', 'tiket', 'ticket'],
    ['en-GB', 'The colour of the neighbour’s hous is grey.', 'hous', 'house'],
    ['fr-FR', 'Où est la pharmacie ? Je voudrais un bilet pour Paris.', 'bilet', 'billet'],
    ['de-DE', 'Wo ist die Apoteke? Ich möchte eine Fahrkarte nach Berlin.', 'Apoteke', 'Apotheke'],
    ['ru-RU', 'Где находится аптека? Я хочу купить билот до Москвы.', 'билот', 'билет'],
  ])('finds a typo in %s with the right word among the suggestions', async (dialect, text, typo, right) => {
    const found = await spellCheck({ dialect, texts: [text], accepted: [] });
    expect(words(found)).toEqual([[typo]]);
    expect(found?.[0][0].suggestions).toContain(right);
  });

  it("takes the course's vocabulary as right, offers it as a suggestion, and not for a course without it", async () => {
    const text = ['Un zarandajillo y un zarandajilo.'];
    expect(words(await spellCheck({ dialect: 'es-ES', texts: text, accepted: [] }))).toEqual([['zarandajillo', 'zarandajilo']]);
    const withIt = await spellCheck({ dialect: 'es-ES', texts: text, accepted: ['<b>Zarandajillo</b>'] });
    expect(words(withIt)).toEqual([['zarandajilo']]);
    expect(withIt?.[0][0].suggestions).toContain('zarandajillo');
    const without = await spellCheck({ dialect: 'es-ES', texts: text, accepted: ['mesa'] });
    expect(words(without)).toEqual([['zarandajillo', 'zarandajilo']]);
    expect(without?.[0][1].suggestions).not.toContain('zarandajillo');
  });

  it('has no dictionary for Chinese', async () => {
    expect(await spellCheck({ dialect: 'zh-CN', texts: ['我哥哥住在北京。'], accepted: [] })).toBeNull();
  });
});
