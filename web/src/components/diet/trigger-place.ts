import { marksIn } from './highlighted-text';

/** Where on the pack the word behind a check stands, as the verdict names it. */
export type TriggerPlace = 'ingredients' | 'name' | 'pack';

/**
 * The engine takes its triggers from the ingredient list, but also from the product's name ("Lait"
 * over a pasted nutrition table), its claims ("laktosefrei" in the name) and its trace tags; saying
 * "Found in the ingredients" for those is not true. `ingredients` is undefined while they load:
 * then only "on the pack" is certain.
 */
export function triggerPlace(
  trigger: string,
  ingredients: readonly string[] | undefined,
  names: readonly string[],
): TriggerPlace {
  if (ingredients === undefined) return 'pack';
  if (ingredients.some((text) => marksIn(text, [trigger]).length > 0)) return 'ingredients';
  const lower = trigger.trim().toLowerCase();
  return names.some((name) => name.toLowerCase().includes(lower)) ? 'name' : 'pack';
}
