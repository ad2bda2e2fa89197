import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultCatalogDir } from '../node';
import { testEngine } from '../node/testing';
import { MISPRINTS } from './misprints';

const SOURCES: Record<string, string> = {
  Lifyzer: 'lifyzer_off2019_swiss_barcodes.csv',
  FoodRepo: 'foodrepo_ch_2018.csv',
};
const files = new Map<string, string>();
/** The text of a product's row in a source file of ../shared/data (read at test time). */
function rowOf(code: string, source: string): string {
  const file = SOURCES[source] as string;
  if (!files.has(file))
    files.set(file, readFileSync(join(defaultCatalogDir(), 'products', file), 'utf8'));
  const text = files.get(file) as string;
  const at = text.indexOf(`\n${code},`);
  return at < 0 ? '' : text.slice(at, text.indexOf('\n7', at + 1));
}

const idsOf = (name: string, lang: (typeof MISPRINTS)[number]['lang']) =>
  testEngine()
    .parseIngredients(name, lang)
    .ingredients.flatMap((n) => n.ids);

describe('misprints seen on real packs (misprints.ts)', () => {
  it.each(MISPRINTS.map((m) => [m.written, m.means, m] as const))(
    '"%s" reads as "%s", and is printed so where it was seen',
    (_written, _means, m) => {
      const ids = idsOf(m.written, m.lang);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual(idsOf(m.means, m.lang));
      if (m.id) expect(ids).toContain(m.id);
      for (const [, code, source] of m.seen.matchAll(/(\d{8,13}) (Lifyzer|FoodRepo)/g))
        expect(rowOf(code as string, source as string).toLowerCase()).toContain(m.written);
    },
  );
});
