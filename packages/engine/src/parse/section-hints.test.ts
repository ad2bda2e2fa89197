// The parser picks sections and cuts a list's header only when the one-pass scan saw a header
// word (HINT.header, text/hints.ts); a header word the scan does not know would go unread.
import { describe, expect, it } from 'vitest';
import { HINT, scanHints } from '../text/hints';
import { MARKER } from './sections';
import { HEADER, STORAGE } from './parse-ingredients';

/** The words of an expression's first group of plain alternatives ("(zutaten|…)"). */
const wordsOf = (re: RegExp) => (/\((?:\?:)?([\p{L}|]+)\)/u.exec(re.source)?.[1] ?? '').split('|');

describe('every section header word wakes the section pass', () => {
  it.each([
    ['sections MARKER', MARKER],
    ['parse-ingredients HEADER', HEADER],
  ])('%s', (_name, re) => {
    const words = wordsOf(re);
    expect(words.length).toBeGreaterThan(5);
    for (const word of words) {
      expect(scanHints(`${word}:`) & HINT.header, word).not.toBe(0);
      expect(scanHints(`${word.toUpperCase()}:`) & HINT.header, word).not.toBe(0);
    }
  });
});

describe('every storage note wakes its pass', () => {
  // One phrase of each of STORAGE's alternatives, as packs print them.
  it.each([
    'Aufbewahrung: kühl',
    'kühl und trocken lagern',
    'mindestens haltbar bis',
    'nach dem Öffnen',
    'im Kühlschrank',
    'à conserver au frais',
    'conserver au sec',
    'conserver à 4°C',
    "conseil pour l'entreposage",
    'entreposage',
    'de préférence dans les 3 jours',
    'une fois ouvert',
    'une fois entamé',
    'date de fabrication',
    'à consommer de préférence avant',
    "à consommer jusqu'au",
    'store in a cool place',
    'best before',
    'keep refrigerated',
    'once opened',
    'conservare in luogo fresco',
    'da consumarsi entro',
    "dopo l'apertura",
    'una volta aperto',
    'bien agiter',
    'agiter avant emploi',
    'shake well',
    'vor Gebrauch schütteln',
    'agitare prima',
    'a consommer rapidement',
    'conservation à 4°C',
    'après ouverture',
    'se conserve 3 jours',
    'service consommateurs',
    'Kundendienst',
    'servizio consumatori',
  ])('%s', (phrase) => {
    for (const text of [phrase, phrase.toUpperCase()]) {
      expect(new RegExp(STORAGE.source, 'iu').test(text), text).toBe(true);
      expect(scanHints(text) & HINT.storage, text).toBe(HINT.storage);
    }
  });
});
