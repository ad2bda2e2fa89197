import { normaliseText } from './normalise.js';

/**
 * The Swiss retailers' own brands and ranges as the catalogue's names begin with them (counted in
 * the FoodRepo and Open Food Facts 2019 names: "Coop Qualité & Prix" 625 times, "Coop Naturaplan"
 * 456, "Migros Bio" 331, "M Classic" 326, "Anna's Best" 167…). Names of sellers and ranges only,
 * never of a food: a name that starts with one is that retailer's product of the range.
 */
const HOUSE: [prefix: string, brand: string, range?: string][] = [
  ['Coop Qualité & Prix', 'Coop', 'Qualité & Prix'],
  ['Coop Qualite & Prix', 'Coop', 'Qualité & Prix'],
  ['Coop Naturaplan', 'Coop', 'Naturaplan'],
  ['Coop Prix Garantie', 'Coop', 'Prix Garantie'],
  ['Coop Pr!x Garantie', 'Coop', 'Prix Garantie'],
  ['Coop Betty Bossi', 'Coop', 'Betty Bossi'],
  ['Coop Fine Food', 'Coop', 'Fine Food'],
  ['Coop Fait Maison', 'Coop', 'Fait Maison'],
  ['Coop Pro Montagna', 'Coop', 'Pro Montagna'],
  ['Coop Karma', 'Coop', 'Karma'],
  ['Coop Free From', 'Coop', 'Free From'],
  ['Coop Freeform', 'Coop', 'Free From'],
  ['Coop Plan B', 'Coop', 'Plan B'],
  ['Coop Naturafarm', 'Coop', 'Naturafarm'],
  ['Coop Oecoplan', 'Coop', 'Oecoplan'],
  ['Qualité & Prix', 'Coop', 'Qualité & Prix'],
  ['Naturaplan', 'Coop', 'Naturaplan'],
  ['Prix Garantie', 'Coop', 'Prix Garantie'],
  ['Pr!x Garantie', 'Coop', 'Prix Garantie'],
  ['Betty Bossi', 'Coop', 'Betty Bossi'],
  ['Migros Bio', 'Migros', 'Migros Bio'],
  ['Migros Sélection', 'Migros', 'Sélection'],
  ['Migros Selection', 'Migros', 'Sélection'],
  ['M Classic', 'Migros', 'M-Classic'],
  ['M-Classic', 'Migros', 'M-Classic'],
  ['MClassic', 'Migros', 'M-Classic'],
  ['M Budget', 'Migros', 'M-Budget'],
  ['M-Budget', 'Migros', 'M-Budget'],
  ["Anna's Best", 'Migros', "Anna's Best"],
  ['Sélection', 'Migros', 'Sélection'],
  ['Coop', 'Coop'],
  ['Migros', 'Migros'],
  ['Denner', 'Denner'],
  ['Aldi Suisse', 'Aldi'],
  ['Lidl', 'Lidl'],
  ['Manor', 'Manor'],
  ['Volg', 'Volg'],
  ['Spar', 'Spar'],
];

export interface HousePrefix {
  /** The prefix's words, normalised ("coop qualite prix"). */
  words: string[];
  brand: string;
  range?: string;
}

/** Longest prefix first, so "Coop Qualité & Prix" wins over "Coop". */
export const HOUSE_PREFIXES: HousePrefix[] = HOUSE.map(([prefix, brand, range]) => ({
  words: normaliseText(prefix).split(' '),
  brand,
  range,
})).sort((a, b) => b.words.length - a.words.length);

/** The house brand and range a brand written on its own stands for ("Naturaplan" is Coop's). */
export function findHouseBrand(brand: string): HousePrefix | undefined {
  const key = normaliseText(brand);
  return HOUSE_PREFIXES.find((h) => h.words.join(' ') === key);
}
