import type { UnifierGroup } from '../../unifier-config';

/** A point to group: a phrasebook entry's text and its unit vector. */
export interface Point {
  id: number;
  pattern: string;
  vector: number[];
}

export const dot = (a: number[], b: number[]) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};

/**
 * Groups by cosine similarity (spec 4 §2.9, §5): each point is linked to its topK nearest points
 * whose similarity is at least the threshold; a group is a connected set of two or more points.
 * Its representative is the member closest to all others (the highest sum of similarities);
 * members are listed by their similarity to it. Groups are numbered from 1, largest first.
 */
export function groupPoints(points: Point[], threshold: number, topK: number): UnifierGroup[] {
  const parent = points.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < points.length; i++) {
    const near: [number, number][] = [];
    for (let j = 0; j < points.length; j++) {
      if (j === i) continue;
      const s = dot(points[i].vector, points[j].vector);
      if (s >= threshold) near.push([j, s]);
    }
    near
      .sort((a, b) => b[1] - a[1])
      .slice(0, topK)
      .forEach(([j]) => {
        parent[find(j)] = find(i);
      });
  }
  const sets = new Map<number, number[]>();
  points.forEach((_, i) => sets.set(find(i), [...(sets.get(find(i)) ?? []), i]));
  const groups = [...sets.values()]
    .filter((m) => m.length > 1)
    .map((members) => {
      const score = (i: number) => members.reduce((s, j) => s + (i === j ? 0 : dot(points[i].vector, points[j].vector)), 0);
      const rep = members.reduce((best, i) => (score(i) > score(best) ? i : best), members[0]);
      return {
        representative_pattern: points[rep].pattern,
        members: members
          .map((i) => ({ id: points[i].id, pattern: points[i].pattern, similarity: Math.round(dot(points[rep].vector, points[i].vector) * 1000) / 1000 }))
          .sort((a, b) => b.similarity - a.similarity || a.id - b.id),
      };
    });
  return groups
    .sort((a, b) => b.members.length - a.members.length || a.representative_pattern.localeCompare(b.representative_pattern))
    .map((g, i) => ({ id: i + 1, ...g }));
}
