// Arguments of `npm run diet`: --intolerances a,b --custom "x,y" --lang de --tolerate fructans,gos
import {
  FODMAP_GROUPS,
  INTOLERANCES,
  LANGS,
  type DietProfile,
  type FodmapGroup,
  type Intolerance,
  type Lang,
} from '../types';

export interface CliOptions {
  profile: DietProfile;
  lang: Lang;
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function parseArgs(argv: readonly string[]): CliOptions {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument: ${arg}`);
    const eq = arg.indexOf('=');
    if (eq > 0) values.set(arg.slice(2, eq), arg.slice(eq + 1));
    else values.set(arg.slice(2), argv[++i] ?? '');
  }
  for (const key of values.keys()) {
    if (!['intolerances', 'custom', 'lang', 'tolerate'].includes(key))
      throw new Error(`unknown option: --${key}`);
  }
  const intolerances = list(values.get('intolerances'));
  for (const i of intolerances)
    if (!(INTOLERANCES as readonly string[]).includes(i))
      throw new Error(`unknown intolerance: ${i} (use ${INTOLERANCES.join(', ')})`);
  const tolerated = list(values.get('tolerate'));
  for (const g of tolerated)
    if (!(FODMAP_GROUPS as readonly string[]).includes(g))
      throw new Error(`unknown FODMAP group: ${g} (use ${FODMAP_GROUPS.join(', ')})`);
  const lang = values.get('lang') ?? 'en';
  if (!(LANGS as readonly string[]).includes(lang))
    throw new Error(`unknown language: ${lang} (use ${LANGS.join(', ')})`);
  const custom = list(values.get('custom'));
  if (intolerances.length === 0 && custom.length === 0)
    throw new Error('give --intolerances and/or --custom');
  return {
    profile: {
      intolerances: intolerances as Intolerance[],
      custom,
      toleratedFodmapGroups: tolerated as FodmapGroup[],
    },
    lang: lang as Lang,
  };
}
