import type { HouseholdPerson } from '@safeshelf/contract';
import { toDietProfile } from '#server/modules/account/index.js';
import { assignInitials } from './initials.js';
import type { PersonRow } from './repository.js';

/** The household as its owner sees it; initials as on the product cards (the holder's come first). */
export function presentHousehold(rows: PersonRow[], holderName: string): HouseholdPerson[] {
  const initials = assignInitials([holderName, ...rows.map((r) => r.name)]).slice(1);
  return rows.map((row, i) => {
    const diet = toDietProfile(row);
    return {
      id: row.id,
      name: row.name,
      initials: initials[i]!,
      intolerances: diet.intolerances,
      custom_intolerances: diet.custom,
      tolerated_fodmap_groups: diet.toleratedFodmapGroups,
    };
  });
}
