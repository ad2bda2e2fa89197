// Reason texts for gluten.
import type { MessageTable } from './message-types';

export const GLUTEN_MESSAGES: MessageTable = {
  'gluten.contains_gluten': {
    en: (p) => `Contains gluten (${p.t}).`,
    de: (p) => `Enthält Gluten (${p.t}).`,
    fr: (p) => `Contient du gluten (${p.t}).`,
  },
  'gluten.contains_cereal': {
    en: (p) => `Contains a gluten cereal (${p.t}).`,
    de: (p) => `Enthält glutenhaltiges Getreide (${p.t}).`,
    fr: (p) => `Contient une céréale avec gluten (${p.t}).`,
  },
  'gluten.assumed_wheat': {
    en: (p) => `Contains ${p.t}: with no other grain named, it is made of wheat – gluten.`,
    de: (p) => `Enthält ${p.t}: ohne Angabe eines anderen Getreides ist das Weizen – Gluten.`,
    fr: (p) => `Contient ${p.t}\u00a0: sans autre céréale indiquée, c’est du blé – gluten.`,
  },
  'gluten.assumed_barley': {
    en: (p) => `Contains ${p.t}: malt with no other grain named is barley malt – gluten.`,
    de: (p) => `Enthält ${p.t}: Malz ohne Angabe eines anderen Getreides ist Gerstenmalz – Gluten.`,
    fr: (p) =>
      `Contient ${p.t}\u00a0: le malt sans autre céréale indiquée est du malt d’orge – gluten.`,
  },
  'gluten.unnamed_cereal': {
    en: (p) => `Contains ${p.t} without naming the cereal – gluten cannot be ruled out.`,
    de: (p) => `Enthält ${p.t}, ohne das Getreide zu nennen – Gluten nicht ausgeschlossen.`,
    fr: (p) => `Contient ${p.t} sans préciser la céréale – le gluten n’est pas exclu.`,
  },
  'gluten.oats': {
    en: (p) =>
      `Contains oats (${p.t}) without a gluten-free label: oats are usually contaminated with wheat.`,
    de: (p) =>
      `Enthält Hafer (${p.t}) ohne Glutenfrei-Kennzeichnung: Hafer ist meist mit Weizen verunreinigt.`,
    fr: (p) =>
      `Contient de l’avoine (${p.t}) sans mention sans gluten\u00a0: l’avoine est souvent contaminée par le blé.`,
  },
  'gluten.oats_certified': {
    en: (p) => `The oats (${p.t}) are certified gluten-free.`,
    de: (p) => `Der Hafer (${p.t}) ist als glutenfrei zertifiziert.`,
    fr: (p) => `L’avoine (${p.t}) est certifiée sans gluten.`,
  },
  'gluten.exempt_derivative': {
    en: (p) =>
      `${p.t} is made from a cereal but is so refined that it is gluten-free by law (EU 1169/2011 Annex II).`,
    de: (p) =>
      `${p.t} stammt aus Getreide, ist aber so stark verarbeitet, dass es von Gesetzes wegen als glutenfrei gilt.`,
    fr: (p) =>
      `${p.t} provient d’une céréale mais est si raffiné qu’il est sans gluten selon la loi.`,
  },
  'gluten.buckwheat': {
    en: (p) => `${p.t}: buckwheat is not wheat and contains no gluten.`,
    de: (p) => `${p.t}: Buchweizen ist kein Weizen und glutenfrei.`,
    fr: (p) => `${p.t}\u00a0: le sarrasin n’est pas du blé et ne contient pas de gluten.`,
  },
  'gluten.traces': {
    en: (p) => `May contain traces of gluten (${p.t}).`,
    de: (p) => `Kann Spuren von Gluten enthalten (${p.t}).`,
    fr: (p) => `Peut contenir des traces de gluten (${p.t}).`,
  },
  'gluten.label_free': {
    en: (p) =>
      `${p.t ? `The pack says “${p.t}”` : 'Labelled gluten-free'}: at most 20 mg gluten per kg by law.`,
    de: (p) =>
      `${p.t ? `Die Packung sagt «${p.t}»` : 'Als glutenfrei gekennzeichnet'}: von Gesetzes wegen höchstens 20 mg Gluten pro kg.`,
    fr: (p) =>
      `${p.t ? `L’emballage indique «\u00a0${p.t}\u00a0»` : 'Étiqueté sans gluten'}\u00a0: au plus 20 mg de gluten par kg selon la loi.`,
  },
  'gluten.label_reduced': {
    en: (p) =>
      `${p.t ? `The pack says “${p.t}”` : 'Labelled very low in gluten'}: up to 100 mg gluten per kg – not gluten-free.`,
    de: (p) =>
      `${p.t ? `Die Packung sagt «${p.t}»` : 'Als sehr glutenarm gekennzeichnet'}: bis 100 mg Gluten pro kg – nicht glutenfrei.`,
    fr: (p) =>
      `${p.t ? `L’emballage indique «\u00a0${p.t}\u00a0»` : 'Étiqueté très faible teneur en gluten'}\u00a0: jusqu’à 100 mg de gluten par kg – pas sans gluten.`,
  },
  'gluten.gluten_free_ingredient': {
    en: (p) => `${p.t} is marked gluten-free (at most 20 mg gluten per kg).`,
    de: (p) => `${p.t} ist als glutenfrei bezeichnet (höchstens 20 mg Gluten pro kg).`,
    fr: (p) => `${p.t} est indiqué sans gluten (au plus 20 mg de gluten par kg).`,
  },
  'gluten.label_conflict': {
    en: (p) => `Labelled gluten-free, but the ingredients list ${p.t} – please check the pack.`,
    de: (p) =>
      `Als glutenfrei gekennzeichnet, aber die Zutaten nennen ${p.t} – bitte Packung prüfen.`,
    fr: (p) =>
      `Étiqueté sans gluten, mais les ingrédients mentionnent ${p.t} – vérifiez l’emballage.`,
  },
  'gluten.allergen_conflict': {
    en: () =>
      'Gluten is declared as an allergen, but we found no gluten cereal in the ingredients – please check the pack.',
    de: () =>
      'Gluten ist als Allergen angegeben, in den Zutaten finden wir aber kein glutenhaltiges Getreide – bitte Packung prüfen.',
    fr: () =>
      'Le gluten est déclaré comme allergène, mais aucune céréale avec gluten trouvée – vérifiez l’emballage.',
  },
  'gluten.name_conflict': {
    en: (p) =>
      `The name (${p.t}) names a food made of flour, but the ingredient list names no grain – the list may be incomplete; please check the pack.`,
    de: (p) =>
      `Der Name (${p.t}) nennt ein Mehlprodukt, die Zutatenliste aber kein Getreide – sie ist vielleicht unvollständig; bitte Packung prüfen.`,
    fr: (p) =>
      `Le nom (${p.t}) cite un produit à base de farine, mais la liste des ingrédients ne nomme aucune céréale – elle est peut-être incomplète\u00a0; vérifiez l’emballage.`,
  },
  'gluten.allergen_gluten': {
    en: () => 'Gluten is declared as an allergen.',
    de: () => 'Gluten ist als Allergen angegeben.',
    fr: () => 'Le gluten est déclaré comme allergène.',
  },
  'gluten.category_cereal': {
    en: () => 'Bread, pasta, flour or beer: normally made from a gluten cereal.',
    de: () => 'Brot, Teigwaren, Mehl oder Bier: normalerweise aus glutenhaltigem Getreide.',
    fr: () => 'Pain, pâtes, farine ou bière\u00a0: normalement à base de céréales avec gluten.',
  },
  'gluten.category_gluten_free': {
    en: () => 'Sold as a gluten-free product.',
    de: () => 'Als glutenfreies Produkt verkauft.',
    fr: () => 'Vendu comme produit sans gluten.',
  },
};
