// The parser picks sections and cuts a list's header only when the one-pass scan saw a header
// word (HINT.header, text/hints.ts); a header word the scan does not know would go unread.
import { describe, expect, it } from 'vitest';
import { HINT, scanHints } from '../text/hints';
import { MARKER } from './sections';
import { HEADER } from './parse-ingredients';

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
