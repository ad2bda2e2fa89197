// The claim and trace-heading expressions check "no letter before the words" after the words
// (faster); they must match exactly what the check before the words matched, on any text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsAfterNoLetter } from './word-first';
import { TOPIC, WITHOUT } from '../claims/claim-phrases';
import { HEADING } from '../parse/traces';

const matches = (re: RegExp, text: string) =>
  [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`);

describe.each([
  [
    'free-from words',
    WITHOUT,
    ['sans', 'ohne', 'no', 'sin', 'free from', 'Free  of', 'exemptes de', 'privo di'],
  ],
  [
    'topics',
    TOPIC,
    ['lactose', 'LAKTOSE', 'lattosio', 'lactosa', 'milchzucker', 'gluten', 'glutine'],
  ],
  ['trace headings', HEADING, ['spuren', 'Traces', 'trace', 'TRACCE']],
])('%s', (_name, words, samples) => {
  const before = new RegExp(`(?<!\\p{L})${words}`, 'giu');
  const after = new RegExp(wordsAfterNoLetter(words), 'giu');

  it('match the same words at the same places in real and made-up texts', () => {
    // 7622210440914 (Open Food Facts), quoted as found.
    const real =
      '@Queso blanco pasteurizado sin lactosa•. Ingredientes: Leche, nata, sal. Sin gluten. Kann Spuren: Milch. Traces : lait. Glutenfrei, laktosefrei.';
    expect(matches(after, real)).toEqual(matches(before, real));
    const piece = fc.constantFrom(
      ...samples,
      'x',
      'é',
      'ſ',
      'K',
      ' ',
      '-',
      ',',
      '(',
      '7',
      'e',
      's',
      'n',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const text = pieces.join('');
        expect(matches(after, text)).toEqual(matches(before, text));
      }),
      { numRuns: 3000 },
    );
  });
});
