// Cheap language guess from frequent ingredient-list words; enough to pick the de/fr/en names first.
import type { Lang } from '../types';

const MARKERS: Record<Lang, RegExp> = {
  de: /\b(?:und|mit|zucker|salz|milch|weizenmehl|wasser|kann|spuren|enthalten|pflanzliche?s?|öl|säuerungsmittel|emulgator|aroma|zutaten)\b|[äöüß]/giu,
  fr: /\b(?:et|de|du|des|sucre|sel|lait|farine|eau|peut|contenir|huile|végétale|arôme|ingrédients|blé)\b|[éèàçêû]/giu,
  en: /\b(?:and|of|sugar|salt|milk|flour|water|may|contain|oil|vegetable|flavou?ring|ingredients|wheat)\b/giu,
};

/** The first few hundred characters are enough, and keep this cheap for long lists. */
const SAMPLE = 200;

export function detectLang(fullText: string, hint?: string): Lang {
  const text = fullText.length > SAMPLE ? fullText.slice(0, SAMPLE) : fullText;
  let best: Lang = hint === 'de' || hint === 'fr' ? hint : 'en';
  let bestScore = 0;
  for (const lang of ['de', 'fr', 'en'] as const) {
    const score = text.match(MARKERS[lang])?.length ?? 0;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
