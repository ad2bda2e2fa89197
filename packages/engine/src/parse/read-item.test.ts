import { describe, expect, it } from 'vitest';
import { CLAIM_HINT } from '../claims/claim-phrases';
import { RARE_WORDS } from './item-gates';

// readItem skips the expressions for equivalents, content and share statements and free-from
// qualifiers when RARE_WORDS does not match: each of their words must hold one of its words, or a
// label's "Milchzucker frei" or "équivalent lait 52%" would silently go unread.
describe('RARE_WORDS', () => {
  it('holds every word of the free-from pre-check', () => {
    for (const word of CLAIM_HINT.source.split('|')) expect(RARE_WORDS.test(word), word).toBe(true);
  });

  it.each([
    'équivalent lait 52%',
    'equivalente a',
    'correspondant à 10% de viande fraîche',
    'corrisponde al 4% di ortaggi',
    'entspricht 20 % Milch',
    'entsprechend',
    'Fettgehalt',
    'Teneur en caféine',
    'tenore',
    'contenu',
    'content',
    '67,3% du poids total',
    'des Gesamtgewichts',
    'del peso totale',
  ])('matches %s', (text) => {
    expect(RARE_WORDS.test(text)).toBe(true);
  });

  it('does not match plain names', () => {
    for (const name of [
      'Zucker',
      'sel',
      'farine de blé',
      'Emulgator: Lecithine',
      'Vollmilchpulver',
    ])
      expect(RARE_WORDS.test(name), name).toBe(false);
  });
});
