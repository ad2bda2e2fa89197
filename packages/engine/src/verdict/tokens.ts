// Database tokens: a product stores flagTokens(flags) in a text[] column; a profile becomes a
// DietTokenQuery; overlap with `red` → red, else with `yellow` → yellow, else green.
import {
  FODMAP_GROUPS,
  INTOLERANCES,
  type DietColor,
  type DietProfile,
  type DietTokenQuery,
  type FlagLevel,
  type ProductFlags,
} from '../types';
import { LEVEL_COLORS } from './colors';

const LEVELS: FlagLevel[] = ['free', 'low', 'traces', 'unknown', 'contains'];
/** Present on every product, so that an unresolvable custom word makes everything yellow. */
export const TOKEN_ALL = 'all';
export const TOKEN_NO_DATA = 'data:insufficient';

export function flagTokens(flags: ProductFlags): string[] {
  const tokens = [TOKEN_ALL];
  for (const intolerance of ['lactose', 'gluten', 'fructose'] as const) {
    if (flags[intolerance] !== 'free') tokens.push(`${intolerance}:${flags[intolerance]}`);
  }
  for (const g of FODMAP_GROUPS)
    if (flags.fodmap[g] !== 'free') tokens.push(`fodmap.${g}:${flags.fodmap[g]}`);
  if (flags.insufficientData) tokens.push(TOKEN_NO_DATA);
  for (const id of flags.ingredientIds) tokens.push(`ing:${id}`);
  for (const id of flags.traceIds) tokens.push(`trace:${id}`);
  for (const id of flags.writtenIds) tokens.push(`ingw:${id}`);
  for (const id of flags.writtenTraceIds) tokens.push(`tracew:${id}`);
  return tokens;
}

/**
 * Custom words as resolved by the engine: the items (red in the list, yellow in traces), the
 * broader classes that may contain them (yellow as written, in the list or traces), and whether a
 * word matched nothing.
 */
export interface ResolvedCustom {
  ids: string[];
  /** Items only as written (en:nut for "Nüsse"): red as written in the list, yellow in traces. */
  written: string[];
  broader: string[];
  unresolved: boolean;
}

export function buildTokenQuery(profile: DietProfile, custom: ResolvedCustom): DietTokenQuery {
  const red: string[] = [];
  const yellow: string[] = [];
  const add = (prefix: string, colors: Record<FlagLevel, DietColor>) => {
    for (const l of LEVELS) {
      if (colors[l] === 'red') red.push(`${prefix}:${l}`);
      else if (colors[l] === 'yellow') yellow.push(`${prefix}:${l}`);
    }
  };
  for (const i of INTOLERANCES) {
    if (!profile.intolerances.includes(i)) continue;
    if (i !== 'fodmap') add(i, LEVEL_COLORS[i]);
    else
      for (const g of FODMAP_GROUPS)
        if (!profile.toleratedFodmapGroups.includes(g)) add(`fodmap.${g}`, LEVEL_COLORS.fodmap);
  }
  if (profile.custom.length > 0) {
    for (const id of custom.ids) {
      red.push(`ing:${id}`);
      yellow.push(`trace:${id}`);
    }
    for (const id of custom.written) {
      red.push(`ingw:${id}`);
      yellow.push(`tracew:${id}`);
    }
    for (const id of custom.broader) yellow.push(`ingw:${id}`, `tracew:${id}`);
    yellow.push(TOKEN_NO_DATA);
    if (custom.unresolved) yellow.push(TOKEN_ALL);
  }
  return { red, yellow };
}

export function colorFromTokens(tokens: readonly string[], query: DietTokenQuery): DietColor {
  const set = new Set(tokens);
  if (query.red.some((t) => set.has(t))) return 'red';
  if (query.yellow.some((t) => set.has(t))) return 'yellow';
  return 'green';
}
