// Swiss German, Italian and everyday names the taxonomy (Dec 2022) lacks for foods it knows, so
// that a user's word and a Swiss pack's word meet (issue 27 point 5; DOMAIN.md "Additive classes
// and everyday names": "add the Swiss words it lacks as data with their source"). Merged before the
// taxonomy, so these names win. Sources, cited per row:
// - FSVO: Swiss Food Composition Database v5.3, generic foods (../shared/data/reference/
//   swiss_food_composition_generic_v5.3.csv), by its row ID: the Swiss federal names and synonyms.
// - SR 817.022.21: the Swiss allergen list (reference/swiss_allergens_817.022.21_de.csv), German
//   names of the fish, crustaceans and molluscs it counts in each allergen group.
// - Duden: Swiss Standard German entries ("schweizerisch").
import type { TaxonomyEntry } from '../knowledge';

export const EVERYDAY_NAMES: TaxonomyEntry[] = [
  // FSVO 271 "Baumnuss | Walnuss | Noix": in Switzerland a Baumnuss is a walnut. The taxonomy's
  // "Baumnüsse" (tree nuts) is German usage; a Swiss pack's "Baumnüsse" are walnuts.
  {
    id: 'en:walnut',
    parents: [],
    names: { de: ['Baumnuss', 'Baumnüsse', 'Baumnusskerne', 'Baumnuss-Kerne'] },
  },
  // A plum vinegar is a fruit vinegar (the taxonomy's en:fruit-vinegar, "Obstessig"), as its apple
  // cider vinegar is: fermented, not the fruit (seen: 7610849009190 "vinaigre de quetsche").
  {
    id: 'en:plum-vinegar',
    parents: ['en:fruit-vinegar'],
    names: {
      en: ['plum vinegar'],
      de: ['Zwetschgenessig', 'Pflaumenessig'],
      fr: ['vinaigre de quetsche', 'vinaigre de quetsches', 'vinaigre de prune'],
      it: ['aceto di prugne'],
    },
  },
  // Duden: "Rüebli (schweizerisch) = Karotte"; FSVO 916 "Rüeblitorte | Gateau aux carottes".
  { id: 'en:carrot', parents: [], names: { de: ['Rüebli', 'Karotte'] } },
  // FSVO 451 "Rande | Rote Beete | Betterave rouge".
  { id: 'en:beetroot', parents: [], names: { de: ['Rande', 'Rote Beete', 'Randen'] } },
  // FSVO 479 "Zwetschge | Quetsche | Prugne susine | Prune plum": a plum.
  {
    id: 'en:plum',
    parents: [],
    names: { de: ['Zwetschge', 'Zwetschgen', 'Zwetschke'], fr: ['quetsche', 'quetsches'] },
  },
  // FSVO 373 "Petersilie | Peterli"; FSVO 450 "Mangold | Krautstiel".
  { id: 'en:parsley', parents: [], names: { de: ['Peterli', 'Petersilie'] } },
  { id: 'en:chard', parents: [], names: { de: ['Krautstiel', 'Krautstiele'] } },
  // FSVO 360 "Peperoni, rot | Poivron rouge | Bell pepper": Swiss Peperoni are bell peppers
  // (hot ones are Peperoncini), unlike the German Peperoni the taxonomy files under chili.
  {
    id: 'en:bell-pepper',
    parents: [],
    names: { de: ['Peperoni', 'Peperoni rot', 'Peperoni grün'] },
  },
  // FSVO 822 "Butterweggli | Petit pain au lait | Weggli, bread roll made with butter".
  { id: 'en:bread-roll', parents: [], names: { de: ['Weggli', 'Butterweggli', 'Milchweggli'] } },
  // Fish (FSVO; SR 817.022.21 "Fische": Aal, Dorsch/Kabeljau, Forelle, Karpfen, Scholle, …).
  { id: 'en:perch', parents: [], names: { de: ['Egli', 'Flussbarsch'], it: ['pesce persico'] } },
  {
    id: 'en:whitefish',
    parents: ['en:fish'],
    names: {
      en: ['whitefish', 'lavaret'],
      de: ['Felchen', 'Felche', 'Renke'],
      fr: ['corégone', 'féra', 'lavaret'],
      it: ['coregone', 'lavarello'],
    },
  },
  {
    id: 'en:pike',
    parents: ['en:fish'],
    names: { en: ['pike'], de: ['Hecht'], fr: ['brochet'], it: ['luccio'] },
  },
  { id: 'en:trout', parents: [], names: { de: ['Forelle', 'Bachforelle'] } },
  { id: 'en:cod', parents: [], names: { de: ['Dorsch'], it: ['merluzzo bianco'] } },
  { id: 'en:saithe', parents: [], names: { de: ['Seelachs', 'Kohlfisch', 'Pollack'] } },
  { id: 'en:hake', parents: [], names: { de: ['Seehecht'], it: ['nasello'] } },
  {
    id: 'en:plaice',
    parents: ['en:fish'],
    names: {
      en: ['plaice'],
      de: ['Scholle', 'Goldbutt'],
      fr: ['plie', 'carrelet'],
      it: ['passera di mare'],
    },
  },
  { id: 'en:carp', parents: [], names: { de: ['Karpfen'] } },
  {
    id: 'en:eel',
    parents: ['en:fish'],
    names: { en: ['eel'], de: ['Aal'], fr: ['anguille'], it: ['anguilla'] },
  },
  {
    id: 'en:zander',
    parents: ['en:fish'],
    names: { en: ['zander', 'pike-perch'], de: ['Zander'], fr: ['sandre'], it: ['lucioperca'] },
  },
  {
    id: 'en:redfish',
    parents: ['en:fish'],
    names: {
      en: ['redfish', 'ocean perch'],
      de: ['Rotbarsch'],
      fr: ['sébaste'],
      it: ['scorfano di fondale'],
    },
  },
  // Swiss German "Thon" (FSVO 417 "Thon im Wasser | Thon au naturel | Tonno").
  { id: 'en:tuna', parents: [], names: { de: ['Thon'] } },
  // Crustaceans (SR 817.022.21 "Krebstiere": Flusskrebse, Garnele, Hummer, Krill, Languste,
  // Scampi, Shrimps, Taschenkrebse; FSVO 767 "Scampi (Kaisergranat) | Langoustine").
  {
    id: 'en:norway-lobster',
    parents: [],
    names: { de: ['Scampi', 'Kaisergranat'], fr: ['scampi', 'scampis'] },
  },
  { id: 'en:spiny-lobster', parents: [], names: { de: ['Languste'] } },
  { id: 'en:crayfish', parents: [], names: { de: ['Flusskrebs', 'Flusskrebse'] } },
  {
    id: 'en:krill',
    parents: ['en:crustacean'],
    names: { en: ['krill'], de: ['Krill'], fr: ['krill'], it: ['krill'] },
  },
  {
    id: 'en:shrimp',
    parents: [],
    names: { de: ['Shrimps', 'Crevette'], it: ['gamberetti', 'gamberi'] },
  },
  // Molluscs (SR 817.022.21 "Weichtiere": Auster, Miesmuschel, Octopus, Schnecken, Tintenfisch,
  // Venusmuschel; FSVO 764 "Kalmar | Tintenfisch | Calamar"). "Tintenfisch" is no fish.
  { id: 'en:squid', parents: [], names: { de: ['Kalmar', 'Tintenfisch', 'Tintenfische'] } },
  { id: 'en:octopus', parents: [], names: { de: ['Oktopus', 'Octopus'] } },
  // "Meeresfrüchte", like "fruits de mer", is the taxonomy's shellfish: crustaceans and molluscs.
  { id: 'en:shellfish', parents: [], names: { de: ['Meeresfrüchte'] } },
  // Gelatine: the additives taxonomy's E428 has the names a pack prints ("Gelatine", "gélatine"),
  // the ingredients taxonomy's gelatin the kinds a pack may name (pork, beef, fish gelatine). Read
  // the plain word as the ingredient, the class of those kinds.
  {
    id: 'en:gelatin',
    parents: [],
    names: {
      en: ['gelatine', 'gelatin'],
      de: ['Gelatine', 'Speisegelatine'],
      fr: ['gélatine', 'gélatine alimentaire'],
      it: ['gelatina', 'gelatina alimentare'],
    },
  },
  // Agave (Agave tequilana, A. americana): its sap, concentrated to syrup, nectar or dried to
  // sugar, is mostly fructose (DOMAIN.md fructose and FODMAP: agave is a fructose source in any
  // form). The plant gets the rule (rules/fructose.ts, rules/fodmap.ts), so "sucre d'agave 27%",
  // "Agavenzucker" and "organic blue agave" are agave; its syrup is one of its forms.
  {
    id: 'en:agave',
    parents: ['en:plant'],
    names: {
      en: ['agave', 'blue agave', 'organic blue agave'],
      de: ['Agave', 'Agaven'],
      fr: ['agave', 'agaves'],
      it: ['agave'],
    },
  },
  { id: 'en:agave-syrup', parents: ['en:agave'], names: {} },
  // Agave fibre is agave inulin, a fructan (poorly tolerated, DOMAIN.md), not agave's sugar: a
  // form of its own, outside the plant's rule.
  {
    id: 'en:agave-fibre',
    parents: ['en:inulin'],
    names: {
      en: ['agave fiber', 'agave inulin'],
      de: ['Agaveninulin'],
      fr: ["fibre d'agave", "inuline d'agave"],
      it: ["fibra d'agave", 'fibre di agave', "inulina d'agave"],
    },
  },
];
