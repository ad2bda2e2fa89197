import { describe, expect, it } from 'vitest';
import { isSeparator } from './separators';

// Each case: a list text, the index of the char asked about, and whether it separates two items.
const at = (text: string, char: string, dashes = false) =>
  isSeparator(text, text.indexOf(char), dashes);

describe('isSeparator', () => {
  it('takes commas, but not decimal commas', () => {
    expect(at('Zucker, Salz', ',')).toBe(true);
    expect(at('Kakao 1,5%', ',')).toBe(false);
  });

  it('takes a full stop before a space or at the end, not a decimal point', () => {
    expect(at('Zucker. Salz', '.')).toBe(true);
    expect(at('Zucker.', '.')).toBe(true);
    expect(at('Kakao 1.5%', '.')).toBe(false);
  });

  it('takes a slash between words, not between codes or after a hyphen', () => {
    expect(at('Milch / lait', '/')).toBe(true);
    expect(at('E471/E472', '/')).toBe(false);
    expect(at('Glukose-/Fruktosesirup', '/')).toBe(false);
  });

  it('takes a star after a bracket, not before the parts’ own bracket', () => {
    expect(at('édam (18,6%)* mozzarella', '*')).toBe(true);
    expect(at('_fromages_ (29,8 %)* (_mozzarella_', '*')).toBe(false);
  });

  it('takes " - " only in a list that uses dashes', () => {
    expect(at('sel - sucre', '-', true)).toBe(true);
    expect(at('sel - sucre', '-', false)).toBe(false);
    expect(at('Glukose-Sirup', '-', true)).toBe(false);
  });
});
