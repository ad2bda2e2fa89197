// Reason texts for fructose, FODMAP and custom words, plus the shared "no data / nothing found".
import type { Message, MessageTable } from './message-types';

const NAMES = {
  lactose: { en: 'lactose', de: 'Laktose', fr: 'lactose' },
  gluten: { en: 'gluten', de: 'Gluten', fr: 'gluten' },
  fructose: { en: 'fructose', de: 'Fruktose', fr: 'fructose' },
  fodmap: { en: 'FODMAPs', de: 'FODMAPs', fr: 'FODMAP' },
} as const;

function shared(kind: keyof typeof NAMES): MessageTable {
  const n = NAMES[kind];
  const noData: Message = {
    en: () => `No ingredient list – not enough data to rule out ${n.en}.`,
    de: () => `Keine Zutatenliste – zu wenig Daten, um ${n.de} auszuschliessen.`,
    fr: () => `Pas de liste d’ingrédients – pas assez de données pour exclure le ${n.fr}.`,
  };
  return {
    [`${kind}.no_data`]: noData,
    [`${kind}.unreadable`]: {
      en: () =>
        `Too many ingredients we could not recognise – not enough data to rule out ${n.en}.`,
      de: () =>
        `Zu viele Zutaten, die wir nicht erkennen – zu wenig Daten, um ${n.de} auszuschliessen.`,
      fr: () => `Trop d’ingrédients non reconnus – pas assez de données pour exclure le ${n.fr}.`,
    },
    [`${kind}.unsupported_language`]: {
      en: () =>
        `The ingredient list is in a language we do not read – not enough data to rule out ${n.en}.`,
      de: () =>
        `Die Zutatenliste ist in einer Sprache, die wir nicht lesen – zu wenig Daten, um ${n.de} auszuschliessen.`,
      fr: () =>
        `La liste d’ingrédients est dans une langue que nous ne lisons pas – pas assez de données pour exclure le ${n.fr}.`,
    },
    [`${kind}.none_found`]: {
      en: () => `No ingredient with ${n.en} in the ingredient list.`,
      de: () => `Keine Zutat mit ${n.de} in der Zutatenliste.`,
      fr: () => `Aucun ingrédient avec ${n.fr} dans la liste.`,
    },
  };
}

export const OTHER_MESSAGES: MessageTable = {
  ...shared('lactose'),
  ...shared('gluten'),
  ...shared('fructose'),
  ...shared('fodmap'),
  'fructose.excess_fructose': {
    en: (p) => `Contains ${p.t}: more fructose than glucose.`,
    de: (p) => `Enthält ${p.t}: mehr Fruktose als Glukose.`,
    fr: (p) => `Contient ${p.t}\u00a0: plus de fructose que de glucose.`,
  },
  'fructose.sorbitol': {
    en: (p) => `Contains sorbitol (${p.t}), which blocks fructose uptake.`,
    de: (p) => `Enthält Sorbit (${p.t}), das die Fruktoseaufnahme hemmt.`,
    fr: (p) => `Contient du sorbitol (${p.t}), qui freine l’absorption du fructose.`,
  },
  'fructose.some_fructose': {
    en: (p) => `Contains ${p.t}: some fructose – depends on the amount you eat.`,
    de: (p) => `Enthält ${p.t}: etwas Fruktose – hängt von der Menge ab.`,
    fr: (p) => `Contient ${p.t}\u00a0: un peu de fructose – dépend de la quantité.`,
  },
  'fructose.main_fruit': {
    en: (p) => `${p.t} is a main ingredient: more fructose than glucose.`,
    de: (p) => `${p.t} ist eine Hauptzutat: mehr Fruktose als Glukose.`,
    fr: (p) => `${p.t} est un ingrédient principal\u00a0: plus de fructose que de glucose.`,
  },
  'fructose.dried_fruit': {
    en: (p) => `${p.t} is a main ingredient: dried fruit, concentrated fructose and sorbitol.`,
    de: (p) => `${p.t} ist eine Hauptzutat: Trockenfrüchte, konzentriert Fruktose und Sorbit.`,
    fr: (p) =>
      `${p.t} est un ingrédient principal\u00a0: fruits secs, fructose et sorbitol concentrés.`,
  },
  'fructose.minor_fruit': {
    en: (p) =>
      `Contains some ${p.t}, not as a main ingredient – some fructose, depends on the amount.`,
    de: (p) =>
      `Enthält etwas ${p.t}, nicht als Hauptzutat – etwas Fruktose, hängt von der Menge ab.`,
    fr: (p) =>
      `Contient un peu de ${p.t}, pas comme ingrédient principal – un peu de fructose, selon la quantité.`,
  },
  'fructose.fructans': {
    en: (p) =>
      `Contains ${p.t} (fructans): poorly tolerated by many people with fructose malabsorption.`,
    de: (p) =>
      `Enthält ${p.t} (Fruktane): von vielen mit Fruktosemalabsorption schlecht vertragen.`,
    fr: (p) =>
      `Contient ${p.t} (fructanes)\u00a0: mal toléré par beaucoup de personnes avec malabsorption du fructose.`,
  },
  'fructose.polyol': {
    en: (p) =>
      `Contains ${p.t}, a sugar alcohol: in larger amounts it can upset fructose malabsorption.`,
    de: (p) =>
      `Enthält ${p.t}, einen Zuckeralkohol: in grösseren Mengen bei Fruktosemalabsorption ungünstig.`,
    fr: (p) =>
      `Contient ${p.t}, un polyol\u00a0: en grande quantité, défavorable en cas de malabsorption du fructose.`,
  },
  'fodmap.minor_fruit': {
    en: (p) =>
      `Contains some ${p.t}, not as a main ingredient – ${p.g}; a small serving may be fine.`,
    de: (p) =>
      `Enthält etwas ${p.t}, nicht als Hauptzutat – ${p.g}; eine kleine Portion kann verträglich sein.`,
    fr: (p) =>
      `Contient un peu de ${p.t}, pas comme ingrédient principal – ${p.g}\u00a0; une petite portion peut passer.`,
  },
  'fodmap.fructans': {
    en: (p) => `Contains ${p.t} – fructans (FODMAP).`,
    de: (p) => `Enthält ${p.t} – Fruktane (FODMAP).`,
    fr: (p) => `Contient ${p.t} – fructanes (FODMAP).`,
  },
  'fodmap.gos': {
    en: (p) => `Contains ${p.t} – GOS (FODMAP).`,
    de: (p) => `Enthält ${p.t} – GOS (FODMAP).`,
    fr: (p) => `Contient ${p.t} – GOS (FODMAP).`,
  },
  'fodmap.excess_fructose': {
    en: (p) => `Contains ${p.t} – excess fructose (FODMAP).`,
    de: (p) => `Enthält ${p.t} – Fruktose-Überschuss (FODMAP).`,
    fr: (p) => `Contient ${p.t} – excès de fructose (FODMAP).`,
  },
  'fodmap.polyols': {
    en: (p) => `Contains ${p.t} – polyols (FODMAP).`,
    de: (p) => `Enthält ${p.t} – Polyole (FODMAP).`,
    fr: (p) => `Contient ${p.t} – polyols (FODMAP).`,
  },
  'fodmap.small_amount': {
    en: (p) => `Contains a little ${p.t} (at most ${p.n} %) – ${p.g}; a small serving may be fine.`,
    de: (p) =>
      `Enthält wenig ${p.t} (höchstens ${p.n} %) – ${p.g}; eine kleine Portion kann verträglich sein.`,
    fr: (p) =>
      `Contient un peu de ${p.t} (au plus ${p.n} %) – ${p.g}\u00a0; une petite portion peut passer.`,
  },
  'fodmap.hidden_onion_garlic': {
    en: (p) => `${p.t} may hide onion or garlic (fructans).`,
    de: (p) => `${p.t} kann Zwiebel oder Knoblauch enthalten (Fruktane).`,
    fr: (p) => `${p.t} peut cacher de l’oignon ou de l’ail (fructanes).`,
  },
  'fodmap.polyols_nutriment': {
    en: (p) => `The nutrition table states ${p.n} g polyols per 100 g.`,
    de: (p) => `Die Nährwerttabelle nennt ${p.n} g Polyole pro 100 g.`,
    fr: (p) => `Le tableau nutritionnel indique ${p.n} g de polyols pour 100 g.`,
  },
  'fodmap.tolerated': {
    en: (p) => `Contains ${p.t}, but you tolerate ${p.g}.`,
    de: (p) => `Enthält ${p.t}, aber Sie vertragen ${p.g}.`,
    fr: (p) => `Contient ${p.t}, mais vous tolérez ${p.g}.`,
  },
  'custom.contains': {
    en: (p) => `Contains ${p.t}.`,
    de: (p) => `Enthält ${p.t}.`,
    fr: (p) => `Contient ${p.t}.`,
  },
  'custom.may_contain': {
    en: (p) => `${p.t} does not say what it is made of and may include one of yours (${p.d}).`,
    de: (p) =>
      `${p.t} sagt nicht, woraus es besteht, und kann eine Ihrer Zutaten enthalten (${p.d}).`,
    fr: (p) =>
      `${p.t} ne précise pas sa composition et peut contenir l’un de vos ingrédients (${p.d}).`,
  },
  'custom.made_with': {
    en: (p) => `${p.t} is made with one of yours (${p.d}) and may still hold some of it.`,
    de: (p) =>
      `${p.t} wird mit einer Ihrer Zutaten hergestellt (${p.d}) und kann noch Reste davon enthalten.`,
    fr: (p) =>
      `${p.t} est fabriqué avec l’un de vos ingrédients (${p.d}) et peut encore en contenir.`,
  },
  'custom.traces': {
    en: (p) => `May contain traces of ${p.t}.`,
    de: (p) => `Kann Spuren von ${p.t} enthalten.`,
    fr: (p) => `Peut contenir des traces de ${p.t}.`,
  },
  'custom.no_data': {
    en: () => 'Not enough ingredient data to rule out your own ingredients.',
    de: () => 'Zu wenig Zutatendaten, um Ihre eigenen Zutaten auszuschliessen.',
    fr: () => 'Pas assez de données pour exclure vos ingrédients personnels.',
  },
  'custom.unknown_term': {
    en: (p) => `We do not know the ingredient "${p.t}", so we cannot check for it.`,
    de: (p) => `Die Zutat «${p.t}» kennen wir nicht und können sie daher nicht prüfen.`,
    fr: (p) =>
      `Nous ne connaissons pas l’ingrédient «\u00a0${p.t}\u00a0» et ne pouvons pas le vérifier.`,
  },
  // A complete, readable list that lacks the item is evidence of its absence (DOMAIN.md).
  'custom.none_found': {
    en: (p) => `Not in the ingredient list: ${p.t}.`,
    de: (p) => `Nicht in der Zutatenliste: ${p.t}.`,
    fr: (p) => `Absent de la liste des ingrédients\u00a0: ${p.t}.`,
  },
};

export const FODMAP_GROUP_NAMES = {
  fructans: { en: 'fructans', de: 'Fruktane', fr: 'fructanes' },
  gos: { en: 'GOS', de: 'GOS', fr: 'GOS' },
  lactose: { en: 'lactose', de: 'Laktose', fr: 'lactose' },
  excess_fructose: { en: 'excess fructose', de: 'Fruktose-Überschuss', fr: 'excès de fructose' },
  polyols: { en: 'polyols', de: 'Polyole', fr: 'polyols' },
} as const;
