export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * Top-level sections of the locale files that load with the page needing them, each as an i18next
 * namespace of the same name. Every other section is the core ('translation'): the layout, the
 * newsletter banner, errors and Not Found need it on any page, so it ships with the first page.
 */
export const NAMESPACES = [
  'home',
  'about',
  'contact',
  'faq',
  'legal',
  'terms',
  'login',
  'register',
  'portal',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const CORE_NAMESPACE = 'translation';

type Locale = Record<string, unknown>;

/**
 * Cuts one locale file into namespaces. A namespace keeps its section under its own name
 * (`{ legal: { … } }`), so `t('legal.privacy.title')` finds it through `fallbackNS` unchanged.
 */
export function splitLocale(locale: Locale): Record<typeof CORE_NAMESPACE | Namespace, Locale> {
  const lazy = new Set<string>(NAMESPACES);
  const core = Object.fromEntries(Object.entries(locale).filter(([section]) => !lazy.has(section)));
  const sections = Object.fromEntries(
    NAMESPACES.map((namespace) => [namespace, { [namespace]: locale[namespace] ?? {} }]),
  );
  return { [CORE_NAMESPACE]: core, ...sections } as Record<
    typeof CORE_NAMESPACE | Namespace,
    Locale
  >;
}
