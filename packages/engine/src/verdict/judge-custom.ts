// Custom words: an ingredient among the resolved ids is red, a trace yellow, too little data yellow
// (never green without evidence), a word we cannot resolve yellow — exactly as the tokens say.
import type { Check, DietColor, Lang } from '../types';
import type { Analysis } from '../analyze/analyze-product';
import type { ParsedIngredient } from '../parse/parsed-types';
import { renderMessage } from './messages';

export interface CustomInput {
  terms: string[];
  ids: ReadonlySet<string>;
  /** Terms that resolved to nothing. */
  unresolved: string[];
  /** id → ancestors, to find the ingredient as written. */
  ancestors: (id: string) => readonly string[];
  /** Allergen id of a name as written (allergens taxonomy), if any. */
  allergenOf: (text: string) => string | undefined;
}

/** Same ids as the product's tokens: node ids with ancestors, and allergen names as written. */
function findTriggers(
  nodes: readonly ParsedIngredient[],
  custom: CustomInput,
  out: string[],
): void {
  for (const n of nodes) {
    const hit =
      n.ids.some((id) => custom.ancestors(id).some((a) => custom.ids.has(a))) ||
      custom.ids.has(custom.allergenOf(n.text) ?? '');
    if (hit) out.push(n.text);
    if (n.children.length > 0) findTriggers(n.children, custom, out);
  }
}

export function judgeCustom(
  analysis: Analysis,
  custom: CustomInput,
  lang: Lang,
): { color: DietColor; checks: Check[] } {
  const { flags, parsed } = analysis;
  const check = (type: Check['type'], code: string, t?: string): Check => {
    const c: Check = { type, intolerance: 'custom', code, text: renderMessage(code, lang, { t }) };
    if (t && code !== 'custom.none_found' && code !== 'custom.unknown_term') c.trigger = t;
    return c;
  };
  const checks: Check[] = [];
  const triggers: string[] = [];
  findTriggers(parsed?.ingredients ?? [], custom, triggers);
  for (const tag of analysis.allergenTags)
    if (custom.ids.has(tag)) triggers.push(tag.replace(/^\w\w:/, ''));
  const red = triggers.length > 0;
  for (const t of new Set(triggers)) checks.push(check('danger', 'custom.contains', t));
  const traced = flags.traceIds.filter((id) => custom.ids.has(id));
  if (traced.length > 0) {
    const hits = (t: { text: string; ids: string[] }) =>
      t.ids.some((id) => custom.ancestors(id).some((a) => custom.ids.has(a))) ||
      custom.ids.has(custom.allergenOf(t.text) ?? '');
    const written = (parsed?.traces ?? []).filter(hits).map((t) => t.text);
    for (const t of new Set(
      written.length > 0 ? written : traced.map((id) => id.replace(/^\w\w:/, '')),
    ))
      checks.push(check('warning', 'custom.traces', t));
  }
  if (flags.insufficientData) checks.push(check('warning', 'custom.no_data'));
  for (const term of custom.unresolved) checks.push(check('warning', 'custom.unknown_term', term));
  const color: DietColor = red ? 'red' : checks.length > 0 ? 'yellow' : 'green';
  if (color === 'green') checks.push(check('safe', 'custom.none_found', custom.terms.join(', ')));
  return { color, checks };
}
