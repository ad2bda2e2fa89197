// readPercent cuts each match out by its place and tests FAT only after a "%" and a fat word's first
// letter; separateBareShares runs BARE_SHARE only on a spaced decimal. These hold what they read.
import { describe, expect, it } from 'vitest';
import { isPercentGroup, readPercent, separateBareShares } from './percent';

describe('readPercent', () => {
  it('reads a share, and two shares joined under one name as their sum', () => {
    expect(readPercent('Zucker 12%')).toEqual({ text: 'Zucker  ', share: 12 });
    expect(readPercent('lait écrémé 3,3 % et entier 2,2 % en poudre')).toEqual({
      text: 'lait écrémé   et entier en poudre',
      share: 5.5,
      joined: true,
    });
    expect(readPercent('bière 50% et limonade 50%')).toEqual({
      text: 'bière   et limonade 50%',
      share: 50,
    });
  });

  it('reads a minimum as a lower bound, before or after the number', () => {
    expect(readPercent('cacao 70 % minimum')).toEqual({ text: 'cacao  ', min: 70 });
    expect(readPercent('min. 60% Kakao')).toEqual({ text: '  Kakao', min: 60 });
  });

  it('drops a fat content, which is no share, and a share of nothing', () => {
    expect(readPercent('Vollmilch 3,5% Fett')).toEqual({ text: 'Vollmilch ' });
    expect(readPercent('lait écrémé 1,5% de matière grasse')).toEqual({ text: 'lait écrémé ' });
    expect(readPercent('Fromage 45% m.g.')).toEqual({ text: 'Fromage ' });
    expect(readPercent('farine de BLÉ 35 0%')).toEqual({ text: 'farine de BLÉ 35  ' });
  });

  it('tells a group that only states a share or a fat content', () => {
    expect(['17%', '3,5% Fett', 'mind. 20 %', '20% Kakao'].map(isPercentGroup)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('separateBareShares', () => {
  it('puts the missing "%" and comma after a decimal between two names, and nowhere else', () => {
    expect(
      separateBareShares(
        'wheat flour 41.9 wholegrain cereals 20.6% (oat flakes 12.5 wholegrain wheat flour 3.2)',
      ),
    ).toBe(
      'wheat flour 41.9%, wholegrain cereals 20.6% (oat flakes 12.5%, wholegrain wheat flour 3.2)',
    );
    for (const text of ['lait 3.5 matière grasse, sucre', 'sel 2.5 g, sucre', 'Milch 3,5%, Zucker'])
      expect(separateBareShares(text)).toBe(text);
  });
});
