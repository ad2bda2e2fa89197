// Principles, not examples (issue 27 point 4): agave in any form is a fructose source; malt of a
// grain without gluten is not barley malt. Real label texts from shared/data (quoted as found).
import { describe, expect, it } from 'vitest';
import type { Intolerance } from '../types';
import { judgeText } from '../node/testing';

// [product code, intolerance, ingredient text, colour, trigger that must be named, one that must not]
type Case = [string, Intolerance, string, 'green' | 'yellow' | 'red', string?, string?];

const FRUCTOSE_SOURCES: Case[] = [
  [
    '7610202323550', // dark chocolate (fr): agave sugar
    'fructose',
    "påte de cacao, sucre d'agave 27% (sucre d'agave, maltodextrine), beurre de cacao, gousses de vanille. Cacao: 71% min. Peut contenir du lait, des noisettes, des amandes et des arachides. Tous les ingrédients sont issus de l'agriculture biologique",
    'red',
    "sucre d'agave",
  ],
  [
    '7610202323550',
    'fodmap',
    "påte de cacao, sucre d'agave 27% (sucre d'agave, maltodextrine), beurre de cacao, gousses de vanille. Cacao: 71% min. Peut contenir du lait, des noisettes, des amandes et des arachides. Tous les ingrédients sont issus de l'agriculture biologique",
    'red',
    "sucre d'agave",
  ],
  [
    '7640176960062', // smoothie bowl (de): agave syrup as "Agavendicksaft"
    'fructose',
    "Açaipüree (46 %), Mangopüree (30 %), Kokosmilch (Kokosnuss - extrakt, Wasser), Bananenpüree, Agavendicksaft, Zitronensaft', Acerolapulver Dinkelflocken, Kokosnusschips, Walnüsse gebrochen, Maulbeeren, Zimt",
    'red',
    'Agavendicksaft',
  ],
  [
    '7613269260837', // smoothie (fr): concentrated agave juice
    'fructose',
    "Mélange de purée de fruits 81% (mangue, oranges, limettes, baies de goji), yogourt au lait écrémé 15%, jus d'agave concentré, stabilisant: pectine. Pasteurisé.",
    'red',
    "jus d'agave concentré",
  ],
  // A plum vinegar is a fruit vinegar, not plums (FODMAP polyols).
  [
    '7610849009190', // vinaigrette (fr)
    'fodmap',
    "Huile de graines de courge «huile de graines de courge de Styrie IGP» 26 %, huile d'olive, vinaigre de pomme, vinaigre de quetsche, eau, sucre, sel marin «fleur de sel», poivre.",
    'green',
  ],
];

const MALT: Case[] = [
  [
    '7613331671462', // Freefrom baguette (fr), named in issue 27: millet malt is not barley malt
    'gluten',
    'farine de malt de millet',
    'green',
    undefined,
    'farine de malt de millet',
  ],
  [
    '3033610030096', // bread (fr): malted maize semolina carries no gluten; the malted wheat does
    'gluten',
    'farine de blé, eau, farine de maïs, 7, sucre, levure, semoule de maïs maltée, farine de blé maltée, gluten de blé, émulsifiant, e472e, curry, curcuma, beurre, colorant e160a',
    'red',
    'farine de blé maltée',
    'semoule de maïs maltée',
  ],
  [
    '8013355998542', // crackers (fr): malt of barley and maize holds barley
    'gluten',
    "farine de blé, huile de soja, extrait de malt d'orge et de maïs, huile de palme, sel 1, correcteur d'acidite, carbonate acide de sodium, farine d'orge maltée, levure",
    'red',
    "extrait de malt d'orge",
  ],
  [
    '8000500390306', // biscuits (en, capitals)
    'gluten',
    'MALTED BARLEY FLOUR. FAT-REDUCED COCOA POWDER, SALT, POWDERED BARLEY MALT AND CORN EXTRACT',
    'red',
    'POWDERED BARLEY MALT',
  ],
  [
    '7610023002122', // muesli (de): Gerstenmalz is barley malt
    'gluten',
    'Corn flakes (Mais, Speisesalz, Gerstenmalz), Agavensirup 7%, Sonnenblumenöl',
    'red',
    'Gerstenmalz',
  ],
];

describe('principles, not examples', () => {
  it.each([...FRUCTOSE_SOURCES, ...MALT])(
    '%s %s → %s',
    (_code, intolerance, text, color, named, notNamed) => {
      const r = judgeText(text, intolerance);
      expect(r.color).toBe(color);
      if (named) expect(r.triggers).toContain(named);
      if (notNamed) expect(r.triggers).not.toContain(notNamed);
    },
  );

  it.each([
    // The words a pack may use for agave, in de/fr/it/en, are one plant (rules/fructose.ts).
    ['Agavenzucker', 'fructose'],
    ["nectar d'agave", 'fructose'],
    ["sciroppo d'agave", 'fodmap'],
    ['organic blue agave nectar', 'fodmap'],
  ] as const)('%s is a fructose source (%s)', (text, intolerance) => {
    expect(judgeText(text, intolerance).color).toBe('red');
  });

  it.each(['millet malt flour', 'Hirsemalzmehl', 'malt de sarrasin', 'malto di riso', 'Maismalz'])(
    '%s carries no gluten',
    (text) => {
      expect(judgeText(text, 'gluten').color).toBe('green');
    },
  );
});
