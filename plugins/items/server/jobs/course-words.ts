import type { Token } from '../../../../sdk/shared';

export interface TextTokens {
  id: number;
  text: string;
  tokens: Token[];
}

/** One occurrence of a word: the text, its place in the course's order, the word's place in the text. */
export interface Place {
  t: TextTokens;
  n: number;
  at: number;
}

/** A course's texts with where each word occurs, so that the grammar looks words up instead of scanning every text. */
export class CourseWords {
  private readonly places = new Map<string, Place[]>();
  /** The distinct words, sorted: the words beginning with a stem are found by binary search. */
  private readonly sorted: string[];

  constructor(readonly texts: TextTokens[]) {
    texts.forEach((t, n) =>
      t.tokens.forEach((token, at) => {
        let list = this.places.get(token.norm);
        if (!list) this.places.set(token.norm, (list = []));
        list.push({ t, n, at });
      }),
    );
    this.sorted = [...this.places.keys()].sort();
  }

  /** Where a word (normalized) occurs, in the texts' order, then the words'. */
  of(word: string): Place[] {
    return this.places.get(word) ?? [];
  }

  /** The words beginning with a prefix. */
  startingWith(prefix: string): string[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let k = lo; k < this.sorted.length && this.sorted[k].startsWith(prefix); k++) out.push(this.sorted[k]);
    return out;
  }
}
