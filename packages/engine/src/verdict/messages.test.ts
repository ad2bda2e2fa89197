import { describe, expect, it } from 'vitest';
import { LACTOSE_RULES } from '../rules/lactose';
import { GLUTEN_RULES } from '../rules/gluten';
import { FRUCTOSE_RULES } from '../rules/fructose';
import { FODMAP_RULES } from '../rules/fodmap';
import { GLUTEN_CATEGORY_RULES, LACTOSE_CATEGORY_RULES } from '../rules/product-rules';
import { LANGS } from '../types';
import { MESSAGES, REASON_CODES, renderMessage } from './messages';

const visibleCodes = [
  ...Object.values(LACTOSE_RULES),
  ...Object.values(GLUTEN_RULES).filter((r) => r.level !== 'free' || r.explain),
  ...Object.values(FRUCTOSE_RULES).filter((r) => r.level !== 'free'),
  ...Object.values(FODMAP_RULES).flatMap((r) => Object.values(r)),
  ...Object.values(LACTOSE_CATEGORY_RULES),
  ...Object.values(GLUTEN_CATEGORY_RULES),
].map((r) => r.code);

describe('message table', () => {
  it.each([...new Set(visibleCodes)])('has en/de/fr text for %s', (code) => {
    expect(REASON_CODES).toContain(code);
  });

  it.each(REASON_CODES.flatMap((code) => LANGS.map((lang) => [code, lang] as const)))(
    '%s renders in %s',
    (code, lang) => {
      const text = renderMessage(code, lang, { t: 'X', n: '1', g: 'G' });
      expect(text.length).toBeGreaterThan(8);
      expect(MESSAGES[code]?.[lang]).toBeTypeOf('function');
    },
  );
});

describe('French typography', () => {
  // French sets a space before ? ! : ; » and after «; a plain one lets a phone wrap the sign onto a
  // line of its own (seen at 375 px: a reason line starting with ": moins de 0,1 g …").
  it('keeps ? ! : ; and guillemets on the line of their word', () => {
    const breakable = / [?!:;»]|« /;
    const found = REASON_CODES.map((code) => [
      code,
      renderMessage(code, 'fr', { t: 'X', n: '1', g: 'G' }),
    ])
      .filter(([, text]) => breakable.test(text as string))
      .map(([code, text]) => `${code}: ${(text as string).match(breakable)![0]}`);
    expect(found).toEqual([]);
  });
});
