// The colour helpers the judge uses on every verdict: green < yellow < red, tolerated FODMAP
// groups left out, and the per-intolerance colours in the order the API has always listed them.
import { describe, expect, it } from 'vitest';
import { fodmapColor, LEVEL_COLORS, perIntolerance, worseColor } from './colors';

describe('worseColor', () => {
  it('keeps the worse of two colours, in either order', () => {
    expect(worseColor('green', 'yellow')).toBe('yellow');
    expect(worseColor('yellow', 'green')).toBe('yellow');
    expect(worseColor('yellow', 'red')).toBe('red');
    expect(worseColor('red', 'yellow')).toBe('red');
    expect(worseColor('green', 'green')).toBe('green');
  });
});

describe('fodmapColor', () => {
  const levels = {
    fructans: 'contains',
    gos: 'low',
    lactose: 'free',
    excess_fructose: 'free',
    polyols: 'free',
  } as const;

  it('is the worst group: fructans in wheat make it red', () => {
    expect(fodmapColor(levels, LEVEL_COLORS.fodmap, [])).toBe('red');
  });

  it('leaves out the groups a user tolerates', () => {
    expect(fodmapColor(levels, LEVEL_COLORS.fodmap, ['fructans'])).toBe('yellow');
    expect(fodmapColor(levels, LEVEL_COLORS.fodmap, ['fructans', 'gos'])).toBe('green');
  });
});

describe('perIntolerance', () => {
  it('lists the judged intolerances in a fixed order', () => {
    expect(Object.keys(perIntolerance('red', 'green', 'yellow', 'green'))).toEqual([
      'lactose',
      'gluten',
      'fructose',
      'fodmap',
    ]);
  });

  it('leaves out the intolerances a profile does not ask for', () => {
    expect(perIntolerance(undefined, 'yellow', undefined, 'red')).toEqual({
      gluten: 'yellow',
      fodmap: 'red',
    });
  });
});
