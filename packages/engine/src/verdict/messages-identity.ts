// Reason texts for what a product is (its name) and what its nutrition table bounds (issue 27
// points 1 and 2). {t}: the name as written; {d}: the food it was judged to be; {n}: the value the
// table states, in g per 100 g.
import type { Message, MessageTable } from './message-types';

/** "no lactose", "keine Laktose" / "kein Gluten", "pas de lactose". */
const NAMES = {
  lactose: { en: 'lactose', de: 'keine Laktose', fr: 'lactose' },
  gluten: { en: 'gluten', de: 'kein Gluten', fr: 'gluten' },
  fructose: { en: 'fructose', de: 'keine Fruktose', fr: 'fructose' },
  fodmap: { en: 'FODMAPs', de: 'keine FODMAPs', fr: 'FODMAP' },
} as const;
type Kind = keyof typeof NAMES;

/** "Judged from the product's name: apple juice – it holds no gluten." */
const identityFree = (k: Kind): Message => ({
  en: (p) => `Judged from the product's name: ${p.d} – it holds no ${NAMES[k].en}.`,
  de: (p) => `Nach dem Produktnamen beurteilt: ${p.d} – enthält ${NAMES[k].de}.`,
  fr: (p) => `Jugé d’après le nom du produit\u00a0: ${p.d} – sans ${NAMES[k].fr}.`,
});

/** The line of the table and what it bounds. */
const LINE = {
  sugars: { en: 'sugars', de: 'Zucker', fr: 'sucres' },
  carbohydrates: { en: 'carbohydrates', de: 'Kohlenhydrate', fr: 'glucides' },
} as const;
type Line = keyof typeof LINE;

const WHAT = {
  lactose: { en: 'lactose', de: 'Laktose', fr: 'lactose' },
  fructose: {
    en: 'fructose or sorbitol',
    de: 'Fruktose oder Sorbit',
    fr: 'fructose ou sorbitol',
  },
} as const;
type What = keyof typeof WHAT | 'fodmap';

/** What the line bounds; for FODMAP the group the finding is about ({g}). */
const what = (w: What, lang: 'en' | 'de' | 'fr', g: string) => (w === 'fodmap' ? g : WHAT[w][lang]);

/** "The nutrition table states 0.4 g sugars per 100 g: at most that much lactose." */
const table = (w: What, line: Line, zero: boolean): Message => ({
  en: (p) =>
    `The nutrition table states ${zero ? '0' : p.n} g ${LINE[line].en} per 100 g: ${zero ? 'under 0.5 g' : 'at most that much'} ${what(w, 'en', p.g)}.`,
  de: (p) =>
    `Die Nährwerttabelle nennt ${zero ? '0' : p.n} g ${LINE[line].de} pro 100 g: ${zero ? 'unter 0,5 g' : 'höchstens so viel'} ${what(w, 'de', p.g)}.`,
  fr: (p) =>
    `Le tableau nutritionnel indique ${zero ? '0' : p.n} g de ${LINE[line].fr} pour 100 g\u00a0: ${zero ? 'moins de 0,5 g de' : 'au plus autant de'} ${what(w, 'fr', p.g)}.`,
});

const tables = (w: What): MessageTable =>
  Object.fromEntries(
    (['sugars', 'carbohydrates'] as const).flatMap((line) => [
      [`${w}.table_${line}`, table(w, line, false)],
      [`${w}.table_${line}_zero`, table(w, line, true)],
    ]),
  );

/** "A product of this kind (Wines) holds no gluten." */
const categoryFree = (k: Kind): Message => ({
  en: (p) => `A product of this kind (${p.d}) holds no ${NAMES[k].en}.`,
  de: (p) => `Ein Produkt dieser Art (${p.d}) enthält ${NAMES[k].de}.`,
  fr: (p) => `Un produit de ce type (${p.d}) ne contient pas de ${NAMES[k].fr}.`,
});

export const IDENTITY_MESSAGES: MessageTable = {
  'lactose.category_free': categoryFree('lactose'),
  'gluten.category_free': categoryFree('gluten'),
  'fructose.category_free': categoryFree('fructose'),
  'fodmap.category_free': categoryFree('fodmap'),
  'lactose.identity_free': identityFree('lactose'),
  'gluten.identity_free': identityFree('gluten'),
  'fructose.identity_free': identityFree('fructose'),
  'fodmap.identity_free': identityFree('fodmap'),
  ...tables('lactose'),
  ...tables('fructose'),
  ...tables('fodmap'),
  'lactose.cheese_unknown_kind': {
    en: (p) =>
      `Judged from the product's name (${p.t}): it names a cheese of unknown kind – from practically lactose-free (hard) to 2–4 g per 100 g (fresh).`,
    de: (p) =>
      `Nach dem Produktnamen beurteilt (${p.t}): er nennt einen Käse unbekannter Art – von praktisch laktosefrei (Hartkäse) bis 2–4 g pro 100 g (Frischkäse).`,
    fr: (p) =>
      `Jugé d’après le nom du produit (${p.t})\u00a0: il cite un fromage de type inconnu – de pratiquement sans lactose (pâte dure) à 2 à 4 g pour 100 g (frais).`,
  },
  'lactose.low_lactose_ingredient': {
    en: (p) =>
      `${p.t} is low in lactose (at most 2 g per 100 g), not lactose-free – it depends on how much of it the product holds.`,
    de: (p) =>
      `${p.t} ist laktosearm (höchstens 2 g pro 100 g), nicht laktosefrei – es hängt davon ab, wie viel davon im Produkt ist.`,
    fr: (p) =>
      `${p.t} est pauvre en lactose (au plus 2 g pour 100 g), pas sans lactose – tout dépend de la quantité dans le produit.`,
  },
  'fructose.share_unknown': {
    en: (p) =>
      `The name names ${p.t}: how much of it, and so of its fructose, the pack does not say.`,
    de: (p) => `Der Name nennt ${p.t}: wie viel davon und damit Fruktose drin ist, steht nicht da.`,
    fr: (p) =>
      `Le nom indique ${p.t}\u00a0: en quelle quantité, et donc combien de fructose, n’est pas dit.`,
  },
  'fodmap.share_unknown': {
    en: (p) => `The name names ${p.t} (${p.g}): how much of it, the pack does not say.`,
    de: (p) => `Der Name nennt ${p.t} (${p.g}): wie viel davon drin ist, steht nicht da.`,
    fr: (p) => `Le nom indique ${p.t} (${p.g})\u00a0: en quelle quantité, n’est pas dit.`,
  },
  'lactose.table_conflict': {
    en: (p) =>
      `The name says ${p.d} (${p.t}), which usually holds lactose, but the nutrition table states only ${p.n} g sugars per 100 g – please check the pack.`,
    de: (p) =>
      `Der Name nennt ${p.d} (${p.t}), das meist Laktose enthält, die Nährwerttabelle aber nur ${p.n} g Zucker pro 100 g – bitte die Packung prüfen.`,
    fr: (p) =>
      `Le nom indique ${p.d} (${p.t}), qui contient d’habitude du lactose, mais le tableau nutritionnel ne donne que ${p.n} g de sucres pour 100 g – vérifiez l’emballage.`,
  },
  'lactose.made_by_table': {
    en: (p) =>
      `${p.t} is only the raw material: by the nutrition table's sugars, ripening or churning has left at most ${p.n} g lactose per 100 g.`,
    de: (p) =>
      `${p.t} ist nur der Rohstoff: nach dem Zucker der Nährwerttabelle haben Reifen oder Buttern höchstens ${p.n} g Laktose pro 100 g übrig gelassen.`,
    fr: (p) =>
      `${p.t} n’est que la matière première\u00a0: d’après les sucres du tableau nutritionnel, l’affinage ou le barattage a laissé au plus ${p.n} g de lactose pour 100 g.`,
  },
};
