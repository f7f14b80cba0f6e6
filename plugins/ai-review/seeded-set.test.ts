import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MISTAKES, TARGET_ONLY } from './demo/mistakes';
import { localChecksOf } from './server/agent';
import { checkSeededSet, figuresOf, ratio, type CheckedText } from './seeded-figures';
import { CHECKER_KINDS } from './shared';

let t: LoggedInServer;
let texts: CheckedText[];

beforeAll(async () => {
  t = await loggedInServer({ taskConcurrency: 0 });
  texts = await checkSeededSet(t, t.admin);
}, 600_000);
afterAll(() => t.close());

describe("the local checks on the demo's seeded set (the three checkers' queued runs over every course)", () => {
  it("reads the checks a local review names, and none of an OK or another provider's review", () => {
    expect(localChecksOf('Local rules compared the es-ES text with en-US: found numbers, gap.')).toEqual(['numbers', 'gap']);
    expect(localChecksOf('Local rules compared the es-ES text with en-US (copy, tags) and found nothing wrong.')).toEqual([]);
    expect(localChecksOf('Compared the meaning: found dogs.')).toEqual([]);
  });

  it('checks every seeded mistake and many clean texts in every course and checker', () => {
    for (const checker of CHECKER_KINDS) {
      const mine = texts.filter((x) => x.checker === checker);
      expect(new Set(mine.map((x) => x.courseId)).size, checker).toBeGreaterThanOrEqual(8);
      const seen = MISTAKES.filter((m) => checker !== 'sources' || !TARGET_ONLY.includes(m));
      expect(new Set(mine.filter((x) => x.mistake).map((x) => x.mistake)), checker).toEqual(new Set(seen));
      // Right targets in paragraphs, as an editor wraps them, in every course.
      expect(new Set(mine.filter((x) => x.wrapped && !x.mistake).map((x) => x.courseId)).size, checker).toBeGreaterThanOrEqual(8);
      expect(mine.filter((x) => !x.mistake).length, checker).toBeGreaterThan(10 * mine.filter((x) => x.mistake).length);
    }
  });

  it.each(MISTAKES)('%s: finds its seeded flaw (recall ≥ 0.9) and passes the clean texts (precision ≥ 0.9)', (check) => {
    const f = figuresOf(texts).find((x) => x.check === check)!;
    console.log(`${check}: recall ${f.found} / ${f.seeded}, precision ${f.right} / ${f.flagged}`);
    expect(f.seeded).toBeGreaterThan(0);
    expect(ratio(f.found, f.seeded)).toBeGreaterThanOrEqual(0.9);
    expect(ratio(f.right, f.flagged)).toBeGreaterThanOrEqual(0.9);
    // Every checker finds it in most courses: no checker is blind to a kind of mistake.
    for (const checker of CHECKER_KINDS) {
      const o = figuresOf(texts.filter((x) => x.checker === checker)).find((x) => x.check === check)!;
      expect(ratio(o.found, o.seeded), `${checker} ${check}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('flags no clean text (paragraph wrappers are no tag mistake), and no check kind other than the seeded ones', () => {
    expect(texts.filter((x) => !x.mistake && x.checks.length)).toEqual([]);
    expect(texts.filter((x) => x.wrapped).length).toBeGreaterThanOrEqual(16 * CHECKER_KINDS.length);
    const overall = figuresOf(texts).at(-1)!;
    expect(overall).toMatchObject({ check: 'overall', found: overall.seeded, right: overall.flagged });
    expect(figuresOf(texts).map((f) => f.check)).toEqual([...MISTAKES, 'overall']);
  });
});
