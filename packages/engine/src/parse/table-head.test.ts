// TABLE_HEAD's search starts after the last character no table word can hold; the first match
// must be the one a search from the start finds, on real texts and on any mix of their parts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TABLE_HEAD } from './not-ingredients';
import { searchFrom } from './table-head';

const fromStart = new RegExp(TABLE_HEAD.source, 'iu');
const firstMatch = (text: string) => {
  TABLE_HEAD.lastIndex = searchFrom(text);
  return TABLE_HEAD.exec(text)?.index;
};

describe('searchFrom', () => {
  it.each([
    // 7613312133965 and 7616500658837 (Open Food Facts, ../shared/data), cut before a table word.
    '1 Scheibe tranche 1% &lt;0,5 g &lt;0,5% Nährwerte I valteurs nutritives valori nutritivi 100 g 1406 kJ (334 kcal) 1,5 g 8,5 g 119 kJ (28 kcal) ',
    'fett I matières grasses davon gesattigte Fettsauren I dont acides gras saturés Kohlerihydrate I gluiides davon ',
    // 7616500012134: "72 % minimum," ends in a comma that a table word may hold.
    'pâte de cacao, sucre, beurre de cacao, cacao en poudre, arôme, Cacao: 72 % minimum,',
    // 0070404001101, cut after "5% acidity, ".
    'Red wine vinegar reduced with water to 5% acidity, ',
    // 7613269779841.
    'eneration-m.ch Benessere animale Foraggio responsabile Partenariati equi molto altro! generazione-m.ch GENERATION M Nährwerte | valeurs nutritives 100 ml enthalten | contiennent: Energie | énergie 280 kl (67 ',
  ])('finds the first match a search from the start finds: %s', (text) => {
    expect(firstMatch(text)).toBe(fromStart.exec(text)?.index);
  });

  it('never starts after a place where a match begins, for any mix of table parts', () => {
    const piece = fc.constantFrom(
      ...['Zucker', 'davon', 'Fett', 'g', '12', '3,5', '0.5', '%', ',', '.', ';', '-', ' ', '|'],
      ...['I', 'i', '(', ')', 'é', 'gesättigte', 'of which', 'dont', 'Énergie', '\u00a0', '≤', '*'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const text = pieces.join('');
        expect(firstMatch(text)).toBe(fromStart.exec(text)?.index);
      }),
      { numRuns: 5000 },
    );
  });
});
