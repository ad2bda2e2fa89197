interface Named {
  name_en: string;
  name_de?: string | null;
  name_fr?: string | null;
}

/** A category's name in the interface language. */
export function localName(item: Named, language: string | undefined): string {
  if (language === 'de' && item.name_de) return item.name_de;
  if (language === 'fr' && item.name_fr) return item.name_fr;
  return item.name_en;
}
