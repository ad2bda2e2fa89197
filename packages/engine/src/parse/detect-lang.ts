// Cheap language guess from frequent ingredient-list words; enough to pick the de/fr/en names first.
import type { Lang } from '../types';

const MARKERS: Record<Lang, RegExp> = {
  de: /\b(?:und|mit|zucker|salz|milch|weizenmehl|wasser|kann|spuren|enthalten|pflanzliche?s?|öl|säuerungsmittel|emulgator|aroma|zutaten)\b|[äöüß]/giu,
  fr: /\b(?:et|de|du|des|sucre|sel|lait|farine|eau|peut|contenir|huile|végétale|arôme|ingrédients|blé)\b|[éèàçêû]/giu,
  en: /\b(?:and|of|sugar|salt|milk|flour|water|may|contain|oil|vegetable|flavou?ring|ingredients|wheat)\b/giu,
};

/** The first few hundred characters are enough, and keep this cheap for long lists. */
const SAMPLE = 200;

/** Languages we do not read, to avoid judging an Italian list with German names. */
const OTHER = /\b(?:e|di|della|dello|con|zucchero|sale|latte|farina|acqua|olio|grano|frumento|uova|y|del|azúcar|azucar|leche|harina|agua|aceite|trigo|huevos?|cerdo|carne|levadura|almidón|grasa|zumo|mantequilla|queso|nata|pollo|maíz|especias|puede|contener|van|suiker|zout|melk\w*|tarwe\w*|olie|cacaoboter|cacaomassa|volle|magere|plantaardige|natuurlijk|zonnebloem\w*|açúcar|leite|farinha|água|óleo|cukier|olej|mleko|proszku|socker|och|vesi|ja|šećer|ulje)\b/giu;

/** Like detectLang, but says 'other' for Italian, Spanish, Dutch or Portuguese lists. */
export function detectTextLang(fullText: string): Lang | 'other' {
  const text = fullText.length > SAMPLE ? fullText.slice(0, SAMPLE) : fullText;
  const lang = detectLang(text);
  const own = text.match(MARKERS[lang])?.length ?? 0;
  const other = text.match(OTHER)?.length ?? 0;
  return other * 2 >= own && other >= 2 ? 'other' : lang;
}

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
