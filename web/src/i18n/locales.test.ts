import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@safeshelf/contract';
import { FIELD_ERROR_CODES } from '@safeshelf/contract/field-errors';
import en from './locales/en.json';
import de from './locales/de.json';
import fr from './locales/fr.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const english = flatten(en as Tree);

/** "key: matched text" for each text of a locale that the pattern finds something in. */
const offending = (tree: unknown, pattern: RegExp): string[] =>
  Object.entries(flatten(tree as Tree))
    .filter(([, value]) => pattern.test(value))
    .map(([key, value]) => `${key}: ${value.match(pattern)![0]}`);
// Brand names, language names and similar may legitimately read the same in every language.
const sameEverywhere = /(^|\.)(appName|languages\.\w+|brand|social\.\w+|email|website|company)$/;

describe.each([
  ['de', flatten(de as Tree)],
  ['fr', flatten(fr as Tree)],
])('%s translations', (language, translated) => {
  it('have exactly the English keys', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it('translate every text longer than a word', () => {
    const untranslated = Object.entries(english).filter(
      ([key, value]) =>
        value.trim().includes(' ') && translated[key] === value && !sameEverywhere.test(key),
    );
    expect(untranslated.map(([key]) => `${language}:${key}`)).toEqual([]);
  });
});

describe('typography', () => {
  it('uses the ellipsis character, never three dots, in every language', () => {
    const withDots = [en, de, fr].flatMap((tree, index) =>
      Object.entries(flatten(tree as Tree))
        .filter(([, value]) => value.includes('...'))
        .map(([key]) => `${['en', 'de', 'fr'][index]}:${key}`),
    );
    expect(withDots).toEqual([]);
  });

  // French sets a space before ? ! : ; » and after «; a plain one lets a narrow screen wrap the
  // sign onto a line of its own ("Est-ce faux" / "?"), as 39 texts could (58 already held).
  it('French keeps ? ! : ; and guillemets on the line of their word', () => {
    const breakable = / [?!:;»]|« /;
    expect(offending(fr, breakable)).toEqual([]);
  });
});

describe('form of address', () => {
  // The German interface says "Sie" (156 texts did); the label scan and verdict reports said "du",
  // so the Favourites page read "Sie haben noch keine …" above "Du hast noch kein …".
  it('German texts address the user formally, never with "du"', () => {
    const informal = /(?<!\p{L})(du|dich|dir|dein\p{L}*|Du|Dich|Dir|Dein\p{L}*)(?!\p{L})/u;
    expect(offending(de, informal)).toEqual([]);
  });

  it('French texts address the user with "vous", never "tu"', () => {
    const informal = /(?<!\p{L})(tu|toi|ton|ta|tes|Tu|Ton|Ta|Tes)(?!\p{L})/u;
    expect(offending(fr, informal)).toEqual([]);
  });
});

describe('error codes', () => {
  it('each API error code has a message', () => {
    for (const code of ERROR_CODES) expect(english[`errors.codes.${code}`], code).toBeTruthy();
  });

  it("each of the contract's field error codes has a message", () => {
    for (const code of FIELD_ERROR_CODES)
      expect(english[`errors.fields.${code}`], code).toBeTruthy();
  });
});
