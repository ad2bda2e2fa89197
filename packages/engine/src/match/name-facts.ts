// The one shared array per distinct id list the matcher hands out.

/**
 * One array per distinct id list (29,000 names of the catalogue name 8,000 lists): the engine keys
 * what it knows of a list by the array (analyze/ids-info.ts), so fewer arrays mean a smaller, warmer
 * table there. Only filled when a new name is read; the arrays are never changed.
 */
export function createIdLists(limit: number): (ids: string[]) => string[] {
  const idLists = new Map<string, string[]>();
  return (ids) => {
    const key = ids.join('\u0000');
    const known = idLists.get(key);
    if (known) return known;
    if (idLists.size > limit) idLists.clear();
    idLists.set(key, ids);
    return ids;
  };
}
