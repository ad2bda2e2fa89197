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
