// Italian lists are read like German, French and English ones (issue 12 item 7): sections,
// traces, allergen notes, capitals, the taxonomy's it: names. Real packs from ../shared/data
// (Open Food Facts, ODbL), quoted as found; the product code is in a comment.
import { describe, expect, it } from 'vitest';
import { testEngine } from '../node/testing';
import type { ParsedIngredient } from './parsed-types';

const parse = (text: string) => testEngine().parseIngredients(text);
const ids = (nodes: readonly ParsedIngredient[]): string[] =>
  nodes.flatMap((n) => [...n.ids, ...ids(n.children)]);
const flags = (text: string) => testEngine().computeFlags({ ingredients_text: text });

describe('Italian ingredient names reach the taxonomy ids', () => {
  // [code, text, ids that must be read]
  const CASES: [string, string, string[]][] = [
    [
      '7610200041487', // Swiss biscuits: wheat, butter, lactic acid (not milk)
      "Farina di frumento, margarina (grasso di palma, grasso di cocco, burro, emulsionante: E471, antiagglomerante: E 341, acidificante: acido lattico), zucchero a velo, uova (d'allevamento al suolo), mandorle 4.5%, noci di cocco 4.5%, aromi. Può contenere: soia.",
      ['en:wheat-flour', 'en:butter', 'en:e270', 'en:coconut'],
    ],
    [
      '8001080003822', // risotto: GRANO tenero, FORMAGGIO, LATTE in capitals
      'Riso parboiled 85 %, farina di GRANO tenero, sale, FORMAGGIO fuso (FORMAGGIO stagionato, derivati del LATTE, sale), estratto di lievito, funghi porcini (Boletus edulis) 1,1%, funghi pinarelli (Boletus luteus), grasso di palma, olio di oliva, Zucchero, prezzemolo, cipolla, aglio, aromi',
      ['de:weichweizenmehl', 'en:melted-cheese', 'en:milk'],
    ],
    [
      '7617400045826', // whey, milk powder
      'siero di latte, sciroppo di glucosio-fruttosio, zucchero, oli e grassi vegetali (cocco, girasole, palmisti), latte in polvere, massa di cacao, emulsionanti: E 471 e lecitine di soia, stabilizzanti: farina di semi di carruba e farina di semi di guar, aromi. Può contenere noci',
      ['en:whey', 'en:milk-powder', 'en:glucose-fructose-syrup'],
    ],
    [
      '8006680051204', // whole durum wheat semolina (an orphaned taxonomy block)
      'Semola integrale di GRANO duro biologico, acqua.',
      ['en:whole-durum-wheat-semolina'],
    ],
    [
      '7616700002201', // spelt, "spelta" in Italian (DOMAIN.md "Italian labels": gluten words)
      "farine di cereali (frumento, segale, spelta), zucchero mandorle 7%, miele, margarina vegetale (olio di palma, olio di colza, acqua, emulsionante: E 471), soia, sciroppo di glucosio, uovo intero (d'allevamento al suolo)",
      ['en:wheat', 'en:rye', 'en:spelt'],
    ],
    [
      '80321637', // emphasis glued to the word before it
      'Yogurt di_latte_ intero con fermenti lattici vivi: Streptococcus thermophilus e Lactobacillus bulgaricus.',
      ['en:yogurt', 'en:whole-milk'],
    ],
  ];
  it.each(CASES)('%s', (_code, text, expected) => {
    const p = parse(text);
    expect(p.lang).toBe('it');
    expect(p.unknown).toBe(0);
    const found = ids(p.ingredients);
    for (const id of expected) expect(found).toContain(id);
  });

  it('finds "spelta" for a user who avoids Dinkel (spelt), in red (7616700002201)', () => {
    const v = testEngine().judge(
      {
        ingredients_text:
          'farine di cereali (frumento, segale, spelta), zucchero mandorle 7%, miele',
      },
      { intolerances: [], custom: ['Dinkel'], toleratedFodmapGroups: [] },
      'de',
    );
    expect(v.per_intolerance.custom).toBe('red');
    expect(v.checks.map((c) => c.trigger)).toContain('spelta');
  });

  it('reads "noci di cocco" as coconut, not as nuts (DOMAIN: words that contain another)', () => {
    const p = parse('mandorle 4.5%, noci di cocco 4.5%, aromi');
    expect(p.ingredients[1]?.ids).toEqual(['en:coconut']);
  });
});

describe('Italian trace statements and allergen notes', () => {
  const TRACES: [string, string, string[]][] = [
    [
      '20685331',
      'mais, olio di girasole alto oleico, sale.    Può contenere tracce di cereali contenenti glutine e soia.',
      ['cereali contenenti glutine', 'soia'],
    ],
    [
      '20133962',
      '91% pollo separata meccanicamente, sale, fibre vegetali (pisello), aromi, antiossidante: ascorbico di sodio; aromi di affumicatura, conservante: nitrito di sodio. Può contenere derivati del latte. SENZA GLUTINE',
      ['derivati del latte'],
    ],
    [
      '8002885006650',
      'Crusca di avena. Contiene glutine. Confezionato in uno stabilimento che utilizza anche sesamo, soia e frutta a guscio.',
      ['sesamo', 'soia', 'frutta a guscio'],
    ],
  ];
  it.each(TRACES)('%s', (_code, text, expected) => {
    const p = parse(text);
    expect(p.traces.map((t) => t.text)).toEqual(expected);
    expect(flags(text).traceIds.length).toBeGreaterThan(0);
  });

  it('reads "Contiene glutine." as an allergen note, not as an ingredient (8002885006650)', () => {
    const p = parse(
      'Crusca di avena. Contiene glutine. Confezionato in uno stabilimento che utilizza anche sesamo, soia e frutta a guscio.',
    );
    expect(p.allergens.map((a) => a.ids)).toEqual([['en:gluten']]);
    expect(p.ingredients.map((i) => i.text)).toEqual(['Crusca di avena']);
  });
});

describe('sections: an Italian list gives way to a German or French one of the same pack', () => {
  it('reads the French list of a bilingual pack, not its Italian one (7613356061989)', () => {
    const p = parse(
      'jus de pomme* 90%, jus de poire* 10%. *à base de concentré. Ingredienti: succo di mele* 90%, succo',
    );
    expect(p.lang).toBe('fr');
    expect(p.ingredients.map((i) => i.text)).toEqual(['jus de pomme', 'jus de poire']);
  });

  it('reads an Italian list with its header and cuts the nutrition table after it (80051411)', () => {
    const p = parse(
      "Ingredienti: zucchero, olio di palma, NOCCIOLE (13%), LATTE scremato in polvere (8,7%), cacao magro (7,4%), emulsionanti: lecitine (SOIA), vanillina. Valori nutrizi Energia senza glutine glutine Grassi Ferrero S.p.A P.le P. Ferrero 1-12051 Alba 800 (CN) Italia, stabilimento Sant'Angelo dei Lombardi (AV), di cui acidi gra Carboidrati di cui zuccheri Proteine Sale Scop",
    );
    expect(p.lang).toBe('it');
    expect(p.unknown).toBe(0);
    expect(p.ingredients.map((i) => i.text).at(-1)).toBe('vanillina');
    expect(p.ingredients[3]).toMatchObject({ ids: ['en:skimmed-milk-powder'], emphasized: true });
  });
});
