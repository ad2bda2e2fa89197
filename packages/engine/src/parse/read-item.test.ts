import { describe, expect, it } from 'vitest';
import { CLAIM_HINT } from '../claims/claim-phrases';
import {
  FIRST_WORD,
  RARE_WORDS,
  isAsciiLetter,
  mayHaveFirstWord,
  withoutConnector,
} from './item-gates';

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

describe('withoutConnector', () => {
  // The expression it stands for: the same result on every name, or a name keeps or loses a word.
  const TRAILING_CONNECTOR = /\s+(?:avec|mit|with|con|et|und|and|e|de|di|of)$/iu;

  it.each([
    'lait partiellement écrémé avec',
    'Milch  MIT',
    'sucre et',
    'xavec',
    'lait\u00a0de',
    'crème e',
    'Salz und Pfeffer',
    'Zucker',
    'de',
    ' of',
    'farine de blé',
    'lait entier WITH',
    'Kaffee\tund',
  ])('takes the connector off %j like the expression', (name) => {
    expect(withoutConnector(name)).toBe(name.replace(TRAILING_CONNECTOR, ''));
  });

  it('relies on no char but an ASCII letter folding to a letter of the connectors', () => {
    for (let c = 0; c < 0x10000; c++)
      if (/[acdefhimnotuvw]/iu.test(String.fromCharCode(c)))
        expect(isAsciiLetter(c), c.toString(16)).toBe(true);
  });
});

describe('mayHaveFirstWord', () => {
  // readItem runs FIRST_WORD (relations, absences, "dans le chocolat") only when this says it may
  // match: a name it turns away must be one FIRST_WORD does not match.
  const words = FIRST_WORD.source.slice(4, FIRST_WORD.source.indexOf(')\\s')).split('|');

  it.each(words)('lets through a name starting with %s', (word) => {
    const name = `${word
      .replace(/\\s\+/g, '  ')
      .replace(/\\\.\?/g, '.')
      .replace(/e\?$/, 'e')} lait`;
    expect(FIRST_WORD.test(name), name).toBe(true);
    expect(mayHaveFirstWord(name), name).toBe(true);
  });

  it.each(['Zucker', 'Salz', 'sucre', 'farine de blé', 'Milch\u00a0entier', 'ſans sucre'])(
    'agrees with FIRST_WORD wherever it matches (%s)',
    (name) => {
      if (FIRST_WORD.test(name)) expect(mayHaveFirstWord(name)).toBe(true);
    },
  );

  it('turns away one-word names', () => {
    for (const name of ['Salz', 'sucre', 'Emulgatoren', 'Magermilchpulver'])
      expect(mayHaveFirstWord(name), name).toBe(false);
  });
});
