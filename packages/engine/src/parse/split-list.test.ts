import { describe, expect, it } from 'vitest';
import { splitList, type ListLetters } from './split-list';

const lettersOf = (text: string) => {
  const letters: ListLetters = { capitals: 0, small: 0, capitalRun: false };
  splitList(text, letters);
  return letters;
};

// The letter counts decide whether a list is "shouty" (no emphasis to read) and whether any item
// can hold a word in capitals: they must equal what these expressions find in the whole list.
const CAPITALS = /[A-ZÀ-ÖØ-Þ]/g;
const SMALL = /[a-zß-öø-ÿ]/g;
const CAPITAL_RUN = /[A-ZÀ-ÖØ-Þ]{3}/;

describe('splitList letter counts', () => {
  it.each([
    'Zucker, Kakaobutter, VOLLMILCHPULVER, Emulgator: Lecithine (SOJA)',
    'FARINE DE BLÉ, SUCRE, ŒUFS, sel',
    'lait × 2 ÷ 3, Þorn, ÿ, ß, ſ, K (Kelvin), Ω',
    'AB-C, A B C, ÀÉÎ',
    '',
  ])('counts %s like the expressions', (text) => {
    expect(lettersOf(text)).toEqual({
      capitals: text.match(CAPITALS)?.length ?? 0,
      small: text.match(SMALL)?.length ?? 0,
      capitalRun: CAPITAL_RUN.test(text),
    });
  });
});

describe('splitList names', () => {
  it('trims names and folds their runs of spaces', () => {
    const items = splitList(' Zucker ,\tfarine  de\tblé , Salz\u00a0');
    expect(items.map((i) => i.name)).toEqual(['Zucker', 'farine de blé', 'Salz']);
  });

  it('joins the text around brackets with a space', () => {
    const [item] = splitList('Schokolade 23% (Zucker, Kakaobutter) dunkel');
    expect(item).toEqual({ name: 'Schokolade 23% dunkel', inner: ['Zucker, Kakaobutter'] });
  });

  it('drops empty groups and empty items', () => {
    expect(splitList('Salz ( ), , Pfeffer')).toEqual([
      { name: 'Salz', inner: [] },
      { name: 'Pfeffer', inner: [] },
    ]);
  });

  it('keeps an unclosed bracket as the last item’s sub-list', () => {
    const items = splitList('Milch, Lait  (homogénéisé, sucre');
    expect(items[1]).toEqual({ name: 'Lait', inner: ['homogénéisé, sucre'], unclosed: true });
  });
});
