import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  CORE_NAMESPACE,
  NAMESPACES,
  SUPPORTED_LANGUAGES,
  splitLocale,
} from './src/i18n/sections.ts';

const ID = 'virtual:locale-sections';
// One module per language and namespace, so the build emits one small chunk for each.
const SECTION = /^virtual:locale-sections\/(\w+)-(\w+)$/;

/**
 * Serves `virtual:locale-sections`: the English core inlined (the main chunk's only strings) and
 * `loadSection(language, namespace)`, a dynamic import per pair. The locale files on disk stay
 * whole: they are the single source of every string (spec, locale tests and hooks read them).
 */
export function localeSections(): Plugin {
  const read = (context: { addWatchFile: (file: string) => void }, language: string) => {
    const file = fileURLToPath(new URL(`src/i18n/locales/${language}.json`, import.meta.url));
    context.addWatchFile(file);
    return splitLocale(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  };
  const pairs = SUPPORTED_LANGUAGES.flatMap((language) =>
    [CORE_NAMESPACE, ...NAMESPACES]
      .map((namespace) => `${language}-${namespace}`)
      .filter((pair) => pair !== `en-${CORE_NAMESPACE}`),
  );

  return {
    name: 'safeshelf-locale-sections',
    resolveId: (id) => (id === ID || SECTION.test(id) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${ID}`) {
        const loaders = pairs.map(
          (pair) => `  ${JSON.stringify(pair)}: () => import(${JSON.stringify(`${ID}/${pair}`)}),`,
        );
        return [
          `export const englishCore = ${JSON.stringify(read(this, 'en')[CORE_NAMESPACE])};`,
          `const loaders = {\n${loaders.join('\n')}\n};`,
          'export function loadSection(language, namespace) {',
          `  if (language === 'en' && namespace === ${JSON.stringify(CORE_NAMESPACE)}) return Promise.resolve(englishCore);`,
          '  const pair = `${language}-${namespace}`;',
          '  return Object.hasOwn(loaders, pair) ? loaders[pair]().then((module) => module.default) : Promise.resolve(null);',
          '}',
        ].join('\n');
      }
      const match = id.startsWith('\0') ? SECTION.exec(id.slice(1)) : null;
      if (!match) return undefined;
      const [, language = '', namespace = ''] = match;
      const section = read(this, language)[namespace as typeof CORE_NAMESPACE];
      if (!section) this.error(`No locale section ${namespace} for ${language}`);
      return `export default ${JSON.stringify(section)};`;
    },
  };
}
