/** The profile stores the language by name (as the original API did); the interface uses codes. */
export const LANGUAGE_CODES = { English: 'en', German: 'de', French: 'fr' } as const;
export type ProfileLanguage = keyof typeof LANGUAGE_CODES;

/** The profile's name for an interface language code, if it is one of ours. */
export const profileLanguageOf = (code: string | undefined) =>
  (Object.keys(LANGUAGE_CODES) as ProfileLanguage[]).find(
    (language) => LANGUAGE_CODES[language] === code,
  );
