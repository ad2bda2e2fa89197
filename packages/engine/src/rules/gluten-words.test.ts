// Words that hide a cereal (DOMAIN.md), on real label texts from shared/data (quoted as found).
import { describe, expect, it } from 'vitest';
import { judgeText } from '../node/testing';

type Case = [string, string, 'green' | 'yellow' | 'red', string, string | undefined];

const CASES: Case[] = [
  // [product code, ingredient text, colour, reason code, trigger as written]
  // "Flour" / "farine" with no cereal named is wheat flour.
  [
    '7610819281229', // Baguette parisienne (en)
    'Flour, water, yeast, kitchen salt, E330. Can contain nuts, milk and sesame',
    'red',
    'gluten.assumed_wheat',
    'Flour',
  ],
  [
    '8024370053000', // cantuccini (fr)
    'farine, Sucre, amandes 22%, œufs, beurre, miel, lait écrémé, sel, levure, bicarbonate de sodium, arôme naturel',
    'red',
    'gluten.assumed_wheat',
    'farine',
  ],
  [
    '7612331372256', // KAAK Dolcini (fr, capitals)
    'FARINE, SUCRE, OEUFS FRAIS, MATIERE GRASSE VEGETALE (SOJA), LECITHIN DE SOJA, POUDRE LEVANTE E450I,AROMES NATURELS',
    'red',
    'gluten.assumed_wheat',
    'FARINE',
  ],
  [
    '0063054170204', // Pizzelle Anise (en)
    'flour, sugar, liquid whol egg, canola oil, soy lecithin, caramel (color agent), anise flavor, baking powder, salt',
    'red',
    'gluten.assumed_wheat',
    'flour',
  ],
  // A named flour of another plant is that plant: rice, maize, potato.
  [
    '7617027012614', // Denny's Country (fr): "panure" names its flours
    'Pommes de terre 86%, panure (fécule modifiée de pommes de terre, farine de riz, dextrine, maltodextrine, sel de cuisine, poudres à lever: E450 et E500, épaississant: E415), huile de tournesol.',
    'green',
    'gluten.none_found',
    undefined,
  ],
  // Unspecified cereals cannot be cleared: yellow (de/fr/it).
  [
    '4008429067860', // Kitekat (de)
    'Fleisch und tierische Nebenerzeugnisse (33%, u.a. 4% Huhn), Getreide,Mineralstoffe, pflanzliche Eiweißextrakte, Zucker',
    'yellow',
    'gluten.unnamed_cereal',
    'Getreide',
  ],
  [
    '20133900', // Nourriture pour chiens (fr)
    'Viandes et sous produits animaux (4% volaille), céréales, légumes (4% carottes),  substances minérales, sucres',
    'yellow',
    'gluten.unnamed_cereal',
    'céréales',
  ],
  // Named cereals inside the brackets decide: "Céréales 84% (semoule de maïs, farine de blé)".
  [
    '3222473692156', // Boules Miel (fr)
    'Céréales 84% (semoule de maïs, farine de _blé_), sucre, miel 4,7%, sel, arôme, rocou, caramel, vitamines (dont _blé_) : PP, B5, B2, B6, B1, B9, H, B12, fer.',
    'red',
    'gluten.contains_cereal',
    'farine de blé',
  ],
  // Semolina of maize or rice is not wheat.
  [
    '7610100010316', // Polenta Ticinese Maggi (fr)
    "Semoule de maïs, sel de cuisine, exhausteurs de goût (glutamate de sodium, inosinate disotique), amidon de maïs, lait écrémé en poudre, oignons, extrait de carotte, ail, extraits d'épices,",
    'green',
    'gluten.none_found',
    undefined,
  ],
  [
    '00000100', // Maisgrieß (de)
    'Maisgrieß 66%; Süßungsmittel (Glukosesirup, Zucker) 33%; Säureregulator: Zitronensäure; Farbstoffe: Kurkumin, Betenrot, Kupferhaltige Komplexe der Chlorophylle, Aroma. Kühi und trocken lagern.',
    'green',
    'gluten.none_found',
    undefined,
  ],
  // Malt with no grain named is barley malt; barley and maize malt together is still barley.
  [
    '0000127534587', // Lithuanian Rye Bread (en)
    'RYE FLOUR, WATER, WHEAT, FLOUR, MALT, MOLASSES, SUGAR, ONION, YEAST, CARAWAY SEEDS, SALT.',
    'red',
    'gluten.assumed_barley',
    'MALT',
  ],
  // Pasta is durum wheat: the shape's own list says so here.
  [
    '7613035151642', // Sternchensuppe (de)
    'Nudeln 84% (Hartweizengrieß, Weichweizengrieß), Jodsalz, Zucker, Karotten 0,5%, Petersilie, Gewürze, Stärke, Würze (Weizen), Aromen (mit Weizen, Gerste, Sellerieöl, Senföl), Maltodextrin, Salz, Palmfett, Hefeextrakt, Citronensäure',
    'red',
    'gluten.contains_cereal',
    'Hartweizengrieß',
  ],
  // Italian lists (DOMAIN.md "Italian labels").
  [
    '8000139000409', // grano, farina (it): "farina" alone is wheat flour
    'grano,farina,acqua,',
    'red',
    'gluten.assumed_wheat',
    'farina',
  ],
  [
    '20103194', // pet food (it): "cereali" unspecified cannot be cleared
    'carne e sottoprodotti di origine animale (4% vitello, 4% pollame), cereali, estratti di proteine vegetali, sostanze minerali, zucchero',
    'yellow',
    'gluten.unnamed_cereal',
    'cereali',
  ],
  [
    '8054615566026', // pasta di semola (it)
    'PASTA DI SEMOLA DI GRANO DURO Ingredienti: Semola di grano duro, acqua',
    'red',
    'gluten.contains_cereal',
    'Semola di grano duro',
  ],
  [
    '8018848014167', // orzo (it) is barley here, not the pasta shape
    'Acqua, farina d’orzo 42%, orzo maltato biologico 1,5%',
    'red',
    'gluten.contains_cereal',
    'farina d’orzo',
  ],
  [
    '20685331', // mais snack (it): traces of gluten are yellow, never red
    'mais, olio di girasole alto oleico, sale.    Può contenere tracce di cereali contenenti glutine e soia.',
    'yellow',
    'gluten.traces',
    'cereali contenenti glutine',
  ],
];

describe('words that hide a cereal', () => {
  it.each(CASES)('%s → %s', (_code, text, color, code, trigger) => {
    const r = judgeText(text, 'gluten');
    expect(r.color).toBe(color);
    expect(r.codes).toContain(code);
    if (trigger) expect(r.checks.find((c) => c.code === code)?.trigger).toBe(trigger);
  });
});

describe('malt is barley malt unless another grain is named', () => {
  // 8718858932320 (fr): maize malt syrup carries no gluten; barley malt syrup does.
  const text =
    "farine de blé*, huile de palme* (non hydrogénée), sirop de riz*, sirop de maïs malté*, sirop d'orge malté*, flocons d'avoine*, amandes* 10,5%, farine de blé complète*, noix de coco*, sirop de pommes*i poudre à lever (bicarbonate de soude), extrait naturel d'amande 0,4%, huile de citron*, sel, Issus de l'agriculture biologique,";
  it('names the barley malt syrup, not the maize one', () => {
    const triggers = judgeText(text, 'gluten').triggers;
    expect(triggers).toContain("sirop d'orge malté");
    expect(triggers).not.toContain('sirop de maïs malté');
  });
  it('barley malt syrup (en, 0000000033640) is red', () => {
    const r = judgeText(
      'Whole rolled oats, milled cane sugar, vegetable oil (canola and/or safflower and/or sunflower oil), rice flour, constarch, dried cranberries (cranberries, sugar, sunflower oil), natural flavor, salt, barley malt syrup, acai berry.',
      'gluten',
    );
    expect(r.color).toBe('red');
    expect(r.triggers).toContain('barley malt syrup');
  });
});
