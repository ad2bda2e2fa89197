// cutToList scans a text's hints and counts its language markers in one pass; both must be what
// scanHints and markerCounts give apart, or lists would change language or skip a pass.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HINT_TABLES, scanHints } from '../text/hints';
import { markerCounts } from './lang-markers';
import { WORDS } from './lang-words';
import { scanCountingMarkers } from './scan-markers';

const apart = (text: string, limit: number) => [scanHints(text), ...markerCounts(text, limit)];
const together = (text: string, limit: number) => {
  const counts = new Int32Array(4);
  return [scanCountingMarkers(text, HINT_TABLES, limit, counts), ...counts];
};

describe('scanCountingMarkers', () => {
  it.each([
    // 7610200041487 (Open Food Facts, ../shared/data), quoted as found.
    'Farina di frumento, margarina (grasso di palma, burro, emulsionante: E471), zucchero a velo, uova, mandorle 4.5%, aromi. Può contenere: soia.',
    'Graisse végétale, sel, arôme. Peut contenir des traces de lait.',
    'SÄUERUNGSMITTEL, ZUCKER, ſalz, Kann Spuren von Milch enthalten',
  ])('gives what the scan and the count give apart: %s', (text) => {
    for (const limit of [0, 5, 30, Math.min(text.length, 200)])
      expect(together(text, limit)).toEqual(apart(text, limit));
  });

  it('gives what they give apart for any mix of marker words, letters and needles', () => {
    const piece = fc.constantFrom(
      ...Object.values(WORDS).flat(),
      ...['végétale', 'VÉGÉTALES', 'arômes', 'ä', 'ẞ', 'é', 'ô', 'ſ', 'K', 'x', 'e', 's', '7'],
      ...[' ', ',', '(', '_', '.', 'lactose', 'trace', 'zutaten', '0,5', '&amp;', '\u00a0', 'fett'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), fc.nat(60), (pieces, cut) => {
        const text = pieces.join('');
        const limit = Math.min(cut, text.length);
        expect(together(text, limit)).toEqual(apart(text, limit));
      }),
      { numRuns: 4000 },
    );
  });
});
