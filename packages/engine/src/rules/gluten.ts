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
  'en:malt': cereal,
  'en:malt-vinegar': cereal,
  'en:beer': cereal,
  'en:semolina': cereal,
  'en:couscous': cereal,
  'en:bulgur': cereal,
  'en:seitan': cereal,
  'en:breadcrumbs': cereal,
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
  'en:potato': notGluten,
};

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
