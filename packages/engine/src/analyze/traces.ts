// Trace statements and traces_tags. Gluten traces are always yellow (DOMAIN.md). Milk traces mean
// at most ~1 g lactose/kg (LIV Art. 11 para. 5), the same as the 'laktosefrei' limit of
// 0.1 g/100 g (LIV Art. 42), so for lactose they stay green with an explanation. Also the
// allergens a pack declares present, which are evidence of presence, not traces.
import type { ParsedTrace } from '../parse/parsed-types';
import type { EngineContext } from './context';
import { finding, foundIn, type Finding } from './finding';

const MILK = 'en:milk';
/** "en:milk" → "milk". */
const nameOf = (tag: string) => tag.replace(/^\w\w:/, '');
const GLUTEN = 'en:gluten';

/** Readonly: a product without traces gets NO_TRACES, shared by all such products. */
export interface TraceFindings {
  lactose: readonly Finding[];
  gluten: readonly Finding[];
  /** Ids named in traces, with their ancestors and what they are made from. */
  ids: readonly string[];
  /** The same as written, without ancestors. */
  written: readonly string[];
}

const namesGluten = (ctx: EngineContext, t: ParsedTrace, allergen: string | undefined) =>
  allergen === GLUTEN ||
  t.ids.some((id) => {
    const level = ctx.gluten(id)?.level;
    return level === 'contains' || level === 'traces';
  });

const namesMilk = (ctx: EngineContext, t: ParsedTrace, allergen: string | undefined) =>
  allergen === MILK ||
  t.ids.some((id) => {
    const level = ctx.lactose(id)?.level;
    return level === 'contains' || level === 'low';
  });

const NOTHING_DECLARED: ReadonlySet<string> = new Set();

/**
 * Allergens the pack declares as present: allergens_tags and its own allergen notes ("Contient du
 * lait.", "Allergeni: glutine", "Enthält: Milch, Weizen"), as milk and gluten ids.
 */
export function declaredAllergens(
  ctx: EngineContext,
  notes: readonly ParsedTrace[],
  tags: readonly string[],
): ReadonlySet<string> {
  if (notes.length === 0) return tags.length === 0 ? NOTHING_DECLARED : new Set(tags);
  const declared = new Set(tags);
  for (const n of notes) {
    const allergen = ctx.allergenOf(n.text);
    if (namesMilk(ctx, n, allergen)) declared.add(MILK);
    if (namesGluten(ctx, n, allergen)) declared.add(GLUTEN);
  }
  return declared;
}

/** What a product without trace statements or tags has (only read, never changed). */
const NO_TRACES: Readonly<TraceFindings> = { lactose: [], gluten: [], ids: [], written: [] };

/** `withIds: false` leaves `ids` and `written` empty (only custom words and tokens need them). */
export function findTraces(
  ctx: EngineContext,
  traces: readonly ParsedTrace[],
  tags: readonly string[],
  withIds = true,
): TraceFindings {
  // Most products state no traces: judging then makes nothing here.
  if (!withIds && traces.length === 0 && tags.length === 0) return NO_TRACES;
  const lactose: Finding[] = [];
  const gluten: Finding[] = [];
  const ids = withIds ? new Set<string>() : undefined;
  const written = withIds ? new Set<string>() : undefined;
  for (const t of traces) {
    if (ids && written) {
      for (const id of t.ids) written.add(id);
      for (const a of ctx.custom.idsOf(t.ids)) ids.add(a);
    }
    const allergen = ctx.allergenOf(t.text);
    if (allergen && ids && written) {
      ids.add(allergen);
      if (t.ids.length === 0) written.add(allergen);
    }
    if (namesGluten(ctx, t, allergen))
      gluten.push(foundIn('traces', finding('gluten', 'traces', 'gluten.traces', t.text)));
    if (namesMilk(ctx, t, allergen))
      lactose.push(foundIn('traces', finding('lactose', 'traces', 'lactose.traces', t.text)));
  }
  for (const tag of tags) {
    if (ids && written) {
      ids.add(tag);
      written.add(tag);
    }
    if (tag === GLUTEN && gluten.length === 0)
      gluten.push(foundIn('traces', finding('gluten', 'traces', 'gluten.traces', nameOf(tag))));
    if (tag === MILK && lactose.length === 0)
      lactose.push(foundIn('traces', finding('lactose', 'traces', 'lactose.traces', nameOf(tag))));
  }
  return {
    lactose,
    gluten,
    ids: ids ? [...ids] : [],
    written: written ? [...written] : [],
  };
}
