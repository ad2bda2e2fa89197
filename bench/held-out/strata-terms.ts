// Set A's custom-term strata: per term, products that hold it (under its many names), a broader
// class that may hold it, look-alikes that must not count, traces, and complete lists without it.
import {
  cleanList,
  hasItem,
  inText,
  namedNoList,
  noList,
  re,
  onlyTraces,
  without,
  type SampleTest,
} from './sample-tests.js';
import * as W from './term-words.js';

export interface TermBucket {
  bucket: string;
  n: number;
  test: SampleTest;
}

export const TERMS: Record<string, TermBucket[]> = {
  Sellerie: [
    { bucket: 'contains', n: 3, test: hasItem(W.CELERY) },
    {
      bucket: 'compound-or-italian',
      n: 2,
      test: inText(
        'knollensellerie|stangensellerie|selleriesalz|sellerieknollen|c[ée]leri-rave|céleri-branche|\\bsedano',
      ),
    },
    { bucket: 'spices-class', n: 2, test: without(W.SPICES, W.CELERY) },
    {
      bucket: 'lovage-lookalike',
      n: 1,
      test: without('livèche|liebstöckel|levistico|lovage', W.CELERY),
    },
    { bucket: 'traces', n: 2, test: onlyTraces(W.CELERY) },
    {
      bucket: 'clean',
      n: 2,
      test: cleanList(W.CELERY, W.SPICES, 'légumes|gemüse|bouillon|condiment|würze|arôme|aroma'),
    },
  ],
  noisettes: [
    { bucket: 'contains', n: 3, test: hasItem(W.HAZELNUT) },
    {
      bucket: 'lookalike',
      n: 2,
      test: without(
        'noix de coco|muscade|noix de cajou|noix de pécan|kokosnuss|muskatnuss',
        W.HAZELNUT,
        W.NUTS,
      ),
    },
    { bucket: 'nut-class', n: 2, test: without(W.NUTS, W.HAZELNUT) },
    { bucket: 'traces', n: 2, test: onlyTraces(W.HAZELNUT) },
    { bucket: 'clean', n: 2, test: cleanList(W.HAZELNUT, W.NUTS) },
    { bucket: 'named-no-list', n: 1, test: namedNoList('noisette|haselnuss|nocciol|hazelnut') },
  ],
  mustard: [
    { bucket: 'contains', n: 3, test: hasItem(W.MUSTARD) },
    {
      bucket: 'lookalike',
      n: 3,
      test: without(
        'raifort|meerrettich|horseradish|rafano|colza|\\braps|rapeseed|canola',
        W.MUSTARD,
      ),
    },
    { bucket: 'spices-class', n: 1, test: without(W.SPICES, W.MUSTARD) },
    { bucket: 'traces', n: 2, test: onlyTraces(W.MUSTARD) },
    { bucket: 'clean', n: 2, test: cleanList(W.MUSTARD, W.SPICES) },
  ],
  sesamo: [
    { bucket: 'contains', n: 3, test: hasItem(W.SESAME) },
    { bucket: 'traces', n: 3, test: onlyTraces(W.SESAME) },
    { bucket: 'clean', n: 2, test: cleanList(W.SESAME) },
    { bucket: 'no-list', n: 1, test: noList },
  ],
  soja: [
    { bucket: 'contains', n: 3, test: hasItem(W.SOY) },
    {
      bucket: 'lecithin-unnamed',
      n: 2,
      test: without(
        'l[ée]cithines?\\b|lecithin|e ?322',
        W.SOY,
        'tournesol|sonnenblum|sunflower|girasole|colza|raps',
      ),
    },
    { bucket: 'traces', n: 2, test: onlyTraces(W.SOY) },
    { bucket: 'clean', n: 2, test: cleanList(W.SOY, 'lécithine|lecithin|e ?322') },
  ],
  Ei: [
    { bucket: 'contains', n: 3, test: hasItem(W.EGG) },
    {
      bucket: 'eiweiss-lookalike',
      n: 2,
      test: without('milcheiwei|molkeneiwei|sojaeiwei|weizeneiwei|erbseneiwei', W.EGG),
    },
    { bucket: 'traces', n: 1, test: onlyTraces(W.EGG) },
    { bucket: 'clean', n: 2, test: cleanList(W.EGG, 'eiwei|albumin|protéine') },
  ],
  sulphites: [
    { bucket: 'contains', n: 4, test: hasItem(W.SULPHITE) },
    { bucket: 'sulphate-lookalike', n: 3, test: without(W.SULPHATE, W.SULPHITE) },
    {
      bucket: 'clean',
      n: 2,
      test: cleanList(
        W.SULPHITE,
        'vin\\b|wein|wine|vinaigre|essig|aceto|vinegar|fruits secs|dried',
      ),
    },
  ],
  Sulfite: [
    {
      bucket: 'contains-de',
      n: 3,
      test: (p) => !!p.ingredients_text.de && re(W.SULPHITE).test(p.ingredients_text.de),
    },
    {
      bucket: 'sulphate-lookalike',
      n: 2,
      test: without(
        'sulfat\\b|sulfate|calciumsulfat|eisensulfat|zinksulfat|kupfersulfat',
        W.SULPHITE,
      ),
    },
    {
      bucket: 'clean-de',
      n: 2,
      test: (p, n, t) =>
        !!p.ingredients_text.de && cleanList(W.SULPHITE, 'wein|essig|trocken')(p, n, t),
    },
  ],
  peanut: [
    { bucket: 'contains', n: 3, test: hasItem(W.PEANUT) },
    { bucket: 'traces', n: 2, test: onlyTraces(W.PEANUT) },
    { bucket: 'nut-class', n: 1, test: without(W.NUTS, W.PEANUT) },
    { bucket: 'clean', n: 2, test: cleanList(W.PEANUT, W.NUTS) },
  ],
  Baumnüsse: [
    { bucket: 'contains', n: 3, test: hasItem(W.WALNUT) },
    { bucket: 'lookalike', n: 3, test: without(W.WALNUT_LOOKS, W.WALNUT, W.NUTS) },
    { bucket: 'traces', n: 1, test: onlyTraces(W.WALNUT) },
    { bucket: 'clean', n: 2, test: cleanList(W.WALNUT, W.NUTS) },
  ],
  fish: [
    { bucket: 'contains', n: 4, test: hasItem(W.FISH) },
    { bucket: 'shellfish-only', n: 1, test: without(`${W.CRUSTACEAN}|${W.MOLLUSC}`, W.FISH) },
    { bucket: 'traces', n: 1, test: onlyTraces(W.FISH) },
    { bucket: 'clean', n: 2, test: cleanList(W.FISH, 'worcester') },
    {
      bucket: 'named-no-list',
      n: 1,
      test: namedNoList('thon|saumon|lachs|thunfisch|sardine|fisch|poisson|forelle|truite'),
    },
  ],
  Krebstiere: [
    { bucket: 'contains', n: 3, test: hasItem(W.CRUSTACEAN) },
    {
      bucket: 'mollusc-sibling',
      n: 2,
      test: without(W.MOLLUSC, W.CRUSTACEAN, 'fruits de mer|meeresfrüchte|seafood'),
    },
    { bucket: 'traces', n: 2, test: onlyTraces(W.CRUSTACEAN) },
    {
      bucket: 'clean-fish',
      n: 2,
      test: (p, n, t) =>
        hasItem(W.FISH)(p, n, t) &&
        cleanList(W.CRUSTACEAN, W.MOLLUSC, 'fruits de mer|meeresfrüchte')(p, n, t),
    },
  ],
  pomodoro: [
    { bucket: 'contains', n: 4, test: hasItem(W.TOMATO) },
    {
      bucket: 'vegetable-class',
      n: 2,
      test: without('légumes(?! \\()|gemüse(?! \\()|verdure|vegetables(?! \\()', W.TOMATO),
    },
    {
      bucket: 'clean',
      n: 2,
      test: cleanList(W.TOMATO, 'légumes|gemüse|verdure|vegetables|ketchup'),
    },
    { bucket: 'named-no-list', n: 1, test: namedNoList('tomat|pomodor') },
  ],
  coconut: [
    { bucket: 'contains', n: 3, test: hasItem(W.COCONUT) },
    { bucket: 'cocoa-butter-lookalike', n: 2, test: without(W.COCOA_BUTTER, W.COCONUT, W.VEG_FAT) },
    { bucket: 'vegetable-fat-class', n: 2, test: without(W.VEG_FAT, W.COCONUT) },
    { bucket: 'clean', n: 2, test: cleanList(W.COCONUT, W.VEG_FAT, 'graisse|fett\\b|fette') },
  ],
  Mandeln: [
    { bucket: 'contains', n: 3, test: hasItem(W.ALMOND) },
    { bucket: 'mandarin-lookalike', n: 2, test: without('mandarin', W.ALMOND, W.NUTS) },
    { bucket: 'traces', n: 2, test: onlyTraces(W.ALMOND) },
    { bucket: 'clean', n: 2, test: cleanList(W.ALMOND, W.NUTS) },
  ],
  lupin: [
    { bucket: 'contains', n: 2, test: hasItem(W.LUPIN) },
    { bucket: 'traces', n: 3, test: onlyTraces(W.LUPIN) },
    { bucket: 'clean', n: 2, test: cleanList(W.LUPIN) },
  ],
  pork: [
    { bucket: 'contains', n: 4, test: hasItem(W.PORK) },
    {
      bucket: 'meat-or-gelatine-class',
      n: 3,
      test: without(
        W.MEAT_CLASS,
        W.PORK,
        'boeuf|bœuf|rind|beef|poulet|huhn|chicken|dinde|truthahn|veau|kalb|manzo|pollo|tacchino|bovine|bovin|fish|poisson|fisch',
      ),
    },
    { bucket: 'schweiz-lookalike', n: 1, test: without('schweizer', W.PORK, W.MEAT_CLASS) },
    { bucket: 'clean', n: 2, test: cleanList(W.PORK, W.MEAT_CLASS) },
  ],
  ail: [
    { bucket: 'contains', n: 3, test: hasItem(W.GARLIC) },
    {
      bucket: 'spices-class',
      n: 2,
      test: without(`${W.SPICES}|arômes?\\b|aromen|aromi`, W.GARLIC),
    },
    {
      bucket: 'volaille-lookalike',
      n: 2,
      test: without('volaille|ailes?\\b|caille', W.GARLIC, W.SPICES),
    },
    {
      bucket: 'onion-sibling',
      n: 1,
      test: without('oignon|zwiebel|cipoll|onion', W.GARLIC, W.SPICES),
    },
    {
      bucket: 'clean',
      n: 1,
      test: cleanList(W.GARLIC, W.SPICES, 'arôme|aroma|condiment|würze|bouillon'),
    },
  ],
  kiwi: [
    { bucket: 'contains', n: 3, test: hasItem(W.KIWI) },
    {
      bucket: 'fruit-class',
      n: 1,
      test: without('\\bfruits?\\b(?! \\()|früchte(?! \\()|frutta(?! \\()', W.KIWI),
    },
    { bucket: 'clean', n: 2, test: cleanList(W.KIWI, 'fruit|frücht|frutta') },
    { bucket: 'named-no-list', n: 1, test: namedNoList('kiwi') },
  ],
};
