// What an ingredient is made from, read from its own names in the taxonomy: "coconut oil", "soya
// lecithin", "huile de coco", "arôme naturel de citron", "Beetroot red" (E162), "Paprika extract"
// (E160c) name the food they are made of beside a word for the form it takes. For a custom
// word, a food's oil, flour, juice, flavouring or colour is that food (DOMAIN.md "Additive classes
// and everyday names": beetroot red E162 is beetroot, "arôme naturel de citron" is lemon). The
// taxonomy files them elsewhere (coconut oil under vegetable oils), so the hierarchy alone misses
// them. Only custom words read this: the four intolerances have their own rule tables.
import type { TaxonomyEntry } from '../knowledge';
import type { NameMatch } from '../match/matcher-types';
import { normalizeName } from '../text/normalize';
import { READ_LANGS, type ReadLang } from '../types';

/**
 * The word of a name that says what form a food takes: last in English ("coconut oil", "paprika
 * extract"), first in French, Italian and in German phrases ("huile de coco", "olio di cocco",
 * "arôme naturel de noisette", "Aroma Koffein"); and colour words, which name a colour after its
 * plant ("beetroot red", "rouge de betterave"). Not "sugar": beet sugar and cane sugar are sucrose,
 * whatever the plant.
 */
const FORM_WORDS: Readonly<Record<ReadLang, ReadonlySet<string>>> = {
  en: new Set([
    ...['oil', 'fat', 'butter', 'milk', 'cream', 'drink', 'water', 'broth', 'stock'],
    ...['flour', 'meal', 'powder', 'flakes', 'bran', 'germ', 'grits', 'semolina', 'starch'],
    ...['juice', 'extract', 'paste', 'puree', 'concentrate', 'syrup', 'nectar', 'pulp', 'sauce'],
    ...['protein', 'proteins', 'fibre', 'fiber', 'lecithin', 'gelatine', 'gelatin', 'vinegar'],
    ...['seeds', 'kernels', 'pieces', 'chips', 'zest', 'peel', 'leaves', 'salt'],
    ...['flavouring', 'flavoring', 'flavour', 'flavor', 'aroma'],
    ...['red', 'yellow', 'green', 'black', 'brown', 'orange', 'blue'],
  ]),
  fr: new Set([
    ...['huile', 'graisse', 'beurre', 'lait', 'creme', 'boisson', 'eau', 'bouillon', 'fond'],
    ...['farine', 'poudre', 'flocons', 'son', 'germe', 'semoule', 'amidon', 'fecule'],
    ...['jus', 'extrait', 'extraits', 'pate', 'puree', 'concentre', 'sirop', 'nectar', 'pulpe'],
    ...['sauce', 'proteine', 'proteines', 'fibre', 'fibres', 'lecithine', 'gelatine'],
    ...['vinaigre', 'graines', 'eclats', 'zeste', 'ecorce', 'feuilles', 'sel'],
    ...['arome', 'aromes', 'rouge', 'jaune', 'vert', 'noir', 'brun', 'orange', 'bleu'],
  ]),
  it: new Set([
    ...['olio', 'grasso', 'burro', 'latte', 'crema', 'bevanda', 'acqua', 'brodo'],
    ...['farina', 'polvere', 'fiocchi', 'crusca', 'germe', 'semola', 'amido', 'fecola'],
    ...['succo', 'estratto', 'pasta', 'purea', 'concentrato', 'sciroppo', 'nettare', 'polpa'],
    ...['salsa', 'proteine', 'proteina', 'fibra', 'fibre', 'lecitina', 'gelatina', 'aceto'],
    ...['semi', 'scorza', 'foglie', 'sale', 'aroma', 'aromi', 'rosso', 'giallo', 'verde', 'nero'],
  ]),
  de: new Set(['aroma', 'aromen', 'extrakt', 'ol', 'saft', 'pulver', 'mehl']),
};

/**
 * Sources that name a kingdom or a nutrient, not a food: "vegetable oil" and "plant protein" are not
 * vegetables in the cook's sense a user means by "Gemüse" or "légumes"; "low-fat milk" is no fat.
 * Such a name says no food: "vegetable oil" is a class of oils, and may be coconut oil.
 */
const NOT_A_SOURCE = new Set(['en:vegetable', 'en:plant', 'en:fat', 'en:oil']);

/** "gluten-free oat flour", "lactose-free milk", "sans gluten": what it lacks is no source. */
const LACKS = /\b(?:free|sans|senza|ohne|frei)\b/;
const E_NUMBER = /^e ?\d{3}/;

export interface MadeFrom {
  /** id → the foods it is made from. */
  links: ReadonlyMap<string, readonly string[]>;
  /** Ids whose name says what food they are made from, linked or not ("pork gelatin"). */
  named: ReadonlySet<string>;
}

/**
 * Words that say how a form was made, not from what: "natural flavouring", "flavouring
 * preparation". Not "artificial" or "nature-identical": those flavourings are made from no food.
 */
const QUALIFIERS = new Set([
  ...['natural', 'preparation', 'other', 'mixed', 'naturel', 'naturels', 'naturelle'],
  ...['naturelles', 'autres', 'naturliches', 'naturliche', 'naturlich', 'naturale', 'naturali'],
]);

/**
 * A name that says only its form and how it was made ("natural flavouring", "flavouring
 * preparation"): a generic member of its class, unlike "orange flavouring" or "kosher gelatin",
 * which name a kind.
 */
export function isGenericName(name: string, lang: ReadLang, stopWords: ReadonlySet<string>) {
  const words = normalizeName(name)
    .split(' ')
    .filter((w) => !QUALIFIERS.has(w) && !stopWords.has(w));
  return words.length === 1 && FORM_WORDS[lang].has(words[0] as string);
}

/** The food words of a name, without its form word, or undefined when it has none. */
function foodWords(name: string, lang: ReadLang): string | undefined {
  const words = normalizeName(name).split(' ');
  if (words.length < 2 || LACKS.test(name) || E_NUMBER.test(name)) return undefined;
  const forms = FORM_WORDS[lang];
  if (lang === 'en') {
    return forms.has(words[words.length - 1] as string) ? words.slice(0, -1).join(' ') : undefined;
  }
  return forms.has(words[0] as string) ? words.slice(1).join(' ') : undefined;
}

/**
 * id → the foods it is made from, for every entry with a name "<food> <form word>" (English) or
 * "<form word> … <food>" (French, Italian, German phrases), read by `matchName` as a pack is read.
 */
export function readMadeFrom(
  entries: readonly TaxonomyEntry[],
  matchName: (name: string, lang: ReadLang) => NameMatch,
  ancestors: (id: string) => readonly string[],
): MadeFrom {
  const links = new Map<string, string[]>();
  const named = new Set<string>();
  for (const e of entries) {
    for (const lang of READ_LANGS) {
      for (const name of e.names[lang] ?? []) {
        const words = foodWords(name, lang);
        if (words === undefined) continue;
        // One word the matcher does not know may qualify the food: "natural pork flavouring".
        const food = matchName(words, lang);
        if (food.ids.length === 0 || food.unknownWords > (words.includes(' ') ? 1 : 0)) continue;
        if (food.ids.some((id) => !NOT_A_SOURCE.has(id))) named.add(e.id);
        const own = ancestors(e.id);
        const sources = links.get(e.id) ?? [];
        for (const id of food.ids)
          if (!own.includes(id) && !NOT_A_SOURCE.has(id) && !sources.includes(id)) sources.push(id);
        if (sources.length > 0) links.set(e.id, sources);
      }
    }
  }
  return { links, named };
}
