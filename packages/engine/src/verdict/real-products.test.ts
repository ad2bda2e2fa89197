// Real ingredient lists from shared/data/products (Open Food Facts, ODbL), judged as a user sees them.
import { describe, expect, it } from 'vitest';
import { profileOf, testEngine } from '../node/testing';
import type { Intolerance, ProductInput } from '../types';

type Row = [
  string,
  ProductInput,
  Intolerance,
  'green' | 'yellow' | 'red',
  string,
  string | undefined,
];

const ROWS: Row[] = [
  // 3017620420047 Nutella (de), labelled gluten-free.
  [
    'Nutella de',
    {
      ingredients_text:
        'Zucker, Palmöl, Haselnüsse 13% (Nüsse), Milch (Magermilchpulver) 8,7%, fettarmer Kakao 7,4%, Emulgatoren: Lecithine [Soja], Vanillin. glutenfrei.',
      labels_tags: ['en:no-gluten'],
    },
    'lactose',
    'red',
    'lactose.contains_milk',
    'Magermilchpulver',
  ],
  [
    'Nutella de, gluten',
    {
      ingredients_text:
        'Zucker, Palmöl, HASELNÜSSE 13 %, MAGERMILCHPULVER 8,7 %, fettarmer Kakao, Emulgator Lecithine (Soja), Vanillin',
      labels_tags: ['en:no-gluten'],
    },
    'gluten',
    'green',
    'gluten.label_free',
    undefined,
  ],
  // 80052036 Nutella (fr): OFF misses en:milk; the engine does not.
  [
    'Nutella fr',
    {
      ingredients_text:
        'Sucre, huile végétale, noisettes 13%, cacao maigre 7,4%, lait écrémé en poudre 6,6%, lactosérum en poudre, émulsifiants : lécithines (soja), vanilline',
    },
    'lactose',
    'red',
    'lactose.contains_milk',
    'lait écrémé en poudre',
  ],
  // 0221909028142 Saucisses fumées: dextrose (blé) is exempt; lactose is added.
  [
    'Saucisses fumées, gluten',
    {
      ingredients_text:
        'Maigre et gras de porc, sel, épices, dextrose (blé), lactose, (protéine de lait), antioxydant : E316, conservateur : E252, colorant : E120, arômes, arôme de fumée',
    },
    'gluten',
    'green',
    'gluten.exempt_derivative',
    'dextrose',
  ],
  [
    'Saucisses fumées, lactose',
    {
      ingredients_text:
        'Maigre et gras de porc, sel, épices, dextrose (blé), lactose, (protéine de lait), antioxydant : E316, conservateur : E252, colorant : E120, arômes, arôme de fumée',
    },
    'lactose',
    'red',
    'lactose.contains_lactose',
    'lactose',
  ],
  // 3222471021606 Frites: " - " separators.
  [
    'Frites',
    {
      ingredients_text:
        'Pomme de terre 96% - huile de tournesol 4% - stabilisant : diphosphates - dextrose.',
    },
    'gluten',
    'green',
    'gluten.none_found',
    undefined,
  ],
  // 7613404017104 Petits pains précuits: bilingual pack, milk only as a trace.
  [
    'Petits pains précuits',
    {
      ingredients_text:
        'WEIZENmehl, Wasser, Pflanzenmargarine (Palmol, Rapsöl, Wasser, Emulgator: E 471), Hefe, WEIZENprotein, Kochsalz jodiert, Zucker, Emulgator: E 471, Konservierungs stoff: E 281, Malzmehl aus GERSTE, Mehlbehandlungsmittel Ascorbinsäure. Kann Sesam, Soja, Nüsse, Eler, Milch enthalten. Petit pain de blé clair, précuit Ingrédients: farine de BLÉ, eau',
    },
    'lactose',
    'green',
    'lactose.traces',
    'Milch',
  ],
  [
    'Petits pains précuits, gluten',
    {
      ingredients_text:
        'WEIZENmehl, Wasser, Hefe, WEIZENprotein, Kochsalz jodiert, Zucker, Malzmehl aus GERSTE. Kann Sesam, Soja, Nüsse, Eler, Milch enthalten.',
    },
    'gluten',
    'red',
    'gluten.contains_cereal',
    'WEIZENmehl',
  ],
  // 7610032000874 Dessert-Bödli.
  [
    'Dessert-Bödli',
    {
      ingredients_text:
        'Weizenmehl, Zucker, Palmfett, ungehärtet, Molkenpulver, Emulgator: Sojalecithin, Kochsalz, Farbstoff: nat. Beta-Carotin.',
    },
    'lactose',
    'red',
    'lactose.contains_milk',
    'Molkenpulver',
  ],
  // 5700417990455 Cordons saveur fraise: glucose-fructose syrup → caution for fructose.
  [
    'Cordons saveur fraise',
    {
      ingredients_text:
        'Weizenmehl, Glukose-Fructosesirup, Zucker, Glukosesirup, Säuerungsmittel (Zitronensäure), Konzentrat von (Schwarze Johannisbeeren, Karotte, Radieschen), Aroma, Stabilisator (E471). pflanzliche Öle (Kokos, Palm)',
    },
    'fructose',
    'yellow',
    'fructose.some_fructose',
    'Glukose-Fructosesirup',
  ],
  // 40225760 Glaçage: 10 % whole milk powder → about 5 g lactose per 100 g.
  [
    'Glaçage au lait entier',
    {
      ingredients_text:
        'Zucker, pflanzliches Fett (Ölpalme), Vollmilchpulver (10%), fettarmer Kakao (8%), Emulgator (E472c).',
    },
    'lactose',
    'red',
    'lactose.contains_milk',
    'Vollmilchpulver',
  ],
  // 7622210497345 (Lifyzer OFF 2019): the list's start is cut off; the name promises a biscuit.
  [
    'Cadbury … Biscuit & Fudge, cut list',
    {
      product_name: 'Cadbury Dairy Milk Medley Dark Choc Chip, Biscuit & Fudge Chocolate Bar',
      ingredients_text:
        'emulsifiers (soya lecithin, E442, E476, E471,sunflowerlecithin), glucose syrup, invert sugar syrup, sweetened condensed milk,tapioca starch, rapeseed oil, raising agents (E500, E503), salt, butter, flavourings. May contain nuts',
    },
    'gluten',
    'yellow',
    'gluten.name_conflict',
    'Cadbury Dairy Milk Medley Dark Choc Chip, Biscuit & Fudge Chocolate Bar',
  ],
  // 7613312041291 (Lifyzer OFF 2019): a gluten-free bread whose list names its grains.
  [
    'Pain Marguerite, gluten-free grains named',
    {
      product_name: 'Pain Marguerite',
      ingredients_text:
        'amidons ( maïs, tapioca), eau, farine de riz, levain déshydraté (sarrasin, quinoa), levure, farine de soja, fibres alimentaires végétales (psyllium, pommes de terre), graines de lin 1.5%, graines de tournesol 1.5%, graines de sésame 1.5%, sel de cuisine, inuline, fibres de pommes de terre mélasse, humectant: glycérol, sirop de glucose, épaississant:hydroxypropylméthylcellulose, sirop de sucre caramélisé. Peut contenir œufs, protéine du lait.',
    },
    'gluten',
    'green',
    'gluten.buckwheat',
    'sarrasin',
  ],
  // 7613035268364: a Portuguese list; "Sem glüten" is "without gluten", not gluten.
  [
    'Nestlé Extrafino, Portuguese list',
    {
      product_name: 'Nestlé Chocolate Extrafino Con Avellanas',
      ingredients_text:
        'Chocolate de leiie com avelâs. Ingredientes: Açücar, manteiga de cacau, leite (1514%), avelâs (15%), cacau, soro de leite em pb, emulsionante (lecttnas de girasol) aroma natural de baunilha. Pode conter outros frutos secos de casca rijat Cacau: 30% minimo. Conservar em local fresco e seco. Sem glüten,',
    },
    'gluten',
    'yellow',
    'gluten.unsupported_language',
    undefined,
  ],
  // 7613035816084: Spanish "Puede contener … huevo y gluten" is a trace statement we do not read.
  [
    'Xocolata Negre, Spanish list',
    {
      product_name: 'Xocolata Negre Amb Avellanes Nestlé Xocolateria',
      ingredients_text:
        'Chocolate negro con avellanas enteras. Cacao: 54% minimo INGREDIENTES: Cacao, azücar, avellanas 17,9%, grasa lâctea, emulgente (lecitindde girasol), manteca de cacao, extracto de vainilla. Cacao: 54% minimo. Puede contenerotros frUtos secos, huevo y gluten. Conservar en lugar fresco y seco.',
    },
    'gluten',
    'yellow',
    'gluten.unsupported_language',
    undefined,
  ],
];

describe('real products', () => {
  it.each(ROWS)('%s → %s %s', (_name, product, intolerance, color, code, trigger) => {
    const v = testEngine().judge(product, profileOf([intolerance]), 'de');
    expect(v.per_intolerance[intolerance]).toBe(color);
    const check = v.checks.find((c) => c.code === code);
    expect(check).toBeDefined();
    if (trigger) expect(check?.trigger).toBe(trigger);
  });
});
