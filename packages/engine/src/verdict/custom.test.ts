import { describe, expect, it } from 'vitest';
import { profileOf, testEngine } from '../node/testing';

describe('resolveCustomTerms', () => {
  const RESOLVE: [string, string[], string[]][] = [
    // [user word, ids that must be included, ids that must not]
    ['Sellerie', ['en:celery', 'en:celeriac', 'en:celery-stalk'], []],
    ['celery', ['en:celery', 'en:celeriac'], []],
    ['céleri', ['en:celery', 'en:celeriac'], []],
    ['noisettes', ['en:hazelnut'], ['en:peanut']],
    ['Haselnüsse', ['en:hazelnut'], []],
    [
      'Milch',
      ['en:milk', 'en:whole-milk', 'en:skimmed-milk-powder'],
      ['en:coconut-milk', 'en:e270', 'en:cocoa-butter'],
    ],
    ['Weizen', ['en:wheat', 'en:wheat-flour', 'en:durum-wheat-semolina'], ['en:buckwheat']],
  ];
  it.each(RESOLVE)('%s', (term, must, mustNot) => {
    const ids = testEngine().resolveCustomTerms([term]);
    for (const id of must) expect(ids).toContain(id);
    for (const id of mustNot) expect(ids).not.toContain(id);
  });

  it('returns nothing for a word it does not know', () => {
    expect(testEngine().resolveCustomTerms(['Blorfinat'])).toEqual([]);
  });
});

describe('custom words in a verdict', () => {
  const CASES: [string, string[], 'green' | 'yellow' | 'red', string, string | undefined][] = [
    ['Karotten, Knollensellerie, Salz', ['Sellerie'], 'red', 'custom.contains', 'Knollensellerie'],
    ['carottes, céleri-rave, sel', ['Sellerie'], 'red', 'custom.contains', 'céleri-rave'],
    ['Zucker, Haselnusskerne 10%', ['noisettes'], 'red', 'custom.contains', 'Haselnusskerne'],
    [
      'Zucker, Kakao. Kann Spuren von Haselnüssen enthalten.',
      ['noisettes'],
      'yellow',
      'custom.traces',
      'Haselnüssen',
    ],
    ['Zucker, Kakao', ['noisettes'], 'green', 'custom.none_found', undefined],
    ['Kokosmilch, Wasser', ['Milch'], 'green', 'custom.none_found', undefined],
    ['Zucker, Emmentaler', ['Milch'], 'red', 'custom.contains', 'Emmentaler'],
    ['Zucker, Kakao', ['Blorfinat'], 'yellow', 'custom.unknown_term', undefined],
  ];
  it.each(CASES)('%s with %j → %s', (text, custom, color, code, trigger) => {
    const v = testEngine().judge({ ingredients_text: text }, profileOf([], custom), 'de');
    expect(v.per_intolerance.custom).toBe(color);
    const check = v.checks.find((c) => c.code === code);
    expect(check).toBeDefined();
    if (trigger) expect(check?.trigger).toBe(trigger);
  });

  it('is yellow without an ingredient list (never green without evidence)', () => {
    const v = testEngine().judge({ product_name: 'Suppe' }, profileOf([], ['Sellerie']), 'fr');
    expect(v.per_intolerance.custom).toBe('yellow');
    expect(v.checks.map((c) => c.code)).toContain('custom.no_data');
  });

  it('matches traces_tags too', () => {
    const v = testEngine().judge(
      { ingredients_text: 'Reis', traces_tags: ['en:celery'] },
      profileOf([], ['Sellerie']),
      'en',
    );
    expect(v.per_intolerance.custom).toBe('yellow');
  });
});
