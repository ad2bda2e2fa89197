// The category a product's name names, for a product without category tags.
import { READ_LANGS, type ProductInput } from '../types';
import type { TaxonomyIndex } from '../taxonomy/taxonomy-index';
import { FUNCTION_WORDS } from '../match/word-sets';
import { STOP_WORDS } from '../match/stop-words';
import { CHEESE_GRADES } from './identity-rules';
import { keysOf } from './name-keys';

const isFunctionWord = (word: string) => READ_LANGS.some((l) => FUNCTION_WORDS[l].has(word));

/** Words that join a second food to the first ("Joghurt mit Erdbeeren", "café au lait"). */
export const JOINS = new Set([
  'mit',
  'avec',
  'with',
  'con',
  'au',
  'aux',
  'alla',
  'all',
  'und',
  'et',
  'and',
  'e',
]);
/** A joining word just before the word at `at` ("au rhum", "mit Kirsch", "à la Kirsch"). */
const joined = (words: readonly string[], at: number) => {
  const before = words[at - 1] ?? '';
  return JOINS.has(before) || before === 'a' || (/^la?$/.test(before) && words[at - 2] === 'a');
};

/** At most this many words in a category's name ("Côtes du Rhône Villages"). */
const MAX_CATEGORY_WORDS = 5;

/**
 * The category a product's name names, when it has no category tags: the longest phrase of the
 * name that is a category of the Open Food Facts categories taxonomy ("Baron de Lestac Bordeaux
 * 2013" is a Bordeaux, a wine; "Coca Cola" a cola). Short words (under 4 letters) name none.
 */
export function createNameCategory(
  categories: TaxonomyIndex,
  placeAfterFrom: RegExp,
  places: ReadonlySet<string>,
  /** A word of the name beside the category's: no other food ("Mini cuchaule au beurre"). */
  besideOk: (word: string, category: string) => boolean,
): (product: ProductInput) => string | undefined {
  const find = (words: readonly string[]): string | undefined => {
    for (let len = Math.min(MAX_CATEGORY_WORDS, words.length); len >= 1; len--)
      for (let i = 0; i + len <= words.length; i++) {
        const phrase = words.slice(i, i + len).join(' ');
        // After a joining word the category is what the product holds, not what it is ("Boules
        // au rhum" are sweets with rum, "Tender à la Schwarzwälder Kirsch" a cake).
        if (joined(words, i)) continue;
        // One short word names no category by itself ("rape" is grated in French, turnips in
        // Italian; "pain", "sale").
        if (phrase.length < 4 || (len === 1 && isFunctionWord(phrase))) continue;
        // A place that is also a cheese names the cheese only alone or with its grade.
        const inPhrase = (k: number) => k >= i && k < i + len;
        const besides = (w: string, k: number) =>
          inPhrase(k) || CHEESE_GRADES.has(w) || STOP_WORDS.has(w);
        if (places.has(phrase) && !words.every(besides)) continue;
        for (const l of READ_LANGS) {
          const id =
            categories.byName[l].get(phrase) ??
            categories.byName[l].get(phrase.replace(/[sx]$/, ''));
          if (id !== undefined && words.every((w, k) => inPhrase(k) || besideOk(w, id))) return id;
        }
      }
    return undefined;
  };
  return (product) => {
    for (const { key } of keysOf(product, placeAfterFrom)) {
      const id = find(key.split(' '));
      if (id !== undefined) return id;
    }
    return undefined;
  };
}
