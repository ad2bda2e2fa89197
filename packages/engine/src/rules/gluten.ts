// Gluten rules. Sources: Codex STAN 118-1979 (gluten cereals and their products); EU 828/2014 and
// Swiss LIV Art. 41 (gluten-free ≤ 20 mg/kg); EU 1169/2011 Annex II = LIV Annex 6 (exempt
// derivatives); DOMAIN.md (oats; not-gluten grains; OFF issues 944 and 1735).
import type { IngredientRule, RuleTable } from './rule-types';

const cereal: IngredientRule = { level: 'contains', code: 'gluten.contains_cereal' };
const exempt: IngredientRule = {
  level: 'free',
  code: 'gluten.exempt_derivative',
  exempts: true,
  explain: true,
};
const notGluten: IngredientRule = { level: 'free', code: 'gluten.not_gluten' };
// Words that hide a cereal (DOMAIN.md "Gluten: words that hide a cereal"): what they are made of
// when no grain is named in the item or its parts. `exact`: a named kind of flour (chestnut, pea)
// is not wheat, so "flour" does not pass its meaning on to the taxonomy's descendants.
const wheatUnlessNamed = (exact?: true): IngredientRule => ({
  level: 'contains',
  code: 'gluten.assumed_wheat',
  assumed: true,
  ...(exact ? { exact } : {}),
});
const unnamedCereal: IngredientRule = {
  level: 'unknown',
  code: 'gluten.unnamed_cereal',
  assumed: true,
};

export const GLUTEN_RULES: RuleTable = {
  'en:gluten': { level: 'contains', code: 'gluten.contains_gluten' },
  'en:wheat': cereal,
  'en:wheat-starch': cereal,
  'en:spelt': cereal,
  'en:spelt-flour': cereal,
  'en:khorasan-wheat': cereal,
  'en:emmer': cereal,
  'en:einkorn-wheat': cereal,
  'en:rye': cereal,
  'en:barley': cereal,
  'en:triticale': cereal,
  // Malt is barley malt unless another grain is named (DOMAIN.md; "malt de riz" carries no gluten).
  'en:malt': { level: 'contains', code: 'gluten.assumed_barley', assumed: true },
  // The same for its syrup: "rice malt syrup", "brown rice malt syrup" name their grain.
  'en:malt-syrup': { level: 'contains', code: 'gluten.assumed_barley', assumed: true },
  'en:extract-of-corn-malt': notGluten,
  'en:malted-barley': cereal,
  // French trade usage: "farine" alone is wheat flour; Swiss "Mehl", "Vollkornmehl" likewise.
  'en:flour': wheatUnlessNamed(true),
  'en:wholemeal-flour': wheatUnlessNamed(true),
  // "Getreide", "céréales", "cereali": the cereal is not named, so gluten cannot be ruled out.
  'en:cereal': unnamedCereal,
  'en:cereal-flour': { ...unnamedCereal, exact: true },
  'en:cereals-containing-gluten': cereal,
  // Pasta is durum wheat unless the list says otherwise (Italian DPR 187/2001: dried pasta is
  // durum wheat semolina); noodles, bread, biscuits, pastry and breadcrumbs are wheat-based staples
  // unless another grain is named (Codex STAN 118-1979 lists them among foods made from wheat).
  // Italian "pasta" also means paste: "pasta di cacao", "nocciole in pasta", "pasta di mandorle".
  'en:pasta': { ...wheatUnlessNamed(), yieldsTo: ['en:nut', 'en:cocoa', 'en:seed'] },
  'en:noodle': wheatUnlessNamed(),
  'en:vermicelli': wheatUnlessNamed(),
  // Not "pâte" alone: "pâte molle/dure" is how cheese is described.
  'en:pastry': wheatUnlessNamed(),
  'en:shortcrust-dough': wheatUnlessNamed(),
  'fr:pate-feuilletee': wheatUnlessNamed(),
  'en:pizza-dough': wheatUnlessNamed(),
  'en:bread': wheatUnlessNamed(),
  'en:biscuit': wheatUnlessNamed(),
  'en:crouton': wheatUnlessNamed(),
  'en:waffle': wheatUnlessNamed(),
  'en:neapolitan-wafer': wheatUnlessNamed(),
  'en:gingerbread': wheatUnlessNamed(),
  'en:rice-noodles': notGluten,
  'en:malt-vinegar': cereal,
  'en:beer': cereal,
  // Semolina, Grieß, semoule and couscous are wheat unless another grain is named ("semoule de riz").
  'en:semolina': wheatUnlessNamed(),
  'en:couscous': wheatUnlessNamed(),
  'en:bulgur': cereal,
  'en:seitan': cereal,
  'en:breadcrumbs': wheatUnlessNamed(),
  // Oats: usually contaminated; tolerated by most coeliacs only when certified (DOMAIN.md).
  'en:oat': { level: 'traces', code: 'gluten.oats' },
  // Exempt derivatives (EU 1169/2011 Annex II 1(a)–(d)).
  'en:glucose-syrup': exempt,
  'en:glucose': exempt,
  'en:dextrose': exempt,
  'en:maltodextrind': exempt,
  'en:maltodextrin': exempt,
  'en:alcohol': exempt,
  'en:spirit-vinegar': exempt,
  'en:caramel-syrup': exempt,
  // Gluten-free grains (DOMAIN.md; buckwheat: OFF issue 1735).
  'en:buckwheat': { level: 'free', code: 'gluten.buckwheat', explain: true },
  'en:rice': notGluten,
  'en:corn': notGluten,
  'en:millet': notGluten,
  'en:quinoa': notGluten,
  'en:amaranth': notGluten,
  'en:teff': notGluten,
  'en:sorghum': notGluten,
  'en:wild-rice': notGluten,
  'en:millet-flour': notGluten,
  'en:potato': notGluten,
};

/** An id naming malt without its grain ("malt flour", "malt flavouring") is malt: barley malt
 * unless another grain is named beside it ("farine de malt de millet": millet malt carries no
 * gluten; DOMAIN.md "Malt is barley malt unless another grain is named"). */
const MALT_WORDS = ['malt', 'malted'];

export const GLUTEN_ID_WORDS = [
  'wheat',
  'spelt',
  'rye',
  'barley',
  'triticale',
  'kamut',
  'khorasan',
  'emmer',
  'einkorn',
  'malt',
  'malted',
  'semolina',
  'couscous',
  'bulgur',
  'seitan',
  'ble',
  'seigle',
  'orge',
  'weizen',
  'dinkel',
  'roggen',
  'gerste',
];

/**
 * The safety net for ids the table does not name (analyze/rule-lookup.ts): a gluten cereal in the
 * id's words is that cereal; malt alone is assumed barley malt, which a named grain overrides.
 */
export const GLUTEN_ID_RULES: readonly { words: readonly string[]; rule: IngredientRule }[] = [
  { words: GLUTEN_ID_WORDS.filter((w) => !MALT_WORDS.includes(w)), rule: cereal },
  { words: MALT_WORDS, rule: GLUTEN_RULES['en:malt'] as IngredientRule },
];
