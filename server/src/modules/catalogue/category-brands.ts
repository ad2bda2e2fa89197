import { normaliseText } from './normalise.js';

/**
 * Product brands that name one kind of food (decision 152), with the OFF category it is. The
 * catalogue's names often start with such a brand and say nothing else of the product ("Oreo
 * Original", "Milka Noisette", "Naturnes Pomme Poire"); its brand field is filled for 2 % of it.
 * Drawn from the words that most often begin the names the mapper could not place, each read on
 * its products in the catalogue. Never a house brand (Coop, Migros) or a brand of many kinds
 * (Nestlé, Knorr, Maggi, Emmi, Lion).
 */
const brands = (id: string, names: string[]) => names.map((n) => [n, id] as const);

/** Brands whose every product is that kind: they decide before the name's food words. */
export const ONE_KIND_BRANDS: Record<string, string> = Object.fromEntries([
  ...brands('en:baby-foods', [
    'Naturnes',
    'HiPP',
    'Bimbosan',
    'Milupa',
    'Beba',
    'Aptamil',
    'Guigoz',
    'Cerelac',
    'Galactina',
    'Holle',
  ]),
  ...brands('en:cream-cheeses', ['Philadelphia']),
  ...brands('en:iced-teas', ['Nestea']),
  ...brands('en:teas', ['Twinings']),
  ...brands('en:chocolates', ['Toblerone']),
  ...brands('en:biscuits', ['Belvita']),
]);

/**
 * Brands of mostly one kind: they decide when the name names no other food, or only a flavour
 * ("Milka Haselnuss", "Oreo Vanilla") or a place.
 */
export const MAINLY_BRANDS: Record<string, string> = Object.fromEntries([
  ...brands('en:chocolates', [
    'Milka',
    'Lindt',
    'Lindor',
    'Cailler',
    'Frey',
    'Ragusa',
    'Suchard',
    'Marabou',
    'Cadbury',
    'Smarties',
    'After Eight',
    'Kit Kat',
    'KitKat',
    'Kinder',
  ]),
  ...brands('en:biscuits', ['Oreo']),
  ...brands('en:crackers', ['Tuc']),
  ...brands('en:chewing-gum', ['Trident']),
  ...brands('en:candies', ['Haribo', 'Mentos']),
  ...brands('en:cocoa-and-chocolate-powders', ['Nesquik', 'Caotina', 'Ovomaltine', 'Ovaltine']),
  ...brands('en:potatoes', ['Mousline']),
  ...brands('en:breakfast-cereals', ['Chocapic', "Kellogg's", 'Kelloggs']),
  ...brands('en:sweeteners', ['Canderel']),
  ...brands('en:salts', ['Herbamare']),
  ...brands('en:mineral-waters', ['Perrier', 'Henniez', 'Evian', 'Vittel', 'Valser']),
  ...brands('en:colas', ['Coca-Cola', 'Coca Cola', 'Pepsi']),
  ...brands('en:hazelnut-spreads', ['Nutella']),
]);

/** Brands of pet food: what they make is not for the shopper's tree. */
export const PET_FOOD_BRANDS = ['Purina', 'Felix', 'Whiskas', 'Pedigree', 'Sheba', 'Friskies'];

/** Finds a listed brand among a name's words (any case, accents either way). */
export function createBrandFinder(table: Record<string, string>) {
  const byWords = new Map(Object.entries(table).map(([brand, id]) => [normaliseText(brand), id]));
  const longest = Math.max(...[...byWords.keys()].map((k) => k.split(' ').length));
  return (name: string): { brand: string; id: string } | undefined => {
    const list = normaliseText(name).split(' ').filter(Boolean);
    for (let i = 0; i < list.length; i++)
      for (let n = Math.min(longest, list.length - i); n >= 1; n--) {
        const brand = list.slice(i, i + n).join(' ');
        const id = byWords.get(brand);
        if (id) return { brand, id };
      }
    return undefined;
  };
}
