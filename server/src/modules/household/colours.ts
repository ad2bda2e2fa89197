import type { DietColor, PersonColour } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import type { JudgedFor } from './judged-for.js';
import { listColoursByIds } from './repository.js';

/**
 * Cards judged for everyone get each person's colour (from the stored diet tokens, one query
 * for the whole page); other cards are returned as they are.
 */
export async function withHouseholdColours<T extends { id: number }>(
  db: Db,
  cards: T[],
  judged: JudgedFor,
): Promise<(T & { household?: PersonColour[] })[]> {
  const people = judged.people;
  if (!people || !cards.length) return cards;
  const colours = await listColoursByIds(
    db,
    cards.map((c) => c.id),
    people.map((p) => p.query),
  );
  return cards.map((card) => ({
    ...card,
    household: people.map((person, i) => ({
      person_id: person.personId,
      name: person.name,
      initials: person.initials,
      diet_color: (colours.get(card.id)?.[i] ?? 'green') as DietColor,
    })),
  }));
}
