import { describe, expect, it } from 'vitest';
import {
  CAPITALS,
  COLON,
  PERCENT,
  STAR,
  UNDERSCORE,
  splitList,
  type ListLetters,
} from './split-list';
import { isBlank, isWhiteSpace } from './white-space';
import { createScratch } from '../scratch';

const lettersOf = (text: string) => {
  const letters: ListLetters = { capitals: 0, small: 0 };
  splitList(text, letters, createScratch());
  return letters;
};

// The letter counts decide whether a list is "shouty" (no emphasis to read): they must equal what
// these expressions find in the whole list.
const CAPITAL_LETTERS = /[A-ZÀ-ÖØ-Þ]/g;
const SMALL_LETTERS = /[a-zß-öø-ÿ]/g;

describe('splitList letter counts', () => {
  it.each([
    'Zucker, Kakaobutter, VOLLMILCHPULVER, Emulgator: Lecithine (SOJA)',
    'FARINE DE BLÉ, SUCRE, ŒUFS, sel',
    'lait × 2 ÷ 3, Þorn, ÿ, ß, ſ, K (Kelvin), Ω',
    'AB-C, A B C, ÀÉÎ',
    '',
  ])('counts %s like the expressions', (text) => {
    expect(lettersOf(text)).toEqual({
      capitals: text.match(CAPITAL_LETTERS)?.length ?? 0,
      small: text.match(SMALL_LETTERS)?.length ?? 0,
    });
  });
});

describe('isBlank', () => {
  it('says whether a span trims to nothing, like trim', () => {
    const text = ' \u00a0\t\u3000 Zucker \ufeff';
    for (let from = 0; from <= text.length; from++)
      for (let to = from; to <= text.length; to++)
        expect(isBlank(text, from, to), `${from}-${to}`).toBe(text.slice(from, to).trim() === '');
  });
});

describe('splitList names', () => {
  it('folds a name only where it holds a doubled space or a tab, like foldSpaces', () => {
    const items = splitList(
      'a  b, c\u00a0 d, e \u00a0f,  g ,h\t\u00a0i',
      undefined,
      createScratch(),
    );
    expect(items.map((i) => i.name)).toEqual(['a b', 'c\u00a0 d', 'e \u00a0f', 'g', 'h i']);
  });

  it('trims names and folds their runs of spaces', () => {
    const items = splitList(' Zucker ,\tfarine  de\tblé , Salz\u00a0', undefined, createScratch());
    expect(items.map((i) => i.name)).toEqual(['Zucker', 'farine de blé', 'Salz']);
  });

  it('joins the text around brackets with a space', () => {
    const [item] = splitList(
      'Schokolade 23% (Zucker, Kakaobutter) dunkel',
      undefined,
      createScratch(),
    );
    expect(item).toEqual({
      name: 'Schokolade 23% dunkel',
      inner: ['Zucker, Kakaobutter'],
      at: [16],
      marks: PERCENT,
    });
  });

  it('cuts the name of an item with brackets like the joined and trimmed text around them', () => {
    // One group and nothing after it: the name is the text before it, trimmed and folded.
    const items = splitList(
      ' Milch  \t(Kuh)\u00a0 , Salz  de  mer (fin) (gris) , (Wasser)  ,Öl (x) y  ',
      undefined,
      createScratch(),
    );
    expect(items.map((i) => i.name)).toEqual(['Milch', 'Salz de mer', '', 'Öl y']);
    expect(splitList('a\u00a0b (c)', undefined, createScratch())[0]?.name).toBe('a\u00a0b');
    expect(splitList('Lait  \u00a0(x) (homogénéisé', undefined, createScratch())[0]?.name).toBe(
      'Lait',
    );
  });

  it('drops empty groups and empty items', () => {
    expect(splitList('Salz ( ), , Pfeffer', undefined, createScratch())).toEqual([
      { name: 'Salz', inner: [], at: [], marks: 0 },
      { name: 'Pfeffer', inner: [], at: [], marks: 0 },
    ]);
  });

  it('keeps an unclosed bracket as the last item’s sub-list', () => {
    const items = splitList('Milch, Lait  (homogénéisé, sucre', undefined, createScratch());
    expect(items[1]).toEqual({
      name: 'Lait',
      inner: ['homogénéisé, sucre'],
      at: [14],
      unclosed: true,
      marks: 0,
    });
  });
});

// readItem skips its tests for "*", "%", ":", "_" and capitals when the item's bit is clear: a name
// holding one with its bit clear would silently lose its percentage, class or emphasis.
describe('splitList marks', () => {
  it('sets the bit of each mark an item holds, and only that item', () => {
    const items = splitList(
      'Emulgator: Lecithine, Kakao 20%, _Milch_pulver, Zucker*, MILCH, Salz',
      undefined,
      createScratch(),
    );
    expect(items.map((i) => i.marks)).toEqual([COLON, PERCENT, UNDERSCORE, STAR, CAPITALS, 0]);
  });

  it('holds for every name of real lists', () => {
    const lists = [
      'Vollmilchschokolade 64% (Zucker, Kakaobutter, Magermilchpulver), Haselnüsse*: 20%',
      'fromages (édam (18,6%)* mozzarella (12%)* chèvre), Yogurt di_latte_ intero',
      'Weizenmehl, Zucker, BUTTER (MILCH), pflanzliches Fett (Palm, Raps), SOJAlecithin, ÉDAM',
    ];
    const bits: [string, number][] = [
      ['*', STAR],
      ['%', PERCENT],
      [':', COLON],
      ['_', UNDERSCORE],
    ];
    for (const list of lists)
      for (const item of splitList(list, undefined, createScratch())) {
        for (const [char, bit] of bits)
          if (item.name.includes(char)) expect(item.marks & bit, item.name).toBe(bit);
        if (/[A-ZÀ-ÖØ-Þ]{3}/.test(item.name))
          expect(item.marks & CAPITALS, item.name).toBe(CAPITALS);
      }
  });
});

describe('isWhiteSpace', () => {
  it('is what \\s matches and trim takes off, for every UTF-16 code unit', () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      expect(isWhiteSpace(c), c.toString(16)).toBe(/\s/u.test(ch));
      expect(isWhiteSpace(c), c.toString(16)).toBe(`${ch}x`.trim() === 'x');
    }
  });
});

// Dashes are counted on the split pass (not by indexOf beforehand): the count must be indexOf's,
// " - " without overlaps, against all commas.
describe('splitList dashes', () => {
  const names = (text: string) =>
    splitList(text, undefined, createScratch()).map((item) => item.name);

  it('splits at " - " when a list has at least three and more than commas', () => {
    expect(
      names('Pomme de terre 96% - huile de tournesol 4% - stabilisant : diphosphates - dextrose.'),
    ).toEqual([
      'Pomme de terre 96%',
      'huile de tournesol 4%',
      'stabilisant : diphosphates',
      'dextrose',
    ]);
  });

  it('keeps dashes inside names when commas are as many', () => {
    expect(names('a - b - c - d, e, f, g')).toEqual(['a - b - c - d', 'e', 'f', 'g']);
  });

  it('counts " - - " once, as indexOf does', () => {
    // Three " - " but overlapping: indexOf finds two, so this is no dashed list.
    expect(names('a - - b - c')).toEqual(['a - - b - c']);
    // Three without overlaps: every " - " separates, the empty item between two goes.
    expect(names('a - - b - c - d')).toEqual(['a', 'b', 'c', 'd']);
  });
});
