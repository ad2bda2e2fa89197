// Classes that may hide a food that is none of the 14 allergens (custom-terms.ts): a class whose
// members mostly say what food they are made from (custom-lookups.ts
// formClasses) when one of its members is made from the item: "Gelatine" may be pork gelatin,
// "pflanzliches Fett" coconut fat. Only the class and its generic kinds count: "beef gelatin" and
// "smoke flavouring" name what they are.
// Such a class may hide a food; a flavouring does not count (rules/custom-classes.ts).
import type { EngineContext } from '../analyze/context';
import { NOT_HOLDERS } from '../rules/custom-classes';

export function formClassesOf(ctx: EngineContext, item: ReadonlySet<string>): string[] {
  const { madeFrom, formClasses, parentsOf, isGeneric } = ctx.custom;
  const forms = [...item];
  for (const [id, sources] of madeFrom) if (sources.some((s) => item.has(s))) forms.push(id);
  const classes = new Set<string>();
  // Not a word whose trade meaning names its food: "Mehl", "farine" alone are wheat (rules/gluten.ts).
  for (const id of forms)
    for (const p of parentsOf(id))
      if (
        formClasses.has(p) &&
        !item.has(p) &&
        !ctx.gluten(p)?.assumed &&
        !ctx.index.ancestors(p).some((a) => NOT_HOLDERS.includes(a))
      )
        classes.add(p);
  // The class and its generic kinds ("natural flavouring"), not its named ones ("smoke flavouring").
  const out: string[] = [];
  for (const c of classes)
    for (const d of ctx.index.descendants(c))
      if ((d === c || isGeneric(d)) && !madeFrom.get(d)?.some((s) => item.has(s))) out.push(d);
  return out;
}
