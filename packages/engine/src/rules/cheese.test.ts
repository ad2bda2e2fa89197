// Cheese and butter judged by what the milk became (DOMAIN.md "Cheese, butter and the like"), on
// real products from shared/data: name and ingredient text quoted as found.
import { describe, expect, it } from 'vitest';
import { judgeText, testEngine } from '../node/testing';

type Case = [
  string,
  string | undefined,
  string,
  'green' | 'yellow' | 'red',
  string,
  string | undefined,
];

/** Judges a case's text (with its product name) for lactose and checks colour, reason and trigger. */
function judgeCase([, name, text, color, code, trigger]: Case) {
  const r = judgeText(text, 'lactose', name ? { product_name: name } : {});
  expect(r.color).toBe(color);
  expect(r.codes).toContain(code);
  if (trigger) expect(r.checks.find((c) => c.code === code)?.trigger).toBe(trigger);
  return r;
}

// [product code, product name, ingredient text, colour, reason code, trigger as written]
const RECIPES: Case[] = [
  [
    '7610900035533', // Emmentaler AOP Doux (fr): a cheese recipe named as a hard cheese
    'Emmentaler AOP Doux',
    'Lait suisse, sel, fermants lactiques, présure,',
    'green',
    'lactose.made_hard_cheese',
    'Lait suisse',
  ],
  [
    '8010721001509', // Parmesan gerieben (de)
    'Parmesan gerieben',
    'Milch, Salz, Lab.',
    'green',
    'lactose.made_hard_cheese',
    'Milch',
  ],
  [
    '3222472921530', // Emmental Français Est-Central IGP (fr)
    'Emmental Français Est-Central IGP au lait cru (32 % MG) Grand Cru - label Rouge',
    'Lait cru de vaçhe, sel, ferments lactiques, présure animale.',
    'green',
    'lactose.made_hard_cheese',
    'Lait cru de vaçhe',
  ],
  [
    '7613413496112', // Mélange Emmental Gruyère râpé (fr): each cheese with its recipe in brackets
    'Mélange Emmental Gruyère râpé',
    'fromage gras à pâte dure Emmentaler AOP» 75% (lait cru [Suisse], sel de cuisine), fromage gras à pâte dure «Le Gruyère AOP» 25% (lait cru [Suisse], sel de cuisine)',
    'green',
    'lactose.hard_cheese',
    'fromage gras à pâte dure Emmentaler AOP»',
  ],
  [
    '3428200307168', // Brie 25 % (fr)
    'Brie 25 %',
    'lait de vache (origine : France), sel, ferments lactiques.',
    'yellow',
    'lactose.made_soft_cheese',
    'lait de vache',
  ],
  [
    '7617027825641', // Magerquark, Nature (de): quark keeps the lactose
    'Magerquark, Nature',
    'Zutaten: Pasteurisierte Magermilch',
    'red',
    'lactose.made_fresh_cheese',
    'Pasteurisierte Magermilch',
  ],
  [
    '3266191055855', // Beurre de baratte doux (fr)
    'Beurre de baratte doux',
    "crème de lait pasteurisée*, ferments lactiques. *Ingrédient agricole issu de l'Agriculture Biologique.",
    'green',
    'lactose.made_butter',
    'crème de lait pasteurisée',
  ],
  [
    '0737094005054', // Grade AA Unsalted Butter (en)
    'Grade AA Unsalted Butter',
    'CREAM, NATURAL FLAVORINGS',
    'green',
    'lactose.made_butter',
    'CREAM',
  ],
  [
    '8002004217554', // no name (en): without a name or category the recipe stays milk
    undefined,
    'milk, salt, rensure,',
    'red',
    'lactose.contains_milk',
    'milk',
  ],
];

// A cheese's or butter's legal name, then its milk or cream: the list names what the milk became
// itself, whatever the product's name says (DOMAIN.md "Cheese, butter and the like").
const NAMED_IN_LIST: Case[] = [
  [
    '7610200060013', // Le Gruyère Switzerland (fr)
    'Le Gruyère Switzerland',
    'Fromage suisse à pâte dure, gras, au _lait_ cru.',
    'green',
    'lactose.made_hard_cheese',
    'au lait cru',
  ],
  [
    '7630018606814', // Rosettes de tête de moine (fr)
    undefined,
    'Fromage aà pâte mi-dure, au lait cru suisse',
    'green',
    'lactose.made_semi_hard_cheese',
    'au lait cru suisse',
  ],
  [
    '3228020481426', // PRÉSIDENT Camembert L'ORIGINAL (fr): a soft cheese stays yellow
    "PRÉSIDENT Camembert L'ORIGINAL",
    'fromage français à pâte molle, au lait pasteurisé',
    'yellow',
    'lactose.made_soft_cheese',
    'au lait pasteurisé',
  ],
  [
    '7612300531219', // Vorzugs Butter (fr, as found)
    'Vorzugs Butter',
    'Beurre de choix, fabrique directement avec de la créme fraiche de lait suisse pasteurisee2',
    'green',
    'lactose.made_butter',
    'fabrique directement avec de la créme fraiche de lait suisse pasteurisee2',
  ],
];

// The cheese's legal name in full: fat class, raw-milk note, a helper with its source, a cheese the
// list does not name more closely (the product's name does), as found on Swiss packs.
const DENOMINATIONS: Case[] = [
  [
    '7610200028358', // sbrinz Innerschweiz gerieben (de): "vollfett" is a fat class, not added fat
    'sbrinz Innerschweiz gerieben',
    'Schweizer Extra-Hartkäse, vollfett, mit Rohmilch hergestellt',
    'green',
    'lactose.made_hard_cheese',
    'Rohmilch hergestellt',
  ],
  [
    '7610200041050', // Grana padano (fr): a preservative with its source in brackets is a helper
    'Grana padano',
    "Fromage italien à pâte extra-dure, trois-quart gras, au lait cru, avec conservateur: e 1105 (à base de blanc d'œuf)",
    'green',
    'lactose.made_hard_cheese',
    'au lait cru',
  ],
  [
    '7610829599741', // Presidio Slow Food PARMIGIANO REGGIANO (fr): "extra-dur" is a hard cheese
    'Presidio Slow Food PARMIGIANO REGGIANO',
    'Fromage italien extra-dur, 3/4-gras, au lait cru. présure, sel.',
    'green',
    'lactose.made_hard_cheese',
    'au lait cru',
  ],
  [
    '7610900000029', // Kaltbach Switzerland Raclette (fr): "à base de" is "made from"
    'Kaltbach Switzerland Raclette',
    'Fromage suisse à pâte mi-dure, gras, à base de lait pasteurisé.',
    'green',
    'lactose.made_semi_hard_cheese',
    'à base de lait pasteurisé',
  ],
  [
    '7617067039213', // Emmentaler Doux (31% MG) (fr): a cheese the list does not name, the name does
    'Emmentaler Doux (31% MG)',
    'Fromage au _lait_ cru.',
    'green',
    'lactose.made_hard_cheese',
    'Fromage au lait cru',
  ],
  [
    '7610800015369', // Qualité & Prix Sbrinz Râpé (fr): "râpé" is grated, not rapeseed
    'Qualité & Prix Sbrinz Râpé',
    'Lait (Suisse), sel de cuisine',
    'green',
    'lactose.made_hard_cheese',
    'Lait',
  ],
  [
    '7613404145067', // Paneer (fr): the name says a fresh cheese, which leaves more than "pâte molle"
    'Paneer',
    'Fromage danois à pâte molle, trois-quarts gras, à base de lait pasteurisé',
    'red',
    'lactose.made_fresh_cheese',
    'à base de lait pasteurisé',
  ],
];

describe("a cheese's legal name in full", () => {
  it.each(DENOMINATIONS)('%s %s → %s', (...c) => {
    judgeCase(c);
  });

  it('reads "râpé" as grated and "à base de" as made from, not as rapeseed or an acidity regulator', () => {
    const { ingredients } = testEngine().parseIngredients(
      "Fromage italien à pâte extra-dure, trois-quart gras, au lait cru, avec conservateur: e 1105 (à base de blanc d'œuf)",
      'fr',
    );
    expect(ingredients.map((i) => i.text)).toEqual([
      'Fromage italien à pâte extra-dure',
      'au lait cru',
      'e 1105',
    ]);
    expect(ingredients[2]?.children[0]?.ids).toEqual(['en:egg-white']);
    // 7611654274391 LE GRUYÈRE SWITZERLAND râpé: the name is the cheese alone.
    expect(
      testEngine().parseIngredients('LE GRUYÈRE SWITZERLAND râpé', 'de').ingredients[0]?.ids,
    ).toEqual(['en:gruyere']);
  });

  it('keeps a yogurt whose noun OCR lost unread: "quart-gras" first is no fat class to drop', () => {
    // 7610200371034 Fraise: the list of a strawberry yogurt that lost its "Yogourt".
    const r = judgeText(
      'quart-gras, sucre, purée de fraise 5.8 %, amidon modifié de maïs cireux, jus de citron concentré, jus de betterave rouge colorant: arôme',
      'lactose',
      { product_name: 'Fraise' },
    );
    expect(r.color).toBe('yellow');
  });
});

describe('the "pasta" of an Italian cheese is its curd, not noodles', () => {
  it('reads "formaggio fresco a pasta filata" as a fresh cheese: red for lactose, green for gluten', () => {
    // 8003170030534 Cuor di mozzarella (it), as found.
    const text =
      'FORMAGGIO FRESCO A PASTA FILATA. INGREDIENTI Latte, fermenti lattici, sale, caglio. Origine del latte: Italia';
    const gluten = judgeText(text, 'gluten', { product_name: 'Cuor di mozzarella' });
    expect(gluten.color).toBe('green');
    expect(gluten.codes).toEqual(['gluten.none_found']);
    const lactose = judgeText(text, 'lactose', { product_name: 'Cuor di mozzarella' });
    expect(lactose.color).toBe('red');
    expect(lactose.codes).toContain('lactose.fresh_cheese');
  });

  it('reads "_formaggio_ a pasta dura" of a pizza as a hard cheese, not as wheat', () => {
    // 3560071092818 Atún (it): the wheat is the flour, not the cheese.
    const { ingredients } = testEngine().parseIngredients(
      '_formaggio_ a pasta dura, _panna_ acida, aglio, spezie',
      'it',
    );
    expect(ingredients[0]?.ids).toEqual(['en:hard-cheese']);
  });
});

describe('a list that names the cheese or butter first, then its milk', () => {
  it.each(NAMED_IN_LIST)('%s %s → %s', (...c) => {
    const r = judgeCase(c);
    const code = c[4];
    // Said once: the milk "is made into" the cheese, not also "is a hard cheese" beside it.
    expect(r.codes.filter((c) => c.startsWith('lactose.'))).toEqual([code]);
  });

  it('says what the milk became in the words of the list', () => {
    const [, name, text] = NAMED_IN_LIST[0] as Case;
    const check = judgeText(text, 'lactose', { product_name: name }, 'de').checks.find(
      (c) => c.code === 'lactose.made_hard_cheese',
    );
    expect(check?.text).toBe(
      'Aus au lait cru wird Fromage suisse à pâte dure, ein Hartkäse: beim Reifen wird die Laktose abgebaut, praktisch laktosefrei (unter 0,1 g pro 100 g).',
    );
  });

  it('keeps milk red when the first item is a fresh cheese or no cheese at all', () => {
    // 7613404023440 MD Salade Tomates Mozzarella di Bufala: a fresh cheese keeps its lactose.
    const fresh = judgeText(
      'mozzarella bufala 37% (fromage frais en pâte filée lait de bufflonne pasteurisé, sel, présure)',
      'lactose',
    );
    expect(fresh.color).toBe('red');
    // 8002004217554: "milk, salt, rensure" names no cheese; without a name it stays milk.
    expect(judgeText('milk, salt, rensure,', 'lactose').color).toBe('red');
  });
});

describe('a list that only names the raw material', () => {
  it.each(RECIPES)('%s %s → %s', (...c) => {
    judgeCase(c);
  });

  it('names the cheese it became, in each language', () => {
    const [, name, text] = RECIPES[0] as Case;
    const made = (lang: 'de' | 'fr') =>
      judgeText(text, 'lactose', { product_name: name }, lang).checks.find(
        (c) => c.code === 'lactose.made_hard_cheese',
      )?.text;
    const de = made('de');
    expect(de).toBe(
      'Aus Lait suisse wird Emmentaler AOP Doux, ein Hartkäse: beim Reifen wird die Laktose abgebaut, praktisch laktosefrei (unter 0,1 g pro 100 g).',
    );
    const fr = made('fr');
    expect(fr).toContain('Lait suisse devient Emmentaler AOP Doux, un fromage à pâte dure');
  });
});
