// The language guess counts marker words and letters in one char-code pass; it must count what
// the expression it replaced counted (whole words by `\b`, /iu), or lists change language.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMarkers } from './lang-markers';
import { WORDS } from './lang-words';
import { detectLang } from './detect-lang';

const ALL = Object.values(WORDS).flat();
const MARKER = new RegExp(`\\b(?:${ALL.join('|')})\\b|[äöüß]|[éèàçêû]`, 'giu');
const LANG_OF = new Map(Object.entries(WORDS).flatMap(([l, ws]) => ws.map((w) => [w, l])));
const LETTER = (w: string) => (/[äöüß]/.test(w) ? 'de' : /[éèàçêû]/.test(w) ? 'fr' : undefined);

function countWithExpression(text: string): Record<string, number> {
  const counts: Record<string, number> = { de: 0, fr: 0, en: 0, it: 0 };
  for (const found of text.match(MARKER) ?? []) {
    const w = found.toLowerCase();
    const lang = w.length === 1 ? LETTER(w) : LANG_OF.get(w);
    if (lang) counts[lang] = (counts[lang] as number) + 1;
  }
  return counts;
}

describe('countMarkers', () => {
  it.each([
    // "végétale" is one French word, not two French letters; "végétales" is two letters.
    ['Graisse végétale, sel', { de: 0, fr: 2, en: 0, it: 0 }],
    ['Graisses végétales', { de: 0, fr: 2, en: 0, it: 0 }],
    // "E 471" is no Italian "e", and a word glued to a digit is no word.
    ['Emulgator (E 471), 2salz', { de: 1, fr: 0, en: 0, it: 0 }],
    ['SÄUERUNGSMITTEL, ZUCKER', { de: 2, fr: 0, en: 0, it: 0 }],
    // ſ and K (Kelvin) are word characters under /iu: "ſalz" is no marker, "Kann" is.
    ['ſalz, Kann', { de: 1, fr: 0, en: 0, it: 0 }],
  ])('%s', (text, counts) => {
    expect(countMarkers(text)).toEqual(counts);
    expect(countWithExpression(text)).toEqual(counts);
  });

  it('counts what the expression counts, for any mix of words, letters and separators', () => {
    const piece = fc.constantFrom(
      ...ALL,
      ...ALL.map((w) => w.toUpperCase()),
      'ä',
      'Ü',
      'ẞ',
      'É',
      'ç',
      'ô',
      'İ',
      'ſ',
      'K',
      ' ',
      ',',
      '(',
      '_',
      '7',
      'x',
      's',
      'e',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.nat(40), (pieces, cut) => {
        const text = pieces.join('');
        const limit = Math.min(cut, text.length);
        expect(countMarkers(text)).toEqual(countWithExpression(text));
        expect(countMarkers(text, limit)).toEqual(countWithExpression(text.slice(0, limit)));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the language of a real list from its first 200 characters', () => {
    // 7610200041487, Italian; the German name after 200 characters does not count.
    const text = `Farina di frumento, margarina (grasso di palma, burro, emulsionante: E471), zucchero a velo, uova, mandorle 4.5%, aromi. Può contenere: soia. ${'x'.repeat(60)} Zucker und Milch und Salz und Wasser`;
    expect(detectLang(text)).toBe('it');
  });
});
