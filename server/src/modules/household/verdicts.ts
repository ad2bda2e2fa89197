import type { DietColor, Engine, Lang, ProductInput } from '@safeshelf/engine';
import type { DietCheckResult } from '@safeshelf/contract';
import type { JudgedFor } from './judged-for.js';

const RANK: Record<DietColor, number> = { green: 0, yellow: 1, red: 2 };

/**
 * The verdict on one product for whom the request judges: the caller's or the one person's; for
 * everyone, each person's too, and the worst colour overall. The engine judges each profile once.
 */
export function judgeForEach(
  engine: Engine,
  product: ProductInput,
  judged: JudgedFor,
  lang: Lang,
): DietCheckResult {
  const own = engine.judge(product, judged.profile, lang);
  if (!judged.people) return { diet_color: own.diet_color, checks: own.checks };
  const people = judged.people.map((person) => {
    const verdict = person.personId === null ? own : engine.judge(product, person.profile, lang);
    return {
      person_id: person.personId,
      name: person.name,
      initials: person.initials,
      diet_color: verdict.diet_color,
      checks: verdict.checks,
    };
  });
  const worst = people.reduce<DietColor>(
    (acc, p) => (RANK[p.diet_color] > RANK[acc] ? p.diet_color : acc),
    own.diet_color,
  );
  return { diet_color: worst, checks: own.checks, people };
}
