// Reason texts for lactose. Natural sentences; {t} is the ingredient as written on the pack.
import type { MessageTable } from './message-types';

export const LACTOSE_MESSAGES: MessageTable = {
  'lactose.contains_milk': {
    en: (p) => `Contains milk (${p.t}) – lactose.`,
    de: (p) => `Enthält Milch (${p.t}) – Laktose.`,
    fr: (p) => `Contient du lait (${p.t}) – lactose.`,
  },
  'lactose.contains_milk_plain': {
    en: () => 'Contains milk – lactose.',
    de: () => 'Enthält Milch – Laktose.',
    fr: () => 'Contient du lait – lactose.',
  },
  'lactose.contains_lactose': {
    en: (p) => `Contains added lactose (${p.t}).`,
    de: (p) => `Enthält zugesetzte Laktose (${p.t}).`,
    fr: (p) => `Contient du lactose ajouté (${p.t}).`,
  },
  'lactose.small_amount': {
    en: (p) =>
      `Contains a little milk (${p.t}): at most about ${p.n} g lactose per 100 g, which most people with lactose intolerance tolerate.`,
    de: (p) =>
      `Enthält wenig Milch (${p.t}): höchstens etwa ${p.n} g Laktose pro 100 g, das vertragen die meisten Menschen mit Laktoseintoleranz.`,
    fr: (p) =>
      `Contient un peu de lait (${p.t})\u00a0: au plus environ ${p.n} g de lactose pour 100 g, bien toléré par la plupart des personnes intolérantes.`,
  },
  'lactose.moderate_amount': {
    en: (p) =>
      `Contains some milk (${p.t}): at most about ${p.n} g lactose per 100 g – fine in a small portion for most, too much for some.`,
    de: (p) =>
      `Enthält etwas Milch (${p.t}): höchstens etwa ${p.n} g Laktose pro 100 g – in einer kleinen Portion für die meisten verträglich, für manche zu viel.`,
    fr: (p) =>
      `Contient du lait (${p.t})\u00a0: au plus environ ${p.n} g de lactose pour 100 g – supportable en petite portion pour la plupart, trop pour certains.`,
  },
  'lactose.unstated_amount': {
    en: (p) =>
      `Contains a small amount of milk (${p.t}), but the pack does not say how much – it may matter if you are sensitive.`,
    de: (p) =>
      `Enthält etwas Milch (${p.t}), die Menge ist aber nicht angegeben – bei Empfindlichkeit kann sie zählen.`,
    fr: (p) =>
      `Contient un peu de lait (${p.t}), sans quantité indiquée – cela peut compter si vous êtes sensible.`,
  },
  'lactose.milk_in_flavouring': {
    en: (p) =>
      `The flavouring contains milk (${p.t}): a tiny amount of unknown size – fine for most, not certain.`,
    de: (p) =>
      `Das Aroma enthält Milch (${p.t}): eine winzige, unbekannte Menge – für die meisten unbedenklich, aber nicht sicher.`,
    fr: (p) =>
      `L’arôme contient du lait (${p.t})\u00a0: une infime quantité inconnue – sans souci pour la plupart, mais pas certain.`,
  },
  'lactose.milk_protein': {
    en: (p) => `Contains milk protein (${p.t}): a protein with little lactose.`,
    de: (p) => `Enthält Milcheiweiss (${p.t}): ein Eiweiss mit wenig Laktose.`,
    fr: (p) => `Contient des protéines de lait (${p.t})\u00a0: peu de lactose.`,
  },
  'lactose.whey_protein': {
    en: (p) =>
      `Contains whey protein (${p.t}): a concentrate keeps lactose, up to about half its weight.`,
    de: (p) =>
      `Enthält Molkenprotein (${p.t}): ein Konzentrat enthält noch Laktose, bis etwa die Hälfte seines Gewichts.`,
    fr: (p) =>
      `Contient des protéines de lactosérum (${p.t})\u00a0: un concentré garde du lactose, jusqu’à environ la moitié de son poids.`,
  },
  'lactose.lactose_free_ingredient': {
    en: (p) => `${p.t} is lactose-free.`,
    de: (p) => `${p.t} ist laktosefrei.`,
    fr: (p) => `${p.t} est sans lactose.`,
  },
  'lactose.not_milk': {
    en: (p) => `${p.t} sounds like milk but contains no lactose.`,
    de: (p) => `${p.t} klingt nach Milch, enthält aber keine Laktose.`,
    fr: (p) => `${p.t} évoque le lait mais ne contient pas de lactose.`,
  },
  'lactose.lactitol': {
    en: (p) =>
      `${p.t} (lactitol) is a sweetener made from lactose, not lactose itself; it matters for FODMAP (polyols).`,
    de: (p) =>
      `${p.t} (Lactit) ist ein Süssungsmittel aus Laktose, keine Laktose; relevant für FODMAP (Polyole).`,
    fr: (p) =>
      `${p.t} (lactitol) est un édulcorant issu du lactose, pas du lactose\u00a0; il compte pour les FODMAP (polyols).`,
  },
  'lactose.traces': {
    en: (p) =>
      `May contain traces of milk (${p.t}): at most about 0.1 g lactose per 100 g, the limit for "lactose-free" – fine for lactose intolerance.`,
    de: (p) =>
      `Kann Spuren von Milch enthalten (${p.t}): höchstens etwa 0,1 g Laktose pro 100 g, die Grenze für «laktosefrei» – bei Laktoseintoleranz unbedenklich.`,
    fr: (p) =>
      `Peut contenir des traces de lait (${p.t})\u00a0: au plus environ 0,1 g de lactose pour 100 g, la limite «\u00a0sans lactose\u00a0» – sans souci en cas d’intolérance.`,
  },
  'lactose.label_free': {
    en: (p) =>
      `${p.t ? `The pack says “${p.t}”` : 'Labelled lactose-free'}: under 0.1 g lactose per 100 g by law.`,
    de: (p) =>
      `${p.t ? `Die Packung sagt «${p.t}»` : 'Als laktosefrei gekennzeichnet'}: von Gesetzes wegen unter 0,1 g Laktose pro 100 g.`,
    fr: (p) =>
      `${p.t ? `L’emballage indique «\u00a0${p.t}\u00a0»` : 'Étiqueté sans lactose'}\u00a0: moins de 0,1 g de lactose pour 100 g selon la loi.`,
  },
  'lactose.label_reduced': {
    en: (p) =>
      `${p.t ? `The pack says “${p.t}”` : 'Labelled low in lactose'}: at most 2 g lactose per 100 g, usually well tolerated.`,
    de: (p) =>
      `${p.t ? `Die Packung sagt «${p.t}»` : 'Als laktosearm gekennzeichnet'}: höchstens 2 g Laktose pro 100 g, meist gut verträglich.`,
    fr: (p) =>
      `${p.t ? `L’emballage indique «\u00a0${p.t}\u00a0»` : 'Étiqueté pauvre en lactose'}\u00a0: au plus 2 g de lactose pour 100 g, généralement bien toléré.`,
  },
  'lactose.statement': {
    en: (p) => `The pack states its lactose content (“${p.t}”): at most ${p.n} g per 100 g.`,
    de: (p) => `Die Packung nennt den Laktosegehalt («${p.t}»): höchstens ${p.n} g pro 100 g.`,
    fr: (p) =>
      `L’emballage indique la teneur en lactose («\u00a0${p.t}\u00a0»)\u00a0: au plus ${p.n} g pour 100 g.`,
  },
  'lactose.label_conflict': {
    en: (p) =>
      `Labelled lactose-free, but ${p.t ? `the ingredients list ${p.t}` : `it states ${p.n} g lactose per 100 g`} – please check the pack.`,
    de: (p) =>
      `Als laktosefrei gekennzeichnet, aber ${p.t ? `die Zutaten nennen ${p.t}` : `angegeben sind ${p.n} g Laktose pro 100 g`} – bitte Packung prüfen.`,
    fr: (p) =>
      `Étiqueté sans lactose, mais ${p.t ? `les ingrédients mentionnent ${p.t}` : `il indique ${p.n} g de lactose pour 100 g`} – vérifiez l’emballage.`,
  },
  'lactose.allergen_conflict': {
    en: () =>
      'Milk is declared as an allergen, but we found no milk ingredient – please check the pack.',
    de: () =>
      'Milch ist als Allergen angegeben, in den Zutaten finden wir aber keine Milch – bitte Packung prüfen.',
    fr: () =>
      'Le lait est déclaré comme allergène, mais aucun ingrédient laitier trouvé – vérifiez l’emballage.',
  },
  'lactose.name_conflict': {
    en: (p) =>
      `The name (${p.t}) names a milk product, but the ingredient list has no milk – the list may be incomplete; please check the pack.`,
    de: (p) =>
      `Der Name (${p.t}) nennt ein Milchprodukt, die Zutatenliste aber keine Milch – sie ist vielleicht unvollständig; bitte Packung prüfen.`,
    fr: (p) =>
      `Le nom (${p.t}) cite un produit laitier, mais la liste des ingrédients ne contient pas de lait – elle est peut-être incomplète\u00a0; vérifiez l’emballage.`,
  },
  'lactose.allergen_milk': {
    en: () => 'Milk is declared as an allergen – lactose likely.',
    de: () => 'Milch ist als Allergen angegeben – wahrscheinlich Laktose.',
    fr: () => 'Le lait est déclaré comme allergène – lactose probable.',
  },
  'lactose.nutriment_free': {
    en: (p) => `The nutrition table states ${p.n} g lactose per 100 g – lactose-free.`,
    de: (p) => `Die Nährwerttabelle nennt ${p.n} g Laktose pro 100 g – laktosefrei.`,
    fr: (p) => `Le tableau nutritionnel indique ${p.n} g de lactose pour 100 g – sans lactose.`,
  },
  'lactose.nutriment_low': {
    en: (p) => `The nutrition table states ${p.n} g lactose per 100 g – very little.`,
    de: (p) => `Die Nährwerttabelle nennt ${p.n} g Laktose pro 100 g – sehr wenig.`,
    fr: (p) => `Le tableau nutritionnel indique ${p.n} g de lactose pour 100 g – très peu.`,
  },
  'lactose.nutriment_high': {
    en: (p) => `The nutrition table states ${p.n} g lactose per 100 g.`,
    de: (p) => `Die Nährwerttabelle nennt ${p.n} g Laktose pro 100 g.`,
    fr: (p) => `Le tableau nutritionnel indique ${p.n} g de lactose pour 100 g.`,
  },
  'lactose.category_milk': {
    en: () => 'A milk product (milk, cream, yogurt or fresh cheese) – contains lactose.',
    de: () => 'Ein Milchprodukt (Milch, Rahm, Joghurt oder Frischkäse) – enthält Laktose.',
    fr: () => 'Un produit laitier (lait, crème, yaourt ou fromage frais) – contient du lactose.',
  },
  'lactose.category_lactose_free': {
    en: () => 'Lactose-free milk (under 0.1 g lactose per 100 g).',
    de: () => 'Laktosefreie Milch (unter 0,1 g Laktose pro 100 g).',
    fr: () => 'Lait sans lactose (moins de 0,1 g de lactose pour 100 g).',
  },
  'lactose.category_plant_based': {
    en: () => 'A plant-based alternative to milk – no lactose.',
    de: () => 'Eine pflanzliche Milchalternative – keine Laktose.',
    fr: () => 'Une alternative végétale au lait – sans lactose.',
  },
};
