export interface DiffPart {
  text: string;
  added?: boolean;
  removed?: boolean;
}

/** A word-level diff of two texts (longest common subsequence of words and spaces): what b removes from and adds to a. */
export function wordDiff(a: string, b: string): DiffPart[] {
  const x = a.split(/(\s+)/).filter(Boolean);
  const y = b.split(/(\s+)/).filter(Boolean);
  const lcs = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const parts: DiffPart[] = [];
  const push = (p: DiffPart) => {
    const last = parts[parts.length - 1];
    if (last && !!last.added === !!p.added && !!last.removed === !!p.removed) last.text += p.text;
    else parts.push(p);
  };
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      push({ text: x[i] });
      i++;
      j++;
    } else if (j < y.length && (i >= x.length || lcs[i][j + 1] >= lcs[i + 1][j])) push({ text: y[j++], added: true });
    else push({ text: x[i++], removed: true });
  }
  return parts;
}
