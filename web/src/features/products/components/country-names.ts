// The sources write where a product comes from as free text in any of our languages
// ("Switzerland", "Schweiz", "Suisse; Italien"). Each name the browser's own country list knows
// (Intl.DisplayNames, in en/de/fr) is shown in the interface language; any other part is kept as
// written, never guessed.
const LANGUAGES = ['en', 'de', 'fr'] as const;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Continents and the EU, as the sources use them (UN M49 codes).
const AREAS = ['150', '005', '142', '021', '002', '009', '419', 'EU'];
// Older names the sources use that the browser's list no longer gives.
const ALIASES: Record<string, string> = {
  usa: 'US',
  uk: 'GB',
  'great britain': 'GB',
  'grande-bretagne': 'GB',
  'viet nam': 'VN',
  turkey: 'TR',
  'czech republic': 'CZ',
};

let codesByName: Map<string, string> | undefined;

function knownNames(): Map<string, string> {
  if (codesByName) return codesByName;
  codesByName = new Map(Object.entries(ALIASES));
  const codes = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b)).concat(AREAS);
  for (const language of LANGUAGES) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of codes) {
      const name = names.of(code);
      if (name) codesByName.set(name.toLowerCase(), code);
    }
  }
  return codesByName;
}

/** "Schweiz; Italien" in French: "Suisse, Italie"; unknown parts as written. */
export function localCountries(text: string, language: string): string {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  return text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const code = knownNames().get(part.toLowerCase());
      return (code && names.of(code)) || part;
    })
    .join(', ');
}
