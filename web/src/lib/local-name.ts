/** Anything the API names in three languages: products, categories, subcategories. */
export interface Named {
  name_en: string | null;
  name_de?: string | null;
  name_fr?: string | null;
}

/**
 * The one "name in the current language": the interface language's name, else any name it has
 * (English, German, French), else null. Things that always carry an English name get a string.
 */
export function localName(item: Named & { name_en: string }, language: string | undefined): string;
export function localName(item: Named, language: string | undefined): string | null;
export function localName(item: Named, language: string | undefined): string | null {
  const preferred =
    language === 'de' ? item.name_de : language === 'fr' ? item.name_fr : item.name_en;
  return preferred || item.name_en || item.name_de || item.name_fr || null;
}
