import { normaliseText } from './normalise.js';

const HINTS: Record<'de' | 'fr' | 'en', string[]> = {
  de: [
    'und',
    'mit',
    'ohne',
    'der',
    'die',
    'das',
    'milch',
    'kase',
    'brot',
    'vollkorn',
    'schokolade',
    'zucker',
    'wasser',
    'fleisch',
    'rahm',
    'butter',
    'salz',
    'weizenmehl',
    'zutaten',
    'nach',
    'art',
    'fur',
    'bio',
    'joghurt',
    'kartoffel',
    'apfel',
    'saft',
    'tee',
    'suppe',
    'sauce',
  ],
  fr: [
    'et',
    'de',
    'du',
    'des',
    'la',
    'le',
    'les',
    'au',
    'aux',
    'avec',
    'sans',
    'lait',
    'fromage',
    'pain',
    'chocolat',
    'sucre',
    'eau',
    'viande',
    'creme',
    'beurre',
    'sel',
    'farine',
    'ble',
    'jus',
    'pomme',
    'yaourt',
    'soupe',
    'legumes',
    'poulet',
    'noir',
    'blanc',
  ],
  en: [
    'and',
    'with',
    'without',
    'the',
    'of',
    'milk',
    'cheese',
    'bread',
    'chocolate',
    'sugar',
    'water',
    'meat',
    'cream',
    'salt',
    'flour',
    'wheat',
    'juice',
    'apple',
    'soup',
    'chicken',
    'ingredients',
    'organic',
    'dark',
    'white',
  ],
};
const DE_SHAPE = /(sch|ung\b|chen\b|[äöü])/i;
const FR_SHAPE = /([éèêàç]|\bl'|\bd')/i;

/** Best guess of the language of a short food text (a name or ingredient list); undefined if unsure. */
export function guessLang(text: string): 'de' | 'fr' | 'en' | undefined {
  const words = normaliseText(text).split(' ');
  const score = { de: 0, fr: 0, en: 0 };
  for (const lang of ['de', 'fr', 'en'] as const) {
    for (const w of words) if (HINTS[lang].includes(w)) score[lang] += 1;
  }
  if (DE_SHAPE.test(text)) score.de += 1;
  if (FR_SHAPE.test(text)) score.fr += 1;
  const ranked = (Object.entries(score) as ['de' | 'fr' | 'en', number][]).sort(
    (a, b) => b[1] - a[1],
  );
  const [first, second] = ranked;
  if (!first || first[1] === 0 || (second && second[1] === first[1])) return undefined;
  return first[0];
}
