/**
 * Real ingredient lists, quoted as found in ../shared/data, for the label-scan tests: the verdicts
 * any engine must give on them are clear (wheat flour and skimmed milk powder; rice and water).
 */
export const WHEAT_AND_MILK = {
  // off_products_merged.jsonl, 5400113011200 "Twist beurre et fromage", ingredients_text_de
  code: '5400113011200',
  name: 'Twist beurre et fromage',
  text: 'Weizenmehl, Butter (28%), Käse (10%), Magermilchpulver, Salz, Hefe, Gerstenmalzmehl, Zucker. Enthält: Gluten und Milch.',
};

export const RICE_AND_WATER = {
  // foodrepo_ch_2018.csv, 5021047102262 "Thai Kitchen Rice Noodles", ingredients_fr_list joined
  code: '5021047102262',
  name: 'Thai Kitchen Rice Noodles',
  text: 'farine de riz, eau',
};
