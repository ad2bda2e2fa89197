import { normaliseText } from '#server/modules/catalogue/index.js';

/**
 * What a product's name says, for the audit's name-vs-verdict check (decision 060). Names are
 * folded (NFKC, lower case, accents and umlauts stripped: Käse → kase) and matched word by word.
 *
 * German compounds: a German food word counts anywhere inside a word, because German writes the
 * ingredient into the compound, at the end (Vollmilch, Bergkäse, Vollkornbrot, Eiernudeln) or at
 * the start (Milchschokolade, Rahmsauce, Weizenmehl, Käsekuchen): milk chocolate does contain
 * milk. The compounds where the word is not the food are blanked first (Kokosmilch, Buchweizen,
 * Leberkäse, Brotaufstrich, Reisnudeln), and so are plant "milks" and negations in every language.
 * Words of the other languages match only as whole words (plural -s allowed): "lait" is not
 * "laitue", "pain" is not "massepain", "blé" is not "double".
 */
export interface WordRule {
  /** Folded trigger; `compound` ones match inside a word, the others as a whole word (+s). */
  word: string;
  compound?: boolean;
}

const rules = (compound: string[], whole: string[]): WordRule[] => [
  ...compound.map((word) => ({ word, compound: true })),
  ...whole.map((word) => ({ word })),
];

export const LACTOSE_WORDS = rules(
  ['milch', 'joghurt', 'jogurt', 'rahm', 'kase', 'sahne'],
  ['lait', 'latte', 'milk', 'yogurt', 'yoghurt', 'yogourt', 'yaourt', 'creme', 'cream'].concat([
    'fromage',
    'formaggio',
    'formaggi',
    'cheese',
  ]),
);

export const GLUTEN_WORDS = rules(
  ['brot', 'weizen', 'nudel', 'biscuit'],
  ['pain', 'pane', 'baguette', 'ble', 'pasta', 'pates', 'bread', 'wheat', 'noodle'],
);

const PLANT = String.raw`(?:coco|cocco|coconut|kokos|kokosnuss|amandes?|mandorl[ae]|almonds?|mandel|avoine|avena|oats?|hafer|soja|soia|soy|riz|riso|rice|reis|noisettes?|nocciol[ae]|hazelnuts?|haselnuss|cashews?|cajou|dinkel|huile|vegetale?s?)`;
const NON_GLUTEN_GRAIN = String.raw`(?:riz|riso|rice|mais|corn|sarrasin|buckwheat|quinoa|lentils?|lentilles|lenticchie|pois chiches|chickpeas?|konjac|shirataki|glass|edamame|soybean|black bean|mung bean|beans?)`;

/** Spans that contain a trigger word but do not name the food; blanked before matching. */
export const LACTOSE_NOT_FOOD: RegExp[] = [
  // Plant drinks and creams: Kokosmilch, Kokos Milch, lait de noix de coco, latte di mandorla, coconut milk.
  /\p{L}*(?:kokos|kokosnuss|mandel|hafer|soja|reis|cashew|haselnuss|dinkel|erbsen|pflanzen)(?:milch|rahm|sahne|kase)\p{L}*/gu,
  new RegExp(
    String.raw`\b(?:lait|latte|yaourt|yogurt|fromage)s? (?:(?:de|d|di|du|al|alla|au|a|aux|noix) )*${PLANT}\b`,
    'g',
  ),
  new RegExp(String.raw`\b${PLANT} (?:milk|milch|cream|yogurt|yoghurt|cheese)s?\b`, 'g'),
  // French "crème de …" is a purée, spread or liqueur (crème de marrons, de tomates, de cassis).
  /\bcremes? (?:de|d|di|du) \p{L}+/gu,
  // Lacto-fermented (milchsauer vergoren) and lactic acid name no milk (DOMAIN: not lactose).
  /\p{L}*milchsa(?:uer|ure)\p{L}*/gu,
  // Negations and free-from words: Milchfrei, ohne Milch, sans lait, dairy free, senza latte.
  /\p{L}*(?:milch|kase)frei\p{L}*/gu,
  /\b(?:ohne|sans|senza|without|no|non) (?:\p{L}+ )?(?:milch|lait|latte|milk|dairy|laktose|lactose|lattosio|kase|fromage|rahm|creme|cream)\b/gu,
  /\b(?:milk|dairy|lactose) free\b/g,
  // Meat loaves (Fleischkäse, Leberkäse, fromage d'Italie); condiments for cheese; cream crackers.
  /\p{L}*(?:fleisch|leber|flieisch|fliesch)kase\p{L}*/gu,
  /\bfromage d italie\b/g,
  /\b(?:pour|zu|fur|for|per) (?:le |la |les |den |dem )?(?:fromages?|kase|cheeses?|formaggi|formaggio)\b/g,
  /\bcream crackers?\b/g,
];

export const GLUTEN_NOT_FOOD: RegExp[] = [
  /\p{L}*buchweizen\p{L}*/gu, // buckwheat (DOMAIN: not gluten)
  /\bble noir\b/g,
  /\p{L}*(?:reis|mais|glas|linsen|kichererbsen|hirse|quinoa)nudel\p{L}*/gu,
  new RegExp(
    String.raw`\b(?:pasta|pates|noodles?|nudeln?) (?:(?:de|d|di|du|al|alla|au|aux|a|of) )*${NON_GLUTEN_GRAIN}\b`,
    'g',
  ),
  new RegExp(String.raw`\b${NON_GLUTEN_GRAIN} (?:pasta|noodles?|nudeln?)\b`, 'g'),
  /\bpates de fruits?\b/g, // fruit jellies
  // Sauces for pasta are not pasta: pasta sauce, sugo per pasta, sauce pour pâtes, für Pasta.
  /\b(?:pasta|pates) sauces?\b/g,
  /\b(?:pour|per|fur|for|alla) (?:la |les )?(?:pasta|pates)\b/g,
  /\p{L}*(?:brotaufstrich|johannisbrot)\p{L}*/gu, // bread spread; carob
  /\bbroths?\b/g, // English broth contains "brot"
  /\b(?:ohne|sans|senza|without|no) (?:gluten|glutine|weizen|ble|wheat)\b/g,
  /\b(?:gluten|wheat) free\b/g,
];

const LACTOSE_CLAIMS = String.raw`la[ck]tose ?frei\w*|ohne la[ck]tose|sans lactose|exempte? de lactose|lactose free|senza lattosio|sin lactosa|free from la[ck]tose|0 la[ck]tose|lactose 0`;
const GLUTEN_CLAIMS = String.raw`gluten ?frei\w*|ohne gluten|sans gluten|exempte? de gluten|gluten free|senza glutine|sin gluten|glutine free|free from gluten`;
/** A claim anywhere in a (folded) name. */
export const LACTOSE_FREE_CLAIM = new RegExp(String.raw`\b(?:${LACTOSE_CLAIMS})\b`);
export const GLUTEN_FREE_CLAIM = new RegExp(String.raw`\b(?:${GLUTEN_CLAIMS})\b`);
/**
 * A claim that stands as its own item of the ingredient text ("Lait partiellement écrémé, exempt de
 * lactose, UHT", "… Naturellement sans lactose."); "lait sans lactose" qualifies one ingredient and
 * is not a claim about the product, so such lists are still read one by one.
 */
const NATURALLY =
  '(?:(?:naturellement|naturlich|naturally|naturalmente|par nature|von natur aus|by nature|per natura|garanti|garantiert|guaranteed) )?';
export const LACTOSE_FREE_ITEM = new RegExp(`^${NATURALLY}(?:${LACTOSE_CLAIMS})$`);
export const GLUTEN_FREE_ITEM = new RegExp(`^${NATURALLY}(?:${GLUTEN_CLAIMS})$`);
/**
 * The first item of a list when it restates the product with a claim ("yogourt sans lactose",
 * "Boisson lactée sans lactose avec 1.5 % de matière grasse", "Crème entière sans lactose"): the
 * claim is about the product (DOMAIN.md "Claims: where they stand"). Group 1: what it restates.
 */
export const LACTOSE_FREE_FIRST = new RegExp(`^(\\p{L}[\\p{L} ]*?) (?:${LACTOSE_CLAIMS})\\b`, 'u');
/** Words that restate a product of any kind: a drink, a preparation. */
export const PRODUCT_WORD =
  /^(?:boisson|drink|getrank|bevanda|preparation|zubereitung|preparazione|specialite)\b/;
export const LACTOSE_FREE_LABEL = /^[a-z]{2}:(?:no-lactose|lactose-free|sans-lactose|laktosefrei)$/;
export const GLUTEN_FREE_LABEL =
  /^[a-z]{2}:(?:no-?gluten|gluten-free|sans-gluten|glutenfrei|senza-glutine)$/;

/** The items of ingredient texts, folded: split at , ; . : bullets, footnote stars and a dash between spaces; a bracketed note qualifies the ingredient before it. */
export const listItems = (texts: string[]) =>
  texts
    .flatMap((t) => t.split(/[,;.:•*\n]| [-–] /))
    .map(foldName)
    .filter(Boolean);

/** Names fold like search text (accents stripped, ß → ss) after NFKC (𝐖𝐞𝐢𝐳𝐞𝐧 → weizen). */
export const foldName = (name: string) => normaliseText(name.normalize('NFKC'));

/** The first trigger word found in a folded name, after blanking the spans that are not the food. */
export function findWord(folded: string, words: WordRule[], notFood: RegExp[]): string | null {
  const text = notFood.reduce((t, re) => t.replace(re, ' '), folded);
  for (const w of text.split(' ')) {
    if (!w) continue;
    for (const rule of words) {
      if (rule.compound ? w.includes(rule.word) : w === rule.word || w === `${rule.word}s`)
        return w;
    }
  }
  return null;
}
