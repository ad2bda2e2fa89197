// A rough guess of an ingredient list's language (de/fr/it/en) from common label words, used
// only to spread the held-out sample over languages; the labeller records each product's
// language by reading it.
const WORDS: Record<string, Set<string>> = {
  de: new Set(
    'und mit zucker salz wasser milch weizenmehl zutaten kann spuren enthalten pflanzliches aroma gewürze eier rahm butter säuerungsmittel emulgator speisesalz vollmilch hefe kakaobutter'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'et de du des sucre sel eau lait farine blé ingrédients peut contenir traces huile arôme arômes épices œufs oeufs crème beurre acidifiant émulsifiant levure végétale cacao'.split(
      ' ',
    ),
  ),
  it: new Set(
    'e di zucchero sale acqua latte farina frumento ingredienti può contenere tracce olio aroma aromi spezie uova panna burro acidificante emulsionante lievito vegetale grano semola'.split(
      ' ',
    ),
  ),
  en: new Set(
    'and sugar salt water milk wheat flour ingredients may contain traces oil flavouring flavoring spices eggs cream butter acid emulsifier yeast vegetable cocoa of'.split(
      ' ',
    ),
  ),
};

export function guessListLang(text: string): string {
  const words = text.toLowerCase().match(/[a-zà-ÿœ]+/g) ?? [];
  let best = '?';
  let bestScore = 0;
  for (const [lang, set] of Object.entries(WORDS)) {
    const score = words.filter((w) => set.has(w)).length;
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}
