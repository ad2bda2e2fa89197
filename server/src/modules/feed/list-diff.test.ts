import { describe, expect, it } from 'vitest';
import { diffLists, listParts } from './list-diff.js';

describe('what changed in an ingredient list', () => {
  it('names the ingredients that appeared and disappeared, as printed', () => {
    expect(
      diffLists(
        'Zutaten: Reismehl, Zucker, Sonnenblumenöl, Salz.',
        'Zutaten: Weizenmehl, Zucker, Sonnenblumenöl, Molkenpulver, Salz.',
      ),
    ).toEqual({ added: ['Weizenmehl', 'Molkenpulver'], removed: ['Reismehl'] });
  });

  it('keeps a decimal comma inside its part and reads a changed share as a change', () => {
    expect(listParts('lait entier 3,5 %, sucre')).toEqual(['lait entier 3,5 %', 'sucre']);
    expect(diffLists('Milch 3,5 %, Zucker 10 %', 'Milch 3,5 %, Zucker 12 %')).toEqual({
      added: ['Zucker 12 %'],
      removed: ['Zucker 10 %'],
    });
  });

  it('opens brackets, ignores allergen underscores, case and spacing', () => {
    expect(
      diffLists(
        'Schokolade (Zucker, Kakaobutter), _Milch_pulver',
        'schokolade (zucker,  Kakaobutter, Vollmilchpulver), Milchpulver',
      ),
    ).toEqual({ added: ['Vollmilchpulver'], removed: [] });
  });

  it('reports nothing for the same list and everything for a list that is new', () => {
    expect(diffLists('Reis, Wasser', 'Reis, Wasser')).toEqual({ added: [], removed: [] });
    expect(diffLists('', 'Reis, Wasser')).toEqual({ added: ['Reis', 'Wasser'], removed: [] });
  });
});
