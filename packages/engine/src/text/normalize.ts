// One normalisation for taxonomy names and label text, so lookups are plain Map hits.
// Swiss German writes ss for ß (Süssmolke = Süßmolke); accents vary on packs (crème/creme).

const DIACRITICS = /[\u0300-\u036f]/g;
const NON_WORD = /[^a-z0-9%.]+/g;

/** Lower-case, ß→ss, accents dropped, punctuation and hyphens to single spaces. */
export function normalizeName(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .normalize('NFD')
      .replace(DIACRITICS, '')
      .replace(/[’`´]/g, "'")
      .replace(/\b([dl])'/g, '$1 ')
      // German packs spell sugars with k or c (Glukose/Glucose, Fruktose/Fructose, Laktose/Lactose).
      .replace(/([a-z])k(t?)ose/g, '$1c$2ose')
      .replace(NON_WORD, ' ')
      .replace(/\.(?!\d)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Tag id from a canonical name, the way Open Food Facts builds it ('en:Whole milk' → 'en:whole-milk'). */
export function toTagId(lang: string, name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${lang}:${slug}`;
}
