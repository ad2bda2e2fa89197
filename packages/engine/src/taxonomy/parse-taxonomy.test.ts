import { describe, expect, it } from 'vitest';
import { judgeText } from '../node/testing';
import { parseTaxonomy } from './parse-taxonomy';

describe('parseTaxonomy', () => {
  // ingredients.txt (Dec 2022) has 18 entries whose first name is Cyrillic; their slug is empty, and
  // all of them became one id "bg:" with every parent of every one of them (sorbitol, wheat flour…).
  const TWO_CYRILLIC_ENTRIES = [
    '< en:green olive',
    'bg:Маслини',
    "fr:olives vertes dénoyautées à l'ail",
    '',
    '< en:e420',
    'bg:Сорбитол сироп',
    'de:Sorbitsirup',
  ].join('\n');

  it('names an entry whose first name has no Latin letters by its next name', () => {
    const entries = parseTaxonomy(TWO_CYRILLIC_ENTRIES);
    expect(entries.map((e) => [e.id, e.parents])).toEqual([
      ['fr:olives-vertes-denoyautees-a-l-ail', ['en:green-olive']],
      ['de:sorbitsirup', ['en:e420']],
    ]);
  });

  // categories.txt (Dec 2022) names 650 parents by a synonym or a translation ("< fr:Saucissons"
  // under the entry "en:Cured sausages"): Salami was no sausage, and no processed meat.
  it('finds a parent named by any name of its entry', () => {
    const entries = parseTaxonomy(
      [
        'en:Prepared meats',
        '',
        '< en:Prepared meats',
        'en:Cured sausages',
        'fr:Saucissons, Saucisson',
        '',
        '< fr:Saucissons',
        'en:Salami',
      ].join('\n'),
      true,
      true,
    );
    expect(entries.map((e) => [e.id, e.parents])).toEqual([
      ['en:prepared-meats', []],
      ['en:cured-sausages', ['en:prepared-meats']],
      ['en:salami', ['en:cured-sausages']],
    ]);
  });

  // Père Olive "Oliven mit Knoblauch" (5413588600930, off_products_merged.jsonl): red for fructose
  // while its olives were the "bg:" entry, a child of sorbitol.
  it.each([
    ['5413588600930', "olives vertes dénoyautées à l'ail", 'fructose', 'green'],
    ['5022313270906', "jus d'orange avec pulpe", 'fructose', 'green'],
  ] as const)('%s %s: %s %s', (_code, text, intolerance, color) => {
    expect(judgeText(text, intolerance, {}, 'fr').color).toBe(color);
  });

  // ingredients.txt files "fr:Canneberge crue, Cranberry crue" a second time under the cranberry,
  // after its wikidata line: the second line had replaced "airelles, cranberries, … canneberge".
  it('keeps every name of a language written twice in one entry', () => {
    const [e] = parseTaxonomy(
      ['en:cranberry', 'fr:airelles, canneberge', 'wikidata:en:Q13181', 'fr:Canneberge crue'].join(
        '\n',
      ),
    );
    expect(e?.names.fr).toEqual(['airelles', 'canneberge', 'Canneberge crue']);
  });

  it('4008258155004 cashews and cranberries ("canneberges") are a list it reads', () => {
    const v = judgeText(
      'noix de cajou grillées, canneberges, sucre, huile de tournesol',
      'gluten',
      {},
      'fr',
    );
    expect(v.color).toBe('green');
  });
});
