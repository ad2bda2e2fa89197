// The words of each custom term and its look-alikes, as regular-expression sources (for sampling
// only: which products to read, never how they are labelled).
export const SPICES = 'épices|[eé]pice\\b|gewürz|spezie|spices|aromates';
export const NUTS =
  'fruits? à coques?|schalenfrücht|\\bnüsse\\b|\\bnoix\\b(?! de)|frutta a guscio|\\bnuts\\b';

export const CELERY = 'c[ée]leri|sellerie|sedano|celery|celeriac';
export const HAZELNUT = 'noisette|haselnuss|hasselnuss|nocciol|hazelnut';
export const MUSTARD = 'moutarde|senf|senape|mustard';
export const SESAME = 's[ée]sam|tahin|sesamo';
export const SOY = 'soja|soya|\\bsoy|tofu|\\bsoia\\b|edamame|tamari|miso';
export const EGG =
  '\\beier?\\b|\\beier|vollei|eigelb|eiklar|hühnerei|\\bœufs?|\\boeufs?|\\buov[ao]|\\beggs?\\b|albumin|lysozym|e ?1105';
export const SULPHITE =
  'e ?22[0-8]\\b|sulfit|sulphit|sulfite|disulfite|bisulfite|métabisulfite|metabisolfito|anhydride sulfureux|schwefeldioxid|sulphur dioxide|sulfur dioxide|solfit|anidride solforosa';
export const SULPHATE =
  'sulfate|sulphate|sulfat\\b|sulfate de|calciumsulfat|eisensulfat|zinksulfat';
export const PEANUT = 'arachide|erdnuss|cacahu|peanut|arachidi';
export const WALNUT = 'baumn|walnuss|walnut|\\bnoix\\b(?! de)|\\bnoci\\b|cerneaux';
export const WALNUT_LOOKS =
  'kokosnuss|muskatnuss|noix de coco|noix de muscade|noix de cajou|noix de saint|noix de pécan|haselnuss|paranuss|noce moscata|cocco';
export const FISH =
  'poisson|fisch|pesce|\\bfish|thon\\b|saumon|anchois|sardell|sardine|cabillaud|colin\\b|lachs|thunfisch|merluzzo|tonno|acciugh|morue|hareng|hering|maquereau|makrele|truite|forelle|\\btuna\\b|salmon|bonite';
export const CRUSTACEAN =
  'crevette|garnele|crustac|krebs|shrimp|homard|langoust|scampi|gamber|crabe|krabbe|hummer|prawn';
export const MOLLUSC = 'moule|calamar|tintenfisch|muschel|mollus|seiche|poulpe|squid|vongole|cozze';
export const TOMATO = 'tomat|pomodor';
export const COCONUT = 'coco\\b|noix de coco|kokos|cocco|coprah|kopra|coconut|\\bcoco ';
export const COCOA_BUTTER = 'beurre de cacao|kakaobutter|cocoa butter|burro di cacao';
export const VEG_FAT =
  'graisses? végétales?(?! \\()|huiles? végétales?(?! \\()|pflanzliche[sn]? (fette?|öle?)(?! \\()|vegetable (fat|oil)s?(?! \\()';
export const ALMOND = 'amande|mandel|mandorl|almond|massepain|marzipan';
export const LUPIN = 'lupin|lupine|lupino';
export const PORK =
  'porc\\b|porcs?\\b|schwein|maiale|\\bpork|\\bspeck|\\blard\\b|lardons|jambon|schinken|prosciutto|saindoux|bacon|suino';
export const MEAT_CLASS =
  'gélatine|gelatine|gelatina|\\bviande\\b|\\bfleisch\\b|\\bmeat\\b|\\bcarne\\b';
export const GARLIC = '\\bail\\b|knoblauch|aglio|garlic';
export const KIWI = 'kiwi';

/** Custom-term strata: per term, products holding it (in its many names), a broader class, look-alikes, traces, and complete lists without it. */
