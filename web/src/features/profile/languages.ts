/** The profile stores the language by name (as the original API did); the interface uses codes. */
export const LANGUAGE_CODES = { English: 'en', German: 'de', French: 'fr' } as const;
export type ProfileLanguage = keyof typeof LANGUAGE_CODES;
