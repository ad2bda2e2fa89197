// Reason texts for cheese and butter: what ripening and churning leave of the lactose, and what a
// raw material became. {t} is the ingredient as written; {d} the product's name.
import type { Message, MessageTable } from './message-types';

const KIND = {
  hard_cheese: { en: 'a hard cheese', de: 'einen Hartkäse', fr: 'un fromage à pâte dure' },
  semi_hard_cheese: {
    en: 'a semi-hard cheese',
    de: 'einen Halbhartkäse',
    fr: 'un fromage à pâte mi-dure',
  },
  soft_cheese: { en: 'a soft cheese', de: 'einen Weichkäse', fr: 'un fromage à pâte molle' },
  fresh_cheese: { en: 'a fresh cheese', de: 'einen Frischkäse', fr: 'un fromage frais' },
  butter: { en: 'butter', de: 'Butter', fr: 'du beurre' },
} as const;

const LACTOSE_LEFT = {
  hard_cheese: {
    en: 'ripening breaks the lactose down, practically lactose-free (under 0.1 g per 100 g)',
    de: 'beim Reifen wird die Laktose abgebaut, praktisch laktosefrei (unter 0,1 g pro 100 g)',
    fr: 'l’affinage dégrade le lactose, pratiquement sans lactose (moins de 0,1 g pour 100 g)',
  },
  semi_hard_cheese: {
    en: 'ripening leaves very little lactose',
    de: 'nach dem Reifen bleibt sehr wenig Laktose',
    fr: 'après l’affinage il reste très peu de lactose',
  },
  soft_cheese: {
    en: 'usually little lactose, but it varies with ripening – check what you tolerate',
    de: 'meist wenig Laktose, je nach Reifung aber unterschiedlich – prüfen Sie Ihre Verträglichkeit',
    fr: 'en général peu de lactose, mais cela varie selon l’affinage – vérifiez votre tolérance',
  },
  fresh_cheese: {
    en: 'it keeps most of the lactose, about 2–4 g per 100 g',
    de: 'er behält den Grossteil der Laktose, etwa 2–4 g pro 100 g',
    fr: 'il garde l’essentiel du lactose, environ 2 à 4 g pour 100 g',
  },
  butter: {
    en: 'under 1 g lactose per 100 g, usually well tolerated',
    de: 'unter 1 g Laktose pro 100 g, meist gut verträglich',
    fr: 'moins de 1 g de lactose pour 100 g, généralement bien toléré',
  },
} as const;

type Kind = keyof typeof KIND;

/** "Lait suisse is made into Emmentaler AOP Doux, a hard cheese: ripening breaks …" */
const madeInto = (k: Kind): Message => ({
  en: (p) => `${p.t} is made into ${p.d || 'this product'}, ${KIND[k].en}: ${LACTOSE_LEFT[k].en}.`,
  de: (p) =>
    `Aus ${p.t} wird ${p.d || 'dieses Produkt'}, ${KIND[k].de.replace(/^einen/, 'ein')}: ${LACTOSE_LEFT[k].de}.`,
  fr: (p) => `${p.t} devient ${p.d || 'ce produit'}, ${KIND[k].fr}\u00a0: ${LACTOSE_LEFT[k].fr}.`,
});

/** An ingredient or product that is such a cheese: "Emmentaler is a hard cheese: …" */
const isKind = (k: Kind): Message => ({
  en: (p) => `${p.t} is ${KIND[k].en}: ${LACTOSE_LEFT[k].en}.`,
  de: (p) => `${p.t} ist ${KIND[k].de.replace(/^einen/, 'ein')}: ${LACTOSE_LEFT[k].de}.`,
  fr: (p) => `${p.t} est ${KIND[k].fr}\u00a0: ${LACTOSE_LEFT[k].fr}.`,
});

/** A product in such a category: "A hard cheese: …" */
const category = (k: Kind): Message => ({
  en: () => `${KIND[k].en[0]?.toUpperCase()}${KIND[k].en.slice(1)}: ${LACTOSE_LEFT[k].en}.`,
  de: () => `${KIND[k].de.replace(/^einen/, 'Ein')}: ${LACTOSE_LEFT[k].de}.`,
  fr: () => `${KIND[k].fr[0]?.toUpperCase()}${KIND[k].fr.slice(1)}\u00a0: ${LACTOSE_LEFT[k].fr}.`,
});

const KINDS = Object.keys(KIND) as Kind[];

export const CHEESE_MESSAGES: MessageTable = {
  ...Object.fromEntries(KINDS.map((k) => [`lactose.made_${k}`, madeInto(k)])),
  ...Object.fromEntries(
    KINDS.filter((k) => k !== 'butter').map((k) => [`lactose.${k}`, isKind(k)]),
  ),
  ...Object.fromEntries(KINDS.map((k) => [`lactose.category_${k}`, category(k)])),
  'lactose.butter': {
    en: (p) =>
      `Contains butter (${p.t}): under 1 g lactose per 100 g of butter, usually well tolerated.`,
    de: (p) =>
      `Enthält Butter (${p.t}): unter 1 g Laktose pro 100 g Butter, meist gut verträglich.`,
    fr: (p) =>
      `Contient du beurre (${p.t})\u00a0: moins de 1 g de lactose pour 100 g de beurre, généralement bien toléré.`,
  },
  'lactose.milk_fat': {
    en: (p) => `Contains milk fat (${p.t}): nearly pure fat, practically no lactose.`,
    de: (p) => `Enthält Milchfett (${p.t}): fast reines Fett, praktisch keine Laktose.`,
    fr: (p) =>
      `Contient de la matière grasse laitière (${p.t})\u00a0: presque que du gras, pratiquement pas de lactose.`,
  },
  'lactose.cheese_recipe': {
    en: (p) =>
      `${p.t} with rennet is made into a cheese, but not which kind: the lactose left depends on ripening (fresh cheese 2–4 g, hard cheese practically none per 100 g).`,
    de: (p) =>
      `Aus ${p.t} mit Lab wird ein Käse, aber welcher, steht nicht da: die Laktose hängt von der Reifung ab (Frischkäse 2–4 g, Hartkäse praktisch keine pro 100 g).`,
    fr: (p) =>
      `${p.t} avec de la présure devient un fromage, sans dire lequel\u00a0: le lactose restant dépend de l’affinage (fromage frais 2 à 4 g, pâte dure presque rien pour 100 g).`,
  },
  'lactose.category_cheese': {
    en: () =>
      'A cheese of unknown kind: from practically lactose-free (hard) to 2–4 g per 100 g (fresh).',
    de: () =>
      'Ein Käse unbekannter Art: von praktisch laktosefrei (Hartkäse) bis 2–4 g pro 100 g (Frischkäse).',
    fr: () =>
      'Un fromage de type inconnu\u00a0: de pratiquement sans lactose (pâte dure) à 2 à 4 g pour 100 g (frais).',
  },
};
