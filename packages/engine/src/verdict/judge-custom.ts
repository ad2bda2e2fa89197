// Custom words: the item in the list is red; in traces, or a broader class that may contain it
// ("Gewürze", "fruits à coque" for a hazelnut user) yellow; too little data yellow (never green
// without evidence); a word we cannot resolve yellow — exactly as the tokens say (tokens.ts).
import type { Check, CheckSource, DietColor, Lang } from '../types';
import type { Analysis } from '../analyze/analyze-product';
import type { ParsedIngredient, ParsedTrace } from '../parse/parsed-types';
import { renderMessage } from './messages';

export interface CustomInput {
  terms: string[];
  /** The items: ids with descendants (rules/custom-classes.ts). */
  ids: ReadonlySet<string>;
  /** Items only as written, without descendants (custom-terms.ts ResolvedTerm). */
  written: ReadonlySet<string>;
  /** Broader classes that may contain an item, matched as written. */
  broader: ReadonlySet<string>;
  /** Of `broader`, what is made with an item and may keep some (E150b/E150d with sulphites). */
  madeWith: ReadonlySet<string>;
  /** Terms that resolved to nothing. */
  unresolved: string[];
  /** A node's ids with their ancestors and what they are made from (the product's tokens too). */
  idsOf: (ids: readonly string[]) => readonly string[];
  /** Allergen id of a name as written (allergens taxonomy), if any. */
  allergenOf: (text: string) => string | undefined;
}

/** Each name found, and where it stands (the list, its traces, the declared allergen tags). */
type Found = {
  red: string[];
  maybe: string[];
  /** Of `maybe`, what is made with an item ("caramel au sulfite d'ammonium"). */
  madeWith: Set<string>;
  where: Map<string, CheckSource>;
};

/** An item among the ids with ancestors (red), else a broader class as written (yellow). */
function classify(
  x: { text: string; ids: readonly string[] },
  written: boolean,
  custom: CustomInput,
  out: Found,
): void {
  const allergen = custom.allergenOf(x.text) ?? '';
  if (
    custom.idsOf(x.ids).some((a) => custom.ids.has(a)) ||
    custom.ids.has(allergen) ||
    (written && x.ids.some((id) => custom.written.has(id)))
  )
    out.red.push(x.text);
  else if (
    written &&
    (x.ids.some((id) => custom.broader.has(id)) ||
      (x.ids.length === 0 && custom.broader.has(allergen)))
  ) {
    out.maybe.push(x.text);
    if (x.ids.some((id) => custom.madeWith.has(id))) out.madeWith.add(x.text);
  }
}

/** Same ids as the product's tokens: nodes with ancestors; nodes without parts as written. */
function findInList(nodes: readonly ParsedIngredient[], custom: CustomInput, out: Found): void {
  for (const n of nodes) {
    classify(n, n.children.length === 0, custom, out);
    if (n.children.length > 0) findInList(n.children, custom, out);
  }
}

function findInTags(
  tags: readonly string[],
  custom: CustomInput,
  out: Found,
  source: CheckSource,
): void {
  for (const tag of tags) {
    const name = tag.replace(/^\w\w:/, '');
    if (custom.ids.has(tag) || custom.written.has(tag)) out.red.push(name);
    else if (custom.broader.has(tag)) out.maybe.push(name);
    else continue;
    if (!out.where.has(name)) out.where.set(name, source);
  }
}

export function judgeCustom(
  analysis: Analysis,
  custom: CustomInput,
  lang: Lang,
): { color: DietColor; checks: Check[] } {
  const { flags, parsed } = analysis;
  const terms = custom.terms.join(', ');
  const check = (type: Check['type'], code: string, t?: string, source?: CheckSource): Check => {
    const c: Check = {
      type,
      intolerance: 'custom',
      code,
      text: renderMessage(code, lang, { t, d: terms }),
    };
    if (t && code !== 'custom.none_found' && code !== 'custom.unknown_term') {
      c.trigger = t;
      if (source) c.source = source;
    }
    return c;
  };
  const inList: Found = { red: [], maybe: [], madeWith: new Set(), where: new Map() };
  findInList(parsed?.ingredients ?? [], custom, inList);
  // The pack's allergen notes ("Enthält: Sellerie") are what it contains (analyze-product.ts).
  for (const note of parsed?.allergens ?? []) {
    const found = inList.red.length + inList.maybe.length;
    classify(note, true, custom, inList);
    if (inList.red.length + inList.maybe.length > found && !inList.where.has(note.text))
      inList.where.set(note.text, 'allergens');
  }
  findInTags(analysis.allergenTags, custom, inList, 'allergens');
  const inTraces: Found = { red: [], maybe: [], madeWith: new Set(), where: new Map() };
  for (const t of parsed?.traces ?? ([] as ParsedTrace[])) classify(t, true, custom, inTraces);
  findInTags(analysis.traceTags, custom, inTraces, 'traces');
  const inListAt = (t: string) => inList.where.get(t) ?? 'ingredients';
  const checks: Check[] = [];
  for (const t of new Set(inList.red))
    checks.push(check('danger', 'custom.contains', t, inListAt(t)));
  for (const t of new Set(inList.maybe))
    checks.push(
      check(
        'warning',
        inList.madeWith.has(t) ? 'custom.made_with' : 'custom.may_contain',
        t,
        inListAt(t),
      ),
    );
  for (const t of new Set([...inTraces.red, ...inTraces.maybe]))
    checks.push(check('warning', 'custom.traces', t, 'traces'));
  if (flags.insufficientData) checks.push(check('warning', 'custom.no_data'));
  for (const term of custom.unresolved) checks.push(check('warning', 'custom.unknown_term', term));
  const color: DietColor = inList.red.length > 0 ? 'red' : checks.length > 0 ? 'yellow' : 'green';
  if (color === 'green') checks.push(check('safe', 'custom.none_found', terms));
  return { color, checks };
}
