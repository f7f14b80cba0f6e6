import { GAP, type MiningConfig, type MiningType } from '../mining-config';

/**
 * The fixed mining rule (spec 4 §9): case-insensitive, punctuation removed, periods separate
 * phrases. Tags go first (rich texts); '!' and '?' end a phrase as a period does; an apostrophe
 * inside a word stays ("don't").
 */
export function phrasesOf(text: string): string[][] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .toLowerCase()
    .split(/[.!?…]+/)
    .map((p) =>
      p
        .replace(/[^\p{L}\p{N}\s']/gu, ' ')
        .split(/\s+/)
        .map((w) => w.replace(/^'+|'+$/g, ''))
        .filter(Boolean),
    )
    .filter((p) => p.length > 0);
}

export interface Mined {
  text: string;
  count: number;
  type: MiningType;
}

/** How many gap templates one phrase position may yield at most (a guard for the widest settings). */
const TEMPLATES_PER_START = 200;

/** Counts the patterns of one mining run, phrase by phrase (add), then answers those seen min_count times (result). */
export class Miner {
  private counts = new Map<string, { count: number; type: MiningType }>();
  /** Gap templates: their count and up to two distinct fillers (one filler only is an n-gram, not a template). */
  private gaps = new Map<string, { count: number; fillers: Set<string> }>();

  constructor(private cfg: MiningConfig) {}

  private bump(text: string, type: MiningType) {
    const key = `${type}\u0000${text}`;
    const c = this.counts.get(key);
    if (c) c.count += 1;
    else this.counts.set(key, { count: 1, type });
  }

  add(text: string) {
    const { enabled_types: on, single_words: sw, short_phrases: sp, gap_templates: gt } = this.cfg;
    for (const tokens of phrasesOf(text)) {
      if (on.single_words) for (const w of tokens) if ([...w].length >= sw.min_word_length) this.bump(w, 'word');
      if (on.short_phrases) {
        for (let n = Math.max(2, sp.ngram_min); n <= sp.ngram_max; n++) {
          for (let i = 0; i + n <= tokens.length; i++) this.bump(tokens.slice(i, i + n).join(' '), 'phrase');
        }
      }
      if (on.gap_templates) this.addGaps(tokens, gt);
      if (on.full_sentences && tokens.length >= 2 && tokens.length <= gt.max_total_tokens) this.bump(tokens.join(' '), 'sentence');
    }
  }

  /**
   * Gap templates: min_fixed_tokens fixed tokens in runs, with up to gap_max_slots gaps of 1 to
   * gap_max_span tokens between them (never at an edge), max_total_tokens long at most.
   */
  private addGaps(tokens: string[], gt: MiningConfig['gap_templates']) {
    for (let start = 0; start < tokens.length; start++) {
      let made = 0;
      const walk = (pos: number, fixedLeft: number, slotsLeft: number, parts: string[], fillers: string[]) => {
        if (made >= TEMPLATES_PER_START || pos >= tokens.length) return;
        // A run of fixed tokens from pos: take 1..fixedLeft of them.
        for (let run = 1; run <= fixedLeft && pos + run <= tokens.length; run++) {
          const fixed = [...parts, ...tokens.slice(pos, pos + run)];
          const end = pos + run;
          if (end - start > gt.max_total_tokens) return;
          if (run === fixedLeft) {
            if (fillers.length) {
              made += 1;
              const key = fixed.join(' ');
              const g = this.gaps.get(key) ?? { count: 0, fillers: new Set<string>() };
              g.count += 1;
              if (g.fillers.size < 2) g.fillers.add(fillers.join('|'));
              this.gaps.set(key, g);
            }
          } else if (slotsLeft > 0) {
            for (let span = 1; span <= gt.gap_max_span && end + span < tokens.length; span++) {
              walk(end + span, fixedLeft - run, slotsLeft - 1, [...fixed, GAP], [...fillers, tokens.slice(end, end + span).join(' ')]);
            }
          }
        }
      };
      walk(start, gt.min_fixed_tokens, gt.gap_max_slots, [], []);
    }
  }

  /** The patterns seen at least min_count times, most frequent first (then by text). */
  result(): Mined[] {
    const min = this.cfg.general.min_count;
    const out: Mined[] = [];
    const seen = new Set<string>();
    for (const [key, c] of this.counts) {
      if (c.count < min) continue;
      const text = key.slice(key.indexOf('\u0000') + 1);
      // A whole phrase that is also a short phrase is one pattern: kept as the phrase.
      if (c.type === 'sentence' && this.counts.has(`phrase\u0000${text}`)) continue;
      seen.add(text);
      out.push({ text, count: c.count, type: c.type });
    }
    for (const [text, g] of this.gaps) if (g.count >= min && g.fillers.size >= 2 && !seen.has(text)) out.push({ text, count: g.count, type: 'gap' });
    return out.sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
  }
}
