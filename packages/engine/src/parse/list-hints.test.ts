// parseList tests a whole list for an address (ADDRESS) and for RARE_WORDS, and the parser runs
// separateBareShares, only when the one-pass scan of the text the list was cut from saw a word of
// HINT.address, HINT.rare or HINT.decimal (text/hints.ts). A word the scan misses would leave an
// address in a name, or an equivalence statement unread. Real texts from ../shared/data (Open
// Food Facts, ODbL), quoted as found; the product code is in a comment.
import { describe, expect, it } from 'vitest';
import { HINT, scanHints } from '../text/hints';
import { hasAddress } from './read-item';
import { RARE_WORDS } from './item-gates';
import { cutToList } from './parse-ingredients';
import { createScratch } from '../scratch';

describe('every kind of address wakes HINT.address', () => {
  it.each([
    'Ges.m.b.H.',
    'Ges m b H',
    'GesmbH',
    'Lindt GmbH',
    'Nestlé S.A.',
    'Hauptstrasse 12',
    'Hauptstraße 3',
    'rue des Alpes',
    'Via Roma 5',
    'CH-8000 Zürich',
    'D-12345',
    'www.example',
    'http://x',
    'https://x',
    'info@x',
    'x.ch',
    'x.com',
    'x.de',
    'x.fr',
    'x.it',
    'Hersteller: X',
    'Vertrieb: X',
    'distribution X',
    'distribuzione X',
    'produit par X',
    'prodotto da X',
    'manufactured by X',
    'produced by X',
  ])('%s', (text) => {
    for (const form of [text, text.toUpperCase(), text.toLowerCase()]) {
      expect(hasAddress(form), form).toBe(true);
      expect(scanHints(form) & HINT.address, form).toBe(HINT.address);
    }
  });
});

describe('every word of RARE_WORDS wakes HINT.rare', () => {
  const words = RARE_WORDS.source
    .split('|')
    .flatMap((w) => (w.includes('[ei]') ? [w.replace('[ei]', 'e'), w.replace('[ei]', 'i')] : [w]));
  it.each(words)('%s', (word) => {
    for (const form of [word, word.toUpperCase(), `x${word}x`]) {
      expect(RARE_WORDS.test(form), form).toBe(true);
      expect(scanHints(form) & HINT.rare, form).toBe(HINT.rare);
    }
  });
});

describe('the hints cutToList gives hold for the list it cut', () => {
  it.each([
    // 4006400404123
    'Zucker, Palmöl, HASELNÜSSE (13 %), MAGERMILCH - PULVER (8,7%), fettarmer Kakao (7,4 %), Emulgator Lecithine (SOJA), Vanillin. Wiederverwenden... oder recyclen! Aus leer mach mehr: nutella.de/diy',
    // 8000633048396
    'LATTE di Alta Qualità 99,5%, fermenti lattici vivi (Lactobacillus, Lactococcus, Leuconostoc, Acetobacter), Lactobacillus casei LMG S-27763, Saccharomyces (lievito)',
    // 8004348146859
    'zucchero*, sciroppo di glucosio*, miele* 5%.\n\n *Prodotto da agricoltura biologica.',
    // 8006733010509
    'peso netto 500 g a Miele di nettare selezionato e confezionato da JALONGO FRANCESCO ANTONIO & C snc nello stabimento di Vetralla (VT) www.jalongovignolini.com',
  ])('%s', (text) => {
    const cut = cutToList(text, undefined, undefined, true, createScratch());
    expect(hasAddress(cut.list)).toBe(true);
    expect(cut.hints & HINT.address).toBe(HINT.address);
    if (RARE_WORDS.test(cut.list)) expect(cut.hints & HINT.rare).toBe(HINT.rare);
    if (/\d[.,]\d/.test(cut.list)) expect(cut.hints & HINT.decimal).toBe(HINT.decimal);
  });

  it('a list without their words holds no address, rare word or decimal (40225760)', () => {
    const cut = cutToList(
      'Sucre, graisse végétale (huile de palme), lait entier en poudre (10%), cacao faible en gras (8%), émulsifiant (E472c).',
      undefined,
      undefined,
      true,
      createScratch(),
    );
    expect(cut.hints & (HINT.address | HINT.rare | HINT.decimal)).toBe(0);
    expect([hasAddress(cut.list), RARE_WORDS.test(cut.list), /\d[.,]\d/.test(cut.list)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
