import { join } from 'node:path';
import { createNameMatcher } from './category-names.js';
import { SWISS_CATEGORY_NAMES } from './category-swiss-names.js';
import { loadTaxonomy } from './category-taxonomy.js';
import { normaliseText } from './normalise.js';
import { kindLexeme } from './search-doc.js';

const matchers = new Map<string, ReturnType<typeof createNameMatcher>>();
const singular = (w: string) => (w.length > 3 && /[sx]$/.test(w) ? w.slice(0, -1) : w);

/**
 * The search lexemes of the kinds of food a text names as a whole, in en/de/fr/it ("Honig",
 * "pâtes", "jus de pomme" → '@en:honeys', '@en:pastas', '@en:apple-juices'), by the same name
 * matcher that places products (category-names.ts); [] when it names none. The categories
 * taxonomy is loaded on first use per catalogue directory (about a second) and kept.
 */
export function findNamedKinds(catalogDir: string, text: string): string[] {
  let match = matchers.get(catalogDir);
  if (!match) {
    const categories = loadTaxonomy(join(catalogDir, 'taxonomies', 'off', 'categories.txt'));
    match = createNameMatcher(categories, SWISS_CATEGORY_NAMES);
    matchers.set(catalogDir, match);
  }
  const whole = normaliseText(text).split(' ').filter(Boolean).map(singular).join(' ');
  if (!whole) return [];
  return [
    ...new Set(
      match(text)
        .filter((c) => c.words === whole)
        .map((c) => kindLexeme(c.id)),
    ),
  ];
}
