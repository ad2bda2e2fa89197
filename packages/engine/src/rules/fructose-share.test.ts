// Fructose malabsorption: how much of the product is the fruit, fructans and polyols (DOMAIN.md),
// on real label texts from shared/data, quoted as found.
import { describe, expect, it } from 'vitest';
import { judgeText } from '../node/testing';

type Case = [string, string, 'green' | 'yellow' | 'red', string, string | undefined];

// [product code, ingredient text, colour, reason code, trigger as written]
const CASES: Case[] = [
  [
    '7610057012302', // Ramseier Zisch (fr): 30 % apple juice
    'Eau, jus de pomme suisse (30%) (avec max, 10% jus de poire) à base de concentré, acide carbonique. Pasteurisé.',
    'red',
    'fructose.main_fruit',
    'jus de pomme suisse à base de concentré',
  ],
  [
    '7613269190899', // Jus de pomme (fr)
    'Jus de pomme concentré',
    'red',
    'fructose.main_fruit',
    'Jus de pomme concentré',
  ],
  [
    '0021130314300', // Safeway apple juice (en): first after water
    'Water, apple juice concentrate, ascorbic acid (vitamin c)',
    'red',
    'fructose.main_fruit',
    'apple juice concentrate',
  ],
  [
    '7610200017543', // Tranches de mangue (fr)
    'mangue 59 % (Pérou), eau, sucre, pulpe de mangue 2 %, acidifiant: acide citrique, antioxydant: acide ascorbique',
    'red',
    'fructose.main_fruit',
    'mangue',
  ],
  [
    '7610200086341', // Cerises en conserve (fr)
    'cerises 53%, eau, sucre, affermissant: E509, colorant: E127.',
    'red',
    'fructose.main_fruit',
    'cerises',
  ],
  [
    '7610800005834', // Williams-Birnenhälften (de)
    'Birnen, Wasser, Zucker, Festigungsmittel (E509), Säuerungsmittel (E330)',
    'red',
    'fructose.main_fruit',
    'Birnen',
  ],
  [
    '91012', // Apfel Johannisbeer gespritzt (de): first after water, but a stated 8 %
    'Wasser, Apfelsaft aus Apfelsaftkonzentrat 8%, Schwarze-Johannis-Saft aus Schwarze-Johannisbeer-Saftkonzentrat 7%, Zucker, Kohlensäure, Säuerungsmittel: Citronensäure, Süßungsmittel: Stevioglycoside',
    'yellow',
    'fructose.minor_fruit',
    'Apfelsaft aus Apfelsaftkonzentrat',
  ],
  [
    '7610818158850', // Qualité & Prix Rotkraut (de)
    'Rotkraut 70 %, Wasser, Tafelessig, Zucker, Kochsalz jodiert, Rotwein, Zwiebeln, Apfelsaftkonzentrat, Geschmacksverstärker (E 621), Verdickungsmittel (E 415), Gewürze, Pfefferextrakt.',
    'yellow',
    'fructose.minor_fruit',
    'Apfelsaftkonzentrat',
  ],
  [
    '7610200010346', // Feigen getrocknet (de)
    'Feigen',
    'red',
    'fructose.dried_fruit',
    'Feigen',
  ],
  [
    '7614200007467', // Gourmets pruneaux moitiés (fr)
    'Pruneaux (Europe), sucre, jus de carotte noire, acidifiant (acide citrique). Malgré tout le soin apporté à la confection du produit, la présence de débris de noyaux ne peut être totalement exclue.',
    'red',
    'fructose.dried_fruit',
    'Pruneaux',
  ],
  [
    '3700056711345', // Raisin sec golden jumbo (fr)
    'raisins secs, huile de tournesol',
    'red',
    'fructose.dried_fruit',
    'raisins secs',
  ],
  [
    '22138736', // Joghurt pêche (fr): inulin and FOS at least yellow
    'Yogourt maigre (lait écrémé, protéines du lait), pêche 8%, fibres alimentaires (inuline, oligofructose), jus de citron concentré, édulcorant: aspartame*, arôme * Contient une source de phénylalanine.',
    'yellow',
    'fructose.fructans',
    'inuline',
  ],
  [
    '0093966004540', // Soy Creamer (en)
    'Filtered water, whole organic soybeans, organic fair trade unrefined cane sugar, organic soybean oil (expeller pressed), organic inulin, organic fair trade vanilla flavor, sodium bicarbonate, organic soy lecithin, organic almond flavor.',
    'yellow',
    'fructose.fructans',
    'organic inulin',
  ],
  [
    '0894773001155', // Zevia soda (en): polyols other than sorbitol at least yellow
    'Carbonated water, erythritol, caramel color, tartaric acid, reb A (stevia extract), caffeine, monk fruit extract, natural flavors, citric acid.',
    'yellow',
    'fructose.polyol',
    'erythritol',
  ],
  [
    '0000630135899', // Spray candy (en)
    'Water, xylitol, citric acid, lactic acid, apple juice concentrate*, ascorbic acid, malic acid, natural and artificial flavors, sucralose, blueberry juice concentrate, sodium benzoate and potassium sorbate (as a preservative).',
    'yellow',
    'fructose.polyol',
    'xylitol',
  ],
  // Italian lists (DOMAIN.md "Italian labels").
  [
    '8008295001469', // purea di pera (it): pear as the main ingredient
    'purea di pera* (50%), acqua, zucchero di canna*, acidiﬁcanti: acido citrico, antiossidanti: acide L-ascorbico.  *Bioiogico.',
    'red',
    'fructose.main_fruit',
    'purea di pera',
  ],
  [
    '8009915003207', // gallette di mais (it): inulin at least yellow
    'Farina di mais (96,9%), fibre vegetali (1,5%), fibra alimentare: inulina (1.5%), emulsionante: mono- e digliceridi degli acidi grassi di orgine vegetale.',
    'yellow',
    'fructose.fructans',
    'inulina',
  ],
  [
    '80737087', // caramelle (it): isomalt, a polyol other than sorbitol, at least yellow
    'edulcoranti (isomalto, acesulfame K), panna, burro, polidestrosio, sale, lecitine, aromi, colorante (E150b)',
    'yellow',
    'fructose.polyol',
    'isomalto',
  ],
];

describe('fructose: the share of the fruit decides', () => {
  it.each(CASES)('%s → %s', (_code, text, color, code, trigger) => {
    const r = judgeText(text, 'fructose');
    expect(r.color).toBe(color);
    expect(r.codes).toContain(code);
    if (trigger) expect(r.checks.find((c) => c.code === code)?.trigger).toBe(trigger);
  });
});

describe('FODMAP: apple as the main ingredient is red, as a minor one yellow', () => {
  it.each([
    ['7610800005834', 'red'],
    ['7610818158850', 'yellow'],
  ] as const)('%s → %s', (code, color) => {
    const text = CASES.find(([c]) => c === code)?.[1] as string;
    const r = judgeText(text, 'fodmap');
    const apple = r.checks.find((c) => /Birnen|Apfelsaftkonzentrat/.test(c.trigger ?? ''));
    expect(apple?.type).toBe(color === 'red' ? 'danger' : 'warning');
  });
});
