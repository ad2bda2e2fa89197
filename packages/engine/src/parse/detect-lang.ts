// Cheap language guess from frequent ingredient-list words; enough to pick the de/fr/it/en names first.
import type { ReadLang } from '../types';

const WORDS: Record<ReadLang, string[]> = {
  de: [
    'und',
    'mit',
    'zucker',
    'salz',
    'milch',
    'weizenmehl',
    'wasser',
    'kann',
    'spuren',
    'enthalten',
    'pflanzlich',
    'pflanzliche',
    'pflanzliches',
    'pflanzlicher',
    'säuerungsmittel',
    'emulgator',
    'aroma',
    'zutaten',
  ],
  fr: [
    'et',
    'de',
    'du',
    'des',
    'sucre',
    'sel',
    'lait',
    'farine',
    'eau',
    'peut',
    'contenir',
    'huile',
    'végétale',
    'arôme',
    'ingrédients',
  ],
  en: [
    'and',
    'of',
    'sugar',
    'salt',
    'milk',
    'flour',
    'water',
    'may',
    'contain',
    'oil',
    'vegetable',
    'flavoring',
    'flavouring',
    'ingredients',
    'wheat',
  ],
  it: [
    'e',
    'di',
    'del',
    'della',
    'con',
    'zucchero',
    'sale',
    'latte',
    'farina',
    'acqua',
    'olio',
    'grano',
    'frumento',
    'uova',
    'contenere',
    'tracce',
    'ingredienti',
    'burro',
    'amido',
    'lievito',
    'emulsionante',
    'sciroppo',
    'aromi',
    'vegetale',
    'grassi',
    'polvere',
    'semola',
    'siero',
    'panna',
    'tenero',
  ],
};
const WORD_LANG = new Map<string, ReadLang>();
for (const lang of ['de', 'fr', 'en', 'it'] as const)
  for (const w of WORDS[lang]) WORD_LANG.set(w, lang);
/** One pass over the sample: marker words, plus letters only German or French use. */
const MARKER = new RegExp(`\\b(?:${[...WORD_LANG.keys()].join('|')})\\b|[äöüß]|[éèàçêû]`, 'giu');
const LETTER_LANG: Record<string, ReadLang> = {
  ä: 'de',
  ö: 'de',
  ü: 'de',
  ß: 'de',
  é: 'fr',
  è: 'fr',
  à: 'fr',
  ç: 'fr',
  ê: 'fr',
  û: 'fr',
};

function countMarkers(text: string): Record<ReadLang, number> {
  const counts: Record<ReadLang, number> = { de: 0, fr: 0, en: 0, it: 0 };
  // match() with the global flag gives the matched words only, without a match object for each.
  for (const found of text.match(MARKER) ?? []) {
    const word = found.toLowerCase();
    const lang = word.length === 1 ? LETTER_LANG[word] : WORD_LANG.get(word);
    if (lang) counts[lang]++;
  }
  return counts;
}

/** The first few hundred characters are enough, and keep this cheap for long lists. */
const SAMPLE = 200;

/** Languages we do not read, to avoid judging a Spanish list with German names. */
const OTHER =
  /\b(?:y|azúcar|azucar|leche|harina|agua|aceite|trigo|huevos?|cerdo|carne|levadura|almidón|grasa|zumo|mantequilla|queso|nata|pollo|maíz|especias|puede|contener|van|suiker|zout|melk\w*|tarwe\w*|olie|cacaoboter|cacaomassa|volle|magere|plantaardige|natuurlijk|zonnebloem\w*|açúcar|leite|farinha|água|óleo|cukier|olej|mleko|proszku|socker|och|vesi|ja|šećer|ulje)\b/gi;

/** Like detectLang, but says 'other' for Spanish, Dutch, Portuguese or other lists we do not read. */
export function detectTextLang(fullText: string): ReadLang | 'other' {
  const text = fullText.length > SAMPLE ? fullText.slice(0, SAMPLE) : fullText;
  const counts = countMarkers(text);
  const lang = mostMarked(counts);
  const own = counts[lang];
  const other = text.match(OTHER)?.length ?? 0;
  return other * 2 >= own && other >= 2 ? 'other' : lang;
}

export function detectLang(fullText: string, hint?: string): ReadLang {
  const text = fullText.length > SAMPLE ? fullText.slice(0, SAMPLE) : fullText;
  return mostMarked(countMarkers(text), hint);
}

/** The language with the most markers; the hint (or English) when none has any. */
function mostMarked(counts: Record<ReadLang, number>, hint?: string): ReadLang {
  let best: ReadLang = hint === 'de' || hint === 'fr' || hint === 'it' ? hint : 'en';
  let bestScore = 0;
  for (const lang of ['de', 'fr', 'en', 'it'] as const) {
    if (counts[lang] > bestScore) {
      best = lang;
      bestScore = counts[lang];
    }
  }
  return best;
}
