// Packs that print the list in several languages: the section in a language we read is read alone,
// and a list only in a language we do not read is not enough data (issue 12 point 1). Real label
// texts from shared/data (lifyzer_off2019_swiss_barcodes.csv), quoted as found.
import { describe, expect, it } from 'vitest';
import { judgeText, testEngine } from '../node/testing';
import { pickSection } from './sections';

// 7617067049434 Le Gruyere: French list, then Dutch ("NL:", "Ingrediënten:") and Spanish ("ESP:",
// "Ingredientes:") sections; "Queso suizo de pasta semidura" is the cheese's texture, not pasta.
const GRUYERE =
  "LAIT cru de vache', sel, ferments LACTIQUES, présure animale. In grédient issu de lagriculture Biolo gique. NL: Harde kaas met rauwe koemelk - 35% VG ir: het eindproduct. Ingrediënten: RAUWE koemelk, zout, MELK fermenten, dierlijk stremsel. Ingrediënten die voortvloeien uit de biologische landbouw. ESP: Queso suizo de pasta semidura y graso. Ingredientes: LECHE cruda de vaca, sal, fermentos LACTEOS, Cuajo. &quot;Ingredientes nacidos de la a gricultura.";

// 7622210701749 Tuc crisp: Dutch first; the French header lost its "In" to OCR ("grédients :").
const TUC =
  "INGREDIENTEN / INGRÉD'ENTS @@Ovengebakken aardappelchips met zeezout. Ingrediënten: Aardappelvlokken 56 % (bevat sulfiet), maïszetmeel, hnnebloemolie, tarwebloem, lactose van mell(), suiker, havervezels, oo\\taadolie, rijsmiddelen (calciumfosfaten, natriumwaterstofcarbonaat), mulgator (sojalecithine), aroma, zeezout 0,84%, melkeiwitten, uti bevattent E Chips de pomme de terre cuits au four au sel de mer. grédients : Floccons de pomme de terre 56 % (contient sulfites), midon de maïs, huile de tournesol, farine de blé, lactose (de lait), sucre, bres dlavoine, huile de colza, poudres à lever (phosphates de calcium, arbonate acide de sodium), émulsifiant(lécilhine de soja), arôme, sel de er 0,84 0%, protéines de lait) correcteUr d'acidité (acide citrique). Peut Oeuf. VOEDINGSWAARDE-INFORMATIE I INFORMATIoN NIJTRITIONNELLE";

// 7613036844710 Perrier & Juice: a French list without a header, then the Dutch one.
const PERRIER =
  'eau minérale naturelle gazeuse PERRIER 79% fus de fruits à base de concentré 16,2% (pomme 8,8%, citron 6,4%, goyave 1% ) , sucre, arôme naturel, concentré de carotte Gearomafiseerde bruisende drank met citroen - en guavesap op basis van concentraat. Ingrediënten: bruisend natuurlijk mineraalwater PERRIER 79%, vruchtensap op basis van concentraat 16,2% (appel 8,8% , citroen 6,4%, guave 1%) , suiker, natuurlijk aroma, wortelconcentrat 1 blik= Energie 180KJ';

// 7622210396563 Fontaneda Galletas Belvita: a Spanish title ending in vitamin letters, then the
// Spanish list (first 240 characters of the text).
const FONTANEDA =
  'GALLETA DE CEREALES CON AVELLANAS ENRIQUECIDA CON VITAMINAS BI, B2, B6, B9, B5. Ingredientes: Cereales 66,7% (cereales integrales 43,4% (copos de avena 18,4%, harina integral de trigo 13,3%, sémola integral de trigo sarraceno 8,4%';

describe('a pack with lists in several languages', () => {
  it('reads the French section of a cheese alone: green for gluten, a hard cheese for lactose', () => {
    const name = { product_name: 'Le Gruyere' };
    const gluten = judgeText(GRUYERE, 'gluten', name);
    expect(gluten.color).toBe('green');
    expect(gluten.codes).toEqual(['gluten.none_found']);
    const lactose = judgeText(GRUYERE, 'lactose', name);
    expect(lactose.color).toBe('green');
    expect(lactose.codes).toContain('lactose.made_hard_cheese');
  });

  it('splits at "Ingrediënten:", "Ingredientes:" and a language code in capitals ("NL:", "ESP:")', () => {
    expect(pickSection(GRUYERE).text).toBe(
      "LAIT cru de vache', sel, ferments LACTIQUES, présure animale. In grédient issu de lagriculture Biolo gique.",
    );
  });

  it('finds a French header whose "In" OCR lost, and reads the French list after the Dutch one', () => {
    const section = pickSection(TUC);
    expect(section.lang).toBe('fr');
    expect(section.text.trim().startsWith('Floccons de pomme de terre 56 %')).toBe(true);
    const gluten = judgeText(TUC, 'gluten');
    expect(gluten.color).toBe('red');
    expect(gluten.triggers).toContain('farine de blé');
  });

  it('reads a headerless French list before the Dutch section (no Dutch words left unknown)', () => {
    expect(judgeText(PERRIER, 'gluten').color).toBe('green');
    expect(judgeText(PERRIER, 'lactose').color).toBe('green');
  });

  it('does not take a title ending in vitamin letters for a list: the Spanish list is not enough data', () => {
    expect(pickSection(FONTANEDA).lang).toBe('other');
    const lactose = judgeText(FONTANEDA, 'lactose');
    expect(lactose.color).toBe('yellow');
    expect(lactose.codes).toEqual(['lactose.unsupported_language']);
  });

  it('takes "CH:" and "DE:" for no language we skip: the German list after them is read', () => {
    // 7616500662018 Mahony corn (first 160 characters of the text).
    const text =
      'EI CH: Feine Milchschokolade mit Maisstücken und Honig-Mandel-Nougat DE: Feine Milchschokolade mit Maisstücken und Zutaten: Zucker Kakad butter, Kakaomasse, Vollmilchpulver';
    const section = pickSection(text);
    expect(section.lang).toBe('de');
    expect(section.text.trim().startsWith('Zucker Kakad butter')).toBe(true);
  });
});

describe('the engine parser finds the same sections', () => {
  it('reads Le Gruyère in French', () => {
    const p = testEngine().parseIngredients(GRUYERE);
    expect(p.lang).toBe('fr');
    expect(p.ingredients.map((i) => i.text)).toEqual([
      "LAIT cru de vache'",
      'sel',
      'ferments LACTIQUES',
      'présure animale',
    ]);
  });
});
