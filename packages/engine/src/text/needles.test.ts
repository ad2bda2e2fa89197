// The one-pass word finder behind the parser's pre-checks: a word it misses would skip an
// expression that matches, and a list would be read differently.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileNeedles, countOf } from './needles';
import { HINT, NEEDLES, scanHints } from './hints';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzéäöü&\u00a0.,-@0';
/** What an expression writes for a needle's symbol: "0" is any digit, "." a full stop. */
const sourceOf = (symbol: string) => (symbol === '0' ? '\\d' : symbol === '.' ? '\\.' : symbol);

describe('compileNeedles', () => {
  it('reads every character a case-insensitive expression reads as one of its letters', () => {
    for (const letter of ALPHABET) {
      const find = compileNeedles([[1, [letter]]]);
      const unicode = new RegExp(sourceOf(letter), 'iu');
      const plain = new RegExp(sourceOf(letter), 'i');
      for (let c = 0; c < 0x10000; c++) {
        const ch = String.fromCharCode(c);
        if (unicode.test(ch) || plain.test(ch))
          expect([letter, c, find(ch)]).toEqual([letter, c, 1]);
      }
    }
  });

  it('finds a needle wherever it stands, in any case, overlapping others', () => {
    const find = compileNeedles([
      [1, ['she', 'hers']],
      [2, ['his', 'he']],
      [4, ['lait']],
    ]);
    expect(find('USHERS')).toBe(3);
    expect(find('Crème, LAIT écrémé')).toBe(4);
    expect(find('la it, h e')).toBe(0);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('s', 'h', 'e', 'r', 'i', 'L', 'A', 'T', ' ', ','), {
          maxLength: 14,
        }),
        (parts) => {
          const text = parts.join('');
          const lower = text.toLowerCase();
          const expected =
            (['she', 'hers'].some((n) => lower.includes(n)) ? 1 : 0) |
            (['his', 'he'].some((n) => lower.includes(n)) ? 2 : 0) |
            (lower.includes('lait') ? 4 : 0);
          expect(find(text)).toBe(expected);
        },
      ),
    );
  });

  it('counts where the needles of the counted group end, up to three', () => {
    const find = compileNeedles(
      [
        [1, ['fett', 'fetts']],
        [2, ['prot']],
      ],
      1,
    );
    expect(countOf(find('Protein, Fett'))).toBe(1);
    // "Fettsäuren" ends "fett" and "fetts" at two places: at least as many as its one match.
    expect(countOf(find('Fettsäuren, Fett'))).toBe(3);
    expect(countOf(find('fett fett fett fett'))).toBe(3);
    expect(find('fett fett fett fett') & 3).toBe(1);
  });

  it('refuses a needle with a character outside its alphabet', () => {
    expect(() => compileNeedles([[1, ['best before']]])).toThrow(/alphabet/);
    expect(() => compileNeedles([[1, ['1,5']]])).toThrow(/alphabet/);
  });

  it('reads every digit as "0", and only digits', () => {
    const find = compileNeedles([[1, ['0,0']]]);
    expect(['1,5', '12,75', 'a0,9b'].map(find)).toEqual([1, 1, 1]);
    expect(['1, 5', ',5', '٣,٥', '1.5'].map(find)).toEqual([0, 0, 0, 0]);
  });
});

describe('scanHints', () => {
  it('has no needle a cut could make (text/hints.ts): no " ", ";" or "%", no "." or "," last', () => {
    for (const [, needles] of NEEDLES)
      for (const needle of needles) expect(needle).not.toMatch(/[ ;%]|[.,]$/u);
  });

  it('counts each word of not-ingredients NUTRIENT, so a table row of three is looked for', () => {
    const words = ['Ballaststoffe', 'fibres alimentaires', 'Eiweiss', 'Eiweiß', 'protéines'];
    words.push('proteines', 'proteine', 'Kohlenhydrate', 'glucides', 'carboidrati');
    words.push('carbohydrate', 'lipides', 'matières grasses', 'grassi', 'Fett', 'Energie');
    words.push('énergie', 'energia');
    for (const word of words) expect([word, countOf(scanHints(` ${word} `))]).toEqual([word, 1]);
    expect(countOf(scanHints('Fett / Kohlenhydrate / Eiweiss'))).toBe(3);
    // "Kohlensäure", "Milchprotein" and carbonates are no nutrient of a table.
    expect(countOf(scanHints('Kohlensäure, Milchprotein, Natriumcarbonat'))).toBe(0);
  });

  it.each([
    // Real lists from ../shared/data, quoted as found.
    ['Kann Spuren von Milch enthalten.', HINT.enthalten | HINT.spuren],
    ['Peut contenir des traces de fruits à coque.', HINT.contenir | HINT.trace],
    ['Sans lactose. Teneur en lactose < 0,1 g/100 g', HINT.claim | HINT.claimWithout],
    ['Zucker, Weizenmehl, Salz', 0],
  ])('%s', (text, bits) => {
    expect(scanHints(text) & (bits | HINT.claim | HINT.enthalten | HINT.contenir)).toBe(bits);
  });

  it('marks every text prepareText would change (entities, ligatures, full-width and bold letters)', () => {
    const COMPAT = /[\u00a0\u200b-\u200d\u2060\ufb00-\ufb4f\uff00-\uffef\u{1d400}-\u{1d7ff}]/u;
    for (let c = 0; c <= 0x1ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      if (COMPAT.test(ch) || ch === '&')
        expect([c, scanHints(`a${ch}b`) & HINT.typography]).toEqual([c, HINT.typography]);
    }
    expect(scanHints('émulsiﬁant, Ｍｉｌｃｈ, 𝐖𝐞𝐢𝐳𝐞𝐧') & HINT.typography).toBe(HINT.typography);
    expect(scanHints('Zucker, Milch') & HINT.typography).toBe(0);
  });
});
