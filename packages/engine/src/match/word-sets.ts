// Small word and id sets the matcher reads names with: which languages a list's names are looked up
// in, function words, dairy heads that a plant word turns into a plant product, place cheeses.
import type { ReadLang } from '../types';

export const OTHER_LANGS: Record<ReadLang, ReadLang[]> = {
  // Italian names are not tried for de/fr/en lists: "latte" is a coffee in English, "sale" is no salt.
  en: ['en', 'de', 'fr'],
  de: ['de', 'en', 'fr'],
  fr: ['fr', 'en', 'de'],
  it: ['it', 'en', 'fr', 'de'],
};
export const DAIRY_HEADS = new Set(['en:milk', 'en:cream', 'en:butter', 'en:yogurt']);
/**
 * What plant "milks", creams and butters are made of when the plant comes first ("Hafermilch",
 * "almond butter", "Sojajoghurt"): nuts, grains, legumes, seeds, coconut. A fruit or vegetable
 * before a dairy word flavours the dairy food ("Erdbeerjoghurt", "Strawberry Yogurt", "Bananenmilch").
 */
export const PLANT_MILK_CLASSES = new Set([
  'en:cereal',
  'en:nut',
  'en:legume',
  'en:seed',
  'en:soya',
  'en:rice',
  'en:coconut',
]);
/** After "de"/"of", fruit and vegetables too: "crème de marrons", "crème de cassis", "lait de coco". */
export const PLANT_CLASSES = new Set([
  'en:cereal',
  'en:nut',
  'en:fruit',
  'en:vegetable',
  'en:legume',
  'en:seed',
  'en:soya',
  'en:rice',
  'en:coconut',
]);
export const OF = new Set(['de', 'd', 'du', 'des', 'of', 'di', 'del', 'della']);
/** Words of the list's own language that are never an ingredient ("the" is thé only in French). */
/**
 * "Gruyère râpé", "fromage râpé": French for grated, which folds to "rape", the English name of
 * rapeseed. German and French names are read with English synonyms as a fallback, so the word is
 * taken for what it says there (English "rape" is still rapeseed; Italian "rape" are turnips).
 */
export const GRATED = ['rape', 'rapes', 'rapee', 'rapees'];
/**
 * A cheese's fat class (Swiss ordinance on foods of animal origin: vollfett, dreiviertelfett,
 * halbfett, viertelfett): "Schweizer Extra-Hartkäse, vollfett, mit Rohmilch hergestellt" names no
 * added fat.
 */
export const FAT_CLASSES = ['vollfett', 'dreiviertelfett', 'halbfett', 'viertelfett'];

export const FUNCTION_WORDS: Record<ReadLang, ReadonlySet<string>> = {
  en: new Set(['the', 'of', 'and', 'in', 'with', 'from', 'for', 'or', 'to', 'an', 'every']),
  de: new Set([
    'und',
    'mit',
    'aus',
    'von',
    'der',
    'die',
    'das',
    'oder',
    'im',
    ...GRATED,
    ...FAT_CLASSES,
  ]),
  // "à base de lait pasteurisé": made from (not "base", an acidity regulator in the taxonomy).
  fr: new Set([
    'de',
    'du',
    'des',
    'et',
    'avec',
    'le',
    'la',
    'les',
    'ou',
    'au',
    'aux',
    'base',
    ...GRATED,
  ]),
  it: new Set(['di', 'del', 'della', 'con', 'il', 'la', 'le', 'o', 'al', 'alla']),
};
/** Cheeses named after a place (DOMAIN.md): Gruyère, Emmental, Appenzell, Sbrinz, Tilsit, Comté, Parma. */
export const PLACE_CHEESES = new Set([
  'en:gruyere',
  'en:emmental',
  'en:appenzeller',
  'en:sbrinz',
  'en:tilsit',
  'en:comte',
  'en:parmigiano-reggiano',
]);
/** The word before a place: "de la Gruyère", "aus dem Emmental", "from Appenzell", "della Val …". */
export const OF_PLACE = new Set([
  'la',
  'le',
  'de',
  'du',
  'd',
  'dem',
  'der',
  'aus',
  'from',
  'the',
  'of',
  'di',
  'della',
  'del',
  'dell',
]);
export const VITAMIN_LETTER = /^(?:[acdek]|b\d{1,2}|d[23]|k[12])$/;
