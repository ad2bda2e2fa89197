// Trace statements and traces_tags. Gluten traces are always yellow (DOMAIN.md). Milk traces mean
// at most ~1 g lactose/kg (LIV Art. 11 para. 5), the same as the 'laktosefrei' limit of
// 0.1 g/100 g (LIV Art. 42), so for lactose they stay green with an explanation.
import type { ParsedTrace } from '../parse/parsed-types';
import type { EngineContext } from './context';
import type { Finding } from './finding';

export interface TraceFindings {
  lactose: Finding[];
  gluten: Finding[];
  ids: string[];
}

export function findTraces(
  ctx: EngineContext,
  traces: readonly ParsedTrace[],
  tags: readonly string[],
): TraceFindings {
  const lactose: Finding[] = [];
  const gluten: Finding[] = [];
  const ids = new Set<string>();
  for (const t of traces) {
    for (const id of t.ids) for (const a of ctx.index.ancestors(id)) ids.add(a);
    const allergen = ctx.allergenOf(t.text);
    if (allergen) ids.add(allergen);
    const g = t.ids
      .map(ctx.gluten)
      .find((r) => r && (r.level === 'contains' || r.level === 'traces'));
    if (g || allergen === 'en:gluten')
      gluten.push({ scope: 'gluten', level: 'traces', code: 'gluten.traces', trigger: t.text });
    const l = t.ids
      .map(ctx.lactose)
      .find((r) => r && (r.level === 'contains' || r.level === 'low'));
    if (l || allergen === 'en:milk')
      lactose.push({ scope: 'lactose', level: 'traces', code: 'lactose.traces', trigger: t.text });
  }
  for (const tag of tags) {
    ids.add(tag);
    const name = tag.replace(/^\w\w:/, '');
    if (tag === 'en:gluten' && gluten.length === 0)
      gluten.push({ scope: 'gluten', level: 'traces', code: 'gluten.traces', trigger: name });
    if (tag === 'en:milk' && lactose.length === 0)
      lactose.push({ scope: 'lactose', level: 'traces', code: 'lactose.traces', trigger: name });
  }
  return { lactose, gluten, ids: [...ids] };
}
