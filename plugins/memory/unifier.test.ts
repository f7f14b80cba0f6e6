import { describe, expect, it } from 'vitest';
import { localVector } from './server/unifier/local-vector';
import { dot, groupPoints } from './server/unifier/grouping';

const points = (patterns: string[]) => patterns.map((pattern, i) => ({ id: i + 1, pattern, vector: localVector(pattern) }));

describe("the semantic unifier's grouping with the local embeddings", () => {
  const set = [
    'see you tomorrow',
    'see you tomorrow then',
    'i will see you tomorrow',
    'where is the station',
    'where is the train station',
    'my cat is black',
    'the weather is nice',
  ];

  it('gives unit vectors, deterministic, near for shared wording and far for unrelated phrases', () => {
    const a = localVector('see you tomorrow');
    expect(dot(a, a)).toBeCloseTo(1, 6);
    expect(localVector('see you tomorrow')).toEqual(a);
    expect(dot(a, localVector('See you, tomorrow!'))).toBeCloseTo(1, 6); // case and punctuation aside
    expect(dot(a, localVector('see you tomorrow then'))).toBeGreaterThan(0.82);
    expect(dot(a, localVector('the weather is nice'))).toBeLessThan(0.3);
  });

  it('groups the paraphrases of a hand-made set above the threshold and keeps unrelated phrases apart', () => {
    const groups = groupPoints(points(set), 0.82, 50);
    expect(groups.map((g) => g.members.map((m) => m.pattern).sort())).toEqual([
      ['i will see you tomorrow', 'see you tomorrow', 'see you tomorrow then'],
      ['where is the station', 'where is the train station'],
    ]);
    expect(groups[0]).toMatchObject({ id: 1, representative_pattern: 'see you tomorrow' });
    expect(groups[0].members[0]).toEqual({ id: 1, pattern: 'see you tomorrow', similarity: 1 });
  });

  it('honours the threshold and topK', () => {
    expect(groupPoints(points(set), 0.99, 50)).toEqual([]);
    // topK 1: each point links to its nearest only; the trio still meets through 'see you tomorrow'
    expect(groupPoints(points(set), 0.82, 1).map((g) => g.members.length)).toEqual([3, 2]);
    // a low threshold joins more
    expect(groupPoints(points(set), 0.5, 50).flatMap((g) => g.members).length).toBeGreaterThanOrEqual(5);
  });
});
