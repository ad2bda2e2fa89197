// Cheese names and cheese-making words the Open Food Facts taxonomy (Dec 2022 snapshot) lacks:
// the kinds of cheese by texture in French and Italian, and "pasta" that is a cheese's curd, not
// noodles. Part of LEXICON (lexicon.ts), in its order.
import type { TaxonomyEntry } from '../knowledge';

export const CHEESE_WORDS: TaxonomyEntry[] = [
  // Swiss hard cheese missing from the taxonomy, and the cheese-making words for hard and
  // semi-hard cheese (DOMAIN.md "Cheese": "pâte dure", "pâte cuite", "formaggio a pasta dura").
  {
    id: 'en:tete-de-moine',
    parents: ['en:hard-cheese'],
    names: {
      en: ['Tête de Moine'],
      de: ['Tête de Moine', 'Tête de Moine AOP'],
      fr: ['Tête de Moine', 'Tête de Moine AOP'],
      it: ['Tête de Moine'],
    },
  },
  {
    id: 'en:hard-cheese',
    parents: [],
    names: {
      en: ['extra-hard cheese', 'extra hard cheese'],
      de: ['Extrahartkäse', 'Hartkäse vollfett'],
      fr: [
        'fromage à pâte extra-dure',
        'fromage à pâte extra dure',
        'fromage à pâte cuite',
        'fromage à pâte dure et mi-dure',
        'pâte dure',
        'pâte extra-dure',
        // "Fromage italien extra-dur, 3/4-gras, au lait cru" (Parmigiano Reggiano, 7610829599741).
        'extra-dur',
        'extra-dure',
      ],
      it: [
        'formaggio a pasta extra dura',
        'formaggio a pasta dura cotta',
        'pasta dura',
        'pasta extra dura',
        'pasta extra-dura',
      ],
    },
  },
  {
    id: 'en:semi-hard-cheeses',
    parents: [],
    names: {
      de: ['Halbhartkäse'],
      fr: ['fromage à pâte mi-dure', 'fromage à pâte demi-dure', 'pâte mi-dure'],
      it: ['formaggio a pasta semidura', 'formaggio semiduro', 'pasta semidura', 'pasta semi-dura'],
    },
  },
  {
    id: 'en:soft-cheese',
    parents: [],
    names: {
      fr: ['fromage à pâte molle', 'pâte molle', 'fromage à pâte fleurie'],
      it: ['formaggio a pasta molle', 'formaggio molle', 'pasta molle'],
    },
  },
  // "Pasta" of a cheese is its curd, not noodles: "formaggio a pasta filata" is a stretched-curd
  // cheese (its kind told by the name or category: en:cheese's rule), and fresh, it is mozzarella's
  // kind (8003170030534 Cuor di mozzarella, 7613404023440 "fromage frais en pâte filée").
  {
    id: 'en:pasta-filata-cheese',
    parents: ['en:cheese'],
    names: {
      en: ['pasta filata cheese', 'stretched-curd cheese'],
      de: ['Filata-Käse', 'Pasta-filata-Käse'],
      fr: ['pâte filée', 'fromage à pâte filée'],
      it: ['pasta filata', 'formaggio a pasta filata'],
    },
  },
  {
    id: 'en:soft-white-cheese',
    parents: [],
    names: {
      fr: ['fromage frais à pâte filée', 'fromage frais en pâte filée'],
      it: ['formaggio fresco a pasta filata'],
    },
  },
];
