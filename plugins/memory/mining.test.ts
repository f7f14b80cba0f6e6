import { describe, expect, it } from 'vitest';
import { defaultMiningConfig, type MiningConfig } from './mining-config';
import { Miner, phrasesOf } from './server/mining';

const mine = (texts: string[], patch: (c: MiningConfig) => void = () => {}) => {
  const cfg = defaultMiningConfig();
  patch(cfg);
  const m = new Miner(cfg);
  texts.forEach((t) => m.add(t));
  return m.result();
};

describe('mining', () => {
  it('applies the fixed rule: case-insensitive, punctuation and tags removed, periods separate phrases', () => {
    expect(phrasesOf('<b>Hello</b>, World! I don\'t know. "Yes"')).toEqual([['hello', 'world'], ['i', "don't", 'know'], ['yes']]);
  });

  it('finds known words, n-grams, gap templates and sentences, and nothing below min_count', () => {
    const corpus = [
      'I would like a coffee, please.',
      'I would like a tea, please.',
      'I would like a water, please.',
      'Where is the station?',
      'Where is the station?',
      'The cat sleeps.',
    ];
    const found = mine(corpus);
    const get = (text: string) => found.find((f) => f.text === text);
    expect(get('would')).toEqual({ text: 'would', count: 3, type: 'word' });
    expect(get('i would like')).toEqual({ text: 'i would like', count: 3, type: 'phrase' });
    expect(get('where is the station')).toMatchObject({ count: 2, type: 'phrase' }); // a whole phrase that is also an n-gram
    // 'would like a ___ please' with three fillers: a gap template of four fixed tokens
    expect(get('would like a ___ please')).toEqual({ text: 'would like a ___ please', count: 3, type: 'gap' });
    expect(found.some((f) => f.text.includes('cat'))).toBe(false); // seen once
    expect(found.some((f) => f.text === 'coffee')).toBe(false);
    // min_count 4: nothing is frequent enough
    expect(
      mine(corpus, (c) => {
        c.general.min_count = 4;
      }),
    ).toEqual([]);
  });

  it('keeps a template with a single filler out (it is only an n-gram) and honours the enabled types', () => {
    const found = mine(['we go to the park now', 'we go to the park now'], (c) => {
      c.gap_templates.min_fixed_tokens = 2;
    });
    expect(found.filter((f) => f.type === 'gap')).toEqual([]);
    const sentences = mine(['Good morning my friend.', 'Good morning my friend.'], (c) => {
      c.enabled_types = { single_words: false, short_phrases: false, gap_templates: false, full_sentences: true };
    });
    expect(sentences).toEqual([{ text: 'good morning my friend', count: 2, type: 'sentence' }]);
  });
});
