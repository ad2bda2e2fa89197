// Trace statements written as a heading ("Spuren: …", "Traces : …"), at the end of a list or
// inside its brackets, on real packs (../shared/data, quoted as found): what a careful reader
// takes from them is "may contain", never an ingredient.
import { describe, expect, it } from 'vitest';
import { judgeText, testEngine } from '../node/testing';
import { foldsApart } from './traces';

const ROWS = [
  {
    code: '7613030711551 Hackbraten: "(Spuren: …)" inside brackets',
    text: 'Zutaten: Paniermehl (Weizenmehl, Salz, Hefe), Weizenmehl, (16,8 % Zwiebeln, Paprika, Pfeffer, Knoblauch Kurkuma), Jodsalz, Hühnerei-EiweiB, Petersilie, Sonnenblumencli Hefeextrakt, Aromen (mit Sellerieòl, Senft Antioxidationsmittel Extrakt aus Rosmarin. (Spuren: Milch, Sellerie, Soja, Senf)',
    traces: ['Milch', 'Sellerie', 'Soja', 'Senf'],
    milk: 'Milch',
  },
  {
    code: '7613034480996 Chocolat noir dessert: "Traces : …" ends the list',
    text: "Sucre, pâte de cacao (Afrique de l'ouest, Amérique du Sud), beurre de cacao, émulsifiant (lécithine de tournesol), arôme naturel de vanille (Madagascar). Traces : fruits à coque, lait.",
    traces: ['fruits à coque', 'lait'],
    milk: 'lait',
  },
  {
    code: '7613031895755 Currywurst: "Spuren: …]" closed by an OCR bracket',
    text: 'Zuttaten: Zucker, Stârket 13,4% Tomaten, 1 1 % Gewürze (Zwiebeln, Paprika, Bockshornklee, Kurkuma, Knoblauch, Chili, Senfkòrner, Koriander, Pfeffer, Kardamom, Kreuzkümmel, Ingwer), Maltodextrin, Fruchtzucker, Reismehl, Jodsalz, Aromen, Apfelpu\\ver, Hefeextrakt, sojasaucenpulver (Sojabohnen, Weizen), Rote-Bete-Saftpulver, geràuchertes Speckfett (Speck, Rauch), Sonnenblumenôl, Raucharoma, salz, Sàuerungsmittel Citronensâure. Spuren: Eier, Milch, Sellerie]',
    traces: ['Eier', 'Milch', 'Sellerie'],
    milk: 'Milch',
  },
];

describe('trace statements written as a heading', () => {
  it.each(ROWS)('$code: the names are traces, not ingredients', ({ text, traces }) => {
    const p = testEngine().parseIngredients(text);
    expect(p.traces.map((t) => t.text)).toEqual(traces);
    const names = JSON.stringify(p.ingredients);
    expect(names).not.toMatch(/spuren|traces/i);
  });

  it.each(ROWS)('$code: milk named as a trace is a trace for lactose', ({ text, milk }) => {
    const { codes, triggers, color } = judgeText(text, 'lactose');
    expect(codes).toContain('lactose.traces');
    expect(triggers).toContain(milk);
    expect(color).not.toBe('red');
  });
});

// "A pu être en contact avec …" says what "peut contenir" says (DOMAIN.md, traces), in each language.
const CONTACT = [
  {
    code: '3182180012190 Biscottes: "ce produit a pu être en contact avec …"',
    text: 'farine de blé, farine de blé complet, gluten de blé, levure, huile de tournesol, agent de traitement de la farine, acide ascorbique, contient des sucres naturellement présents, ce produit contient du blé et du gluten, ce produit a pu être en contact avec des fruits à coque, du lait, des oeufs et des graines de sésame',
    traces: ['fruits à coque', 'lait', 'oeufs', 'graines de sésame'],
  },
  {
    code: 'fr, after "et qu\'il"',
    text: "sucre, farine de blé et qu'il a pu être en contact avec du lait et de l'arachide",
    traces: ['lait', "l'arachide"],
  },
  {
    code: 'de, "in Kontakt gekommen sein"',
    text: 'Zucker, Kakaobutter. Kann mit Milch und Haselnüssen in Kontakt gekommen sein.',
    traces: ['Milch', 'Haselnüssen'],
  },
  {
    code: 'it, "può essere venuto in contatto con"',
    text: 'Zucchero, burro di cacao. Può essere venuto in contatto con latte e nocciole.',
    traces: ['latte', 'nocciole'],
  },
  {
    code: 'en, "may have been in contact with"',
    text: 'Sugar, cocoa butter. May have been in contact with milk and hazelnuts.',
    traces: ['milk', 'hazelnuts'],
  },
];

describe('"may have been in contact with" is a trace statement', () => {
  it.each(CONTACT)('$code', ({ text, traces }) => {
    const p = testEngine().parseIngredients(text);
    expect(p.traces.map((t) => t.text)).toEqual(traces);
    expect(JSON.stringify(p.ingredients)).not.toMatch(/contact|kontakt|contatto/i);
    expect(judgeText(text, 'lactose').codes).toContain('lactose.traces');
  });
});

describe('the trace pre-check', () => {
  it('reads the letters of its words as the patterns do, except ſ and K (Kelvin)', () => {
    // Where /iu (the patterns) and /i (TRIGGER) read a letter of a trace word apart, TRIGGER must
    // still run (foldsApart); anywhere else a pattern's match holds a word TRIGGER finds.
    for (const letter of 'abcdefghijklmnopqrstuvwxyzé') {
      const unicode = new RegExp(letter, 'iu');
      const plain = new RegExp(letter, 'i');
      for (let c = 0; c < 0x10000; c++) {
        const ch = String.fromCharCode(c);
        if (unicode.test(ch) && !plain.test(ch))
          expect([letter, foldsApart(ch)]).toEqual([letter, true]);
      }
    }
    expect(foldsApart('Kann Spuren von Milch enthalten.')).toBe(false);
    expect(foldsApart('Kann ſpuren von Milch enthalten.')).toBe(true);
  });
});
