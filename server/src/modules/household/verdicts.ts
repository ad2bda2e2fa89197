import type { DietColor, DietProfile } from '@safeshelf/engine';
import type { DietCheckResult } from '@safeshelf/contract';
import type { JudgedFor } from './judged-for.js';

const RANK: Record<DietColor, number> = { green: 0, yellow: 1, red: 2 };

/**
 * The verdict on one product or label for whom the request judges: the caller's or the one
 * person's; for everyone, each person's too (judged side by side in the worker pool), and the
 * worst colour overall. `judge` judges the product for one profile (through app.diet).
 */
export async function judgeForEach(
  judged: JudgedFor,
  judge: (profile: DietProfile) => Promise<DietCheckResult>,
): Promise<DietCheckResult> {
  if (!judged.people) return judge(judged.profile);
  const verdicts = await Promise.all(judged.people.map((person) => judge(person.profile)));
  const people = judged.people.map((person, i) => ({
    person_id: person.personId,
    name: person.name,
    initials: person.initials,
    diet_color: verdicts[i]!.diet_color,
    checks: verdicts[i]!.checks,
  }));
  const worst = people.reduce<DietColor>(
    (acc, p) => (RANK[p.diet_color] > RANK[acc] ? p.diet_color : acc),
    'green',
  );
  // The account holder comes first: their reasons are the page's own.
  return { diet_color: worst, checks: verdicts[0]?.checks ?? [], people };
}
