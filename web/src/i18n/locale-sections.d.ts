// Served by the localeSections Vite plugin (web/locale-sections.ts).
declare module 'virtual:locale-sections' {
  import type { ResourceKey } from 'i18next';

  /** The English core namespace ('translation'): every section that is not a lazy namespace. */
  export const englishCore: Record<string, ResourceKey>;
  /** One namespace of one language, loaded as its own chunk; null for a pair that does not exist. */
  export function loadSection(
    language: string,
    namespace: string,
  ): Promise<Record<string, ResourceKey> | null>;
}
