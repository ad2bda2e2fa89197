import { describe, expect, it } from 'vitest';
import type { TaxonomyIndex } from '../taxonomy/taxonomy-index';
import { createMatcher } from './matcher';

const empty = () => new Map<string, string>();
const index = {
  byName: { en: empty(), de: empty(), fr: empty(), it: empty() },
  ancestors: () => [],
} as unknown as TaxonomyIndex;

describe('Matcher.isJoined', () => {
  it("asks the test once per name and keeps the answer with the name's other facts", () => {
    const matcher = createMatcher(index);
    const asked: string[] = [];
    const test = (name: string) => {
      asked.push(name);
      return name.includes(' und ');
    };
    const list = 'Salz und Pfeffer, Zucker, Salz und Pfeffer';
    expect(matcher.isJoined(list.slice(0, 16), test)).toBe(true);
    expect(matcher.isJoined('Zucker', test)).toBe(false);
    expect(matcher.isOrigin('Salz und Pfeffer')).toBe(false);
    expect(matcher.isJoined(list.slice(26), test)).toBe(true);
    expect(matcher.isJoined('Zucker', test)).toBe(false);
    expect(asked).toEqual(['Salz und Pfeffer', 'Zucker']);
  });
});
