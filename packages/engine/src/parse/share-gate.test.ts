// The gate before separateBareShares may only skip lists it would not change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayHaveBareShare } from './share-gate';
import { separateBareShares } from './percent';

describe('mayHaveBareShare', () => {
  it('lets through a text with a bare share, as found (8010445000444, shared/data)', () => {
    const list = 'sale 0g  grassi 13.7 carboidrati 0g vitamine E 12 mg';
    expect(mayHaveBareShare(list)).toBe(true);
    expect(separateBareShares(list)).not.toBe(list);
  });

  it('skips only lists separateBareShares leaves as they are', () => {
    const piece = fc.constantFrom(
      'Milch',
      'é',
      'ab',
      ' ',
      '3',
      '12',
      ',',
      '.',
      'g',
      '%',
      'Zucker',
      '(',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const list = pieces.join('');
        if (!mayHaveBareShare(list)) expect(separateBareShares(list)).toBe(list);
      }),
      { numRuns: 5000 },
    );
  });
});
