/** Letters of a name's words, as a person is told apart on a product card ("Anna Muster" → "AM"). */
const letters = (name: string) =>
  name
    .normalize('NFKC')
    .split(/[\s\-.]+/u)
    .map((word) => [...word].find((c) => /\p{L}|\p{N}/u.test(c)) ?? '')
    .filter(Boolean);

/**
 * Initials for each name, one or two letters, different from each other within one household:
 * when two people share them, the first word's second letter tells them apart ("Tom", "Tim" →
 * "To", "Ti"), and a number when even that is the same.
 */
export function assignInitials(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name, index) => {
    const parts = letters(name);
    const first = [...name.normalize('NFKC').trim()].filter((c) => /\p{L}|\p{N}/u.test(c));
    const candidates = [
      parts.slice(0, 2).join('').toUpperCase(),
      (first[0] ?? '').toUpperCase() + (first[1] ?? '').toLowerCase(),
    ].filter(Boolean);
    const pick =
      candidates.find((c) => !taken.has(c)) ?? `${candidates[0] ?? '?'}${String(index + 1)}`;
    taken.add(pick);
    return pick;
  });
}
