// Items of a list that are not ingredients: origins ("Suisse", "aus der Schweiz"), processing
// notes ("pasteurisiert"), and statements ("enthält eine Phenylalaninquelle", "issus de
// l'agriculture biologique"). They are left out of the ingredient count, so that an origin note
// does not make a list look unreadable.
import type { TaxonomyEntry } from '../knowledge';
import { READ_LANGS } from '../types';
import { normalizeName } from '../text/normalize';
import { STOP_WORDS } from './stop-words';
import { FAT_CLASSES } from './word-sets';

const STATEMENT =
  /\b(?:bio|biologi\w*|organic|agricultur\w*|landwirtschaft\w*|fairtrade|equitable|phenylalanin\w*|laxati\w*|abfuhrend\w*|proportion|poids|gewicht\w*|gesamtgewicht|freshness|quality|qualite|qualitat|sorgfaltig\w*|herkunft|origine?|provenance|provenant|region|gehandelt|standards?|ip suisse|suisse garantie|hergestellt|fabrique|produced|made|produit|product|prodotto|produkt|conformes?|issus?|stammen|stammt|aus|de|from|min|minimum|mind|mindestens|gras|fett|fat|total|insgesamt|variable|veranderlich\w*|see|voir|siehe|bold|gras)\b/;
/** Phrases that only occur in statements, whatever else the item says. */
const STATEMENT_PHRASE =
  /produit a base de|prodotto a base di|freshness|protect quality|phenylalanin|laxati|abfuhrend|agricultur|landwirtschaft|biologique|organic farming|fairtrade|commerce equitable|proportion variable|poids total|atmosphere protectrice|schutzatmosphare|sorgfaltig|see ingredients|voir ingredients|in bold|en gras|prevent foaming|ip suisse|suisse garantie|effets indesirables|ingredients agricoles|issus de l|aliment pour nourrissons|adverse effect|aktivitat und aufmerksamkeit|attivita e l attenzione|activite et l attention/;
const PROCESSING = [
  'homogenise',
  'homogeneise',
  'homogenisiert',
  'homogenized',
  'homogenised',
  'uht',
  'microfiltre',
  'mikrofiltriert',
  'microfiltered',
  'uperise',
  'ultrahocherhitzt',
  'hocherhitzt',
  'standardise',
  'standardisiert',
  'thermise',
  'teilentrahmt',
  'entrahmt',
  'ecreme',
  'demi ecreme',
];
const WORDS_ONLY_NOISE = new Set([
  'min',
  'minimum',
  'mind',
  'mindestens',
  'max',
  'gras',
  'fett',
  'total',
  'u a',
  'ua',
  'etc',
  'usw',
  // Cheese fat classes standing as an item after the cheese (FAT_CLASSES in word-sets.ts, and in
  // French and Italian), and statements of cheese packs: "trois-quarts gras", "Teneur en mat.
  // grasse e.s. 40%", "Solution saline totale: 1,5%". Not "quart-gras" alone: as the first item of
  // 7610200371034 ("quart-gras, sucre, purée de fraise") it is all the list says of a yogurt.
  ...FAT_CLASSES,
  ...FAT_CLASSES.map((w) => `${w}stufe`),
  'trois quarts gras',
  'trois quart gras',
  'tre quarti grasso',
  'semigrasso',
  'semigrassa',
  'grasse e s',
  'solution saline totale',
]);

/** Husbandry notes ("Vollei (aus Bodenhaltung)", "œufs d'élevage au sol", "allevato a terra"). */
const HUSBANDRY = [
  'bodenhaltung',
  'freilandhaltung',
  'freiland',
  'weidehaltung',
  'kafighaltung',
  'elevage',
  'eleves',
  'elevees',
  'sol',
  'plein',
  'air',
  'allevato',
  'allevata',
  'allevate',
  'allevati',
  'allevamento',
  'terra',
  'aperto',
  'free',
  'range',
  'barn',
  'cage',
];
/** "Région La Gruyère", "Herkunft: Schweiz", "origine France", "aus Bodenhaltung": where and how, not what. */
const ORIGIN_LEAD =
  /^(?:region|regione|regio|herkunft|origine?|origin|provenance|provenienza|provenant|aus der region|de la region|from the region|pays d origine|paese d origine|country of origin|ursprung|ursprungsland|aus (?:boden|freiland|kafig|stall)haltung|d elevage|elevee?s?|issus? de poules|d allevamento|allevat[aeio]|free range|barn)\b/;

/** "d'", "de", "aus", "from", "da": from where, before a place. */
const FROM = /^(?:d|de|du|des|aus|von|from|di|da|dal|dalla|dall)\s+/;

export interface NoiseTests {
  /** Origins, processing words and statements: not ingredients, not counted. */
  isNoise: (normalized: string) => boolean;
  /** Origin notes: not ingredients, and nothing in their brackets is one either. */
  isOrigin: (normalized: string) => boolean;
  /** Starts like an origin note ("Région …", "Herkunft …"), whatever follows. */
  hasOriginLead: (normalized: string) => boolean;
}

export function createNoiseTests(
  countries: readonly TaxonomyEntry[],
  processing: readonly TaxonomyEntry[],
): NoiseTests {
  const names = new Set<string>();
  const places = new Set<string>();
  for (const list of [countries, processing]) {
    for (const e of list)
      for (const l of READ_LANGS)
        for (const n of e.names[l] ?? []) {
          names.add(normalizeName(n));
          if (list === countries) places.add(normalizeName(n));
        }
  }
  for (const w of HUSBANDRY) names.add(w);
  for (const w of [
    'europe',
    'europa',
    'eu',
    'ue',
    'non ue',
    'non eu',
    'ausland',
    'etranger',
    'amerique du sud',
    'south america',
    'sudamerika',
    'afrique de l ouest',
    'west africa',
    'westafrika',
    'amerique du nord',
    'amerique centrale',
    'asie',
    'asia',
    'asien',
    // The continents and their parts (the countries taxonomy holds countries only): "cacao
    // (Afrique)", "(Amérique latine)", "(Europe du Sud)", "(Extrême-Orient)".
    ...['afrique', 'africa', 'afrika', 'amerique', 'america', 'amerika', 'oceanie', 'oceania'],
    ...['ozeanien', 'amerique latine', 'latin america', 'lateinamerika', 'america latina'],
    ...['europe du sud', 'southern europe', 'sudeuropa', 'europa meridionale', 'extreme orient'],
    ...['far east', 'fernost', 'estremo oriente', 'africa occidentale', 'sud america'],
  ]) {
    names.add(w);
    places.add(w);
  }
  for (const w of PROCESSING) names.add(w);
  const isNoise = (key: string) => {
    if (STATEMENT_PHRASE.test(key) || ORIGIN_LEAD.test(key)) return true;
    if (key === '' || names.has(key) || WORDS_ONLY_NOISE.has(key) || /^[\d\s.%]+$/.test(key))
      return true;
    const words = key.split(' ');
    // Every word a country, a processing word or a statement word: "de production biologique suisse".
    return words.every(
      (w) =>
        names.has(w) ||
        // French agreement: homogénéisée(s), pasteurisés.
        names.has(w.replace(/s$/, '')) ||
        names.has(w.replace(/e?s?$/, '')) ||
        // German adjective endings: "frischem, pasteurisiertem Schweizer Milchrahm".
        names.has(w.replace(/(?:em|en|er|es|e)$/, '')) ||
        STATEMENT.test(w) ||
        STOP_WORDS.has(w) ||
        w.length <= 2,
    );
  };
  // "Suisse", "(CH)", "Amérique centrale et Amérique du Sud", "Allemagne ou Autriche"; a two-letter
  // word alone is a code only when it is the whole note ("et" is also Ethiopia).
  const isPlaceList = (words: string[]) =>
    words.some((w) => w.length > 2 && places.has(w)) &&
    words.every((w) => places.has(w) || w.length <= 2 || /^\d/.test(w));
  const isOrigin = (key: string) => {
    if (key === '') return false;
    if (ORIGIN_LEAD.test(key) || places.has(key)) return true;
    // "d'Amérique du Sud", "d'Afrique et d'Asie", "aus Südamerika": the preposition says from where.
    return key
      .split(/ (?:et|und|and|e|ou|oder|or|o) /)
      .map((part) => part.replace(FROM, ''))
      .every((part) => places.has(part) || isPlaceList(part.split(' ')));
  };
  return { isNoise, isOrigin, hasOriginLead: (key) => ORIGIN_LEAD.test(key) };
}
