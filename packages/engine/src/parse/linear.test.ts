import { describe, expect, it } from 'vitest';
import { profileOf, testEngine } from '../node/testing';
import { boundBrackets, MAX_DEPTH } from './bracket-depth';

// Issue 29 point 5: judging a text costs time in proportion to its length, whatever its brackets.
// Compared by ratio, not wall-clock limits (the machine is shared): a text and the same text
// doubled. Linear work doubles (≈ 2); work growing with the square of the nesting quadruples.
const SHAPES: Record<string, (n: number) => string> = {
  'unclosed brackets': (n) => '('.repeat(n),
  'nested pairs': (n) => `${'Milch ('.repeat(n / 14)}${')'.repeat(n / 14)}`,
  'nested lists': (n) => '(Zucker, Milch '.repeat(n / 15),
  'mixed kinds': (n) => '([{'.repeat(n / 3),
  'closers of another kind': (n) => `${'('.repeat(n / 2)}${']'.repeat(n / 2)}`,
  // The nutrition-table head is looked for after the last character no table word holds
  // (table-head.ts): from the start, TABLE_HEAD tried every place to the end (quadratic).
  'table words before a table': (n) => `${'g '.repeat(n / 2 - 4)}- kcal`,
};

/** CPU time of judging `text`: the least of a few runs (the others are noise from other jobs). */
function cost(text: string): number {
  const engine = testEngine();
  const profile = profileOf(['lactose', 'gluten', 'fructose', 'fodmap']);
  let best = Infinity;
  for (let run = 0; run < 7; run++) {
    const start = process.cpuUsage();
    engine.judge({ ingredients_text: text }, profile, 'de');
    const used = process.cpuUsage(start);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

describe('judging cost grows with the text, not with its nesting', () => {
  it.each(Object.entries(SHAPES))('%s: twice the text costs about twice as much', (_, shape) => {
    cost(shape(1000)); // warm up the code paths
    const single = cost(shape(40_000));
    const double = cost(shape(80_000));
    expect(double / Math.max(single, 1)).toBeLessThan(3);
  });

  it('reads the words inside brackets nested deeper than any real list', () => {
    const deep = `${'Zucker ('.repeat(MAX_DEPTH + 4)}Milch${')'.repeat(MAX_DEPTH + 4)}`;
    const verdict = testEngine().judge({ ingredients_text: deep }, profileOf(['lactose']), 'en');
    // Flattened one level up among four "Zucker", the milk's share is no longer bounded by order.
    expect(verdict.per_intolerance.lactose).not.toBe('green');
    expect(verdict.checks.map((c) => c.trigger)).toContain('Milch');
  });

  it('leaves a list nested no deeper than MAX_DEPTH as it is', () => {
    const text = `${'a ('.repeat(MAX_DEPTH)}b${')'.repeat(MAX_DEPTH)}, c`;
    expect(boundBrackets(text)).toBe(text);
    expect(boundBrackets(`a (${text})`)).not.toBe(`a (${text})`);
  });
});
