import { FAT_CLASSES, GRATED } from './word-sets';

// Words of an ingredient name that are understood without naming an ingredient (articles,
// prepositions, "partially"): they neither name nor hide an ingredient.
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...GRATED,
  ...FAT_CLASSES,
  ...['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'au', 'aux', 'a', 'et', 'avec', 'en', 'sur'],
  ...['pour', 'dans', 'ou', 'un', 'une', 'sans', 'contient', 'enthalt', 'contains', 'contiene'],
  'base',
  ...['und', 'mit', 'aus', 'von', 'vom', 'der', 'die', 'das', 'dem', 'den', 'im', 'in', 'oder'],
  ...['ohne', 'zur', 'zum', 'fur', 'auf', 'als', 'teils', 'teilweise', 'partiellement'],
  ...['of', 'and', 'with', 'from', 'the', 'or', 'for', 'on', 'as', 'partially', 'without'],
  ...['di', 'del', 'della', 'dello', 'dei', 'delle', 'degli', 'e', 'con', 'da', 'per', 'il'],
  ...['lo', 'gli', 'al', 'allo', 'alla', 'ai', 'senza', 'o', 'parzialmente'],
  // Colours and plain descriptions: "Laitue pommée rouge", "Champignon blanc", "Filet … sauvage".
  ...[
    'rouge',
    'rot',
    'rosso',
    'red',
    'blanc',
    'blanche',
    'weiss',
    'bianco',
    'white',
    'vert',
    'verte',
  ],
  ...['grun', 'verde', 'green', 'noir', 'noire', 'schwarz', 'nero', 'black', 'jaune', 'gelb'],
  ...['giallo', 'yellow', 'brun', 'braun', 'brown', 'sauvage', 'wild', 'selvatico', 'commun'],
]);
