// Parser for the FODMAP knowledge base (M4n0x/fodmap-lens, MIT): ratings per group with de/fr/en
// synonyms. Its values are machine-compiled, so the engine's own table wins where both speak.
import type { FodmapEntry } from '../knowledge';

interface LensEntry {
  canonical_key?: string;
  ratings?: Record<string, string>;
  synonyms?: Partial<Record<'en' | 'de' | 'fr', string[]>>;
}

const RATING = new Set(['red', 'yellow', 'green']);

export function parseFodmapLens(json: string): FodmapEntry[] {
  const data = JSON.parse(json) as { ingredients?: Record<string, LensEntry> };
  const out: FodmapEntry[] = [];
  for (const [key, e] of Object.entries(data.ingredients ?? {})) {
    const ratings: FodmapEntry['ratings'] = {};
    const r = e.ratings ?? {};
    for (const g of ['fructans', 'gos', 'lactose', 'excess_fructose'] as const) {
      const v = r[g];
      if (v && RATING.has(v)) ratings[g] = v as 'red' | 'yellow' | 'green';
    }
    // The lens splits polyols into sorbitol and mannitol; the engine has one polyols group.
    const polyols = [r.sorbitol, r.mannitol];
    ratings.polyols = polyols.includes('red')
      ? 'red'
      : polyols.includes('yellow')
        ? 'yellow'
        : 'green';
    out.push({
      key: e.canonical_key ?? key,
      names: {
        en: e.synonyms?.en ?? [key.replace(/_/g, ' ')],
        de: e.synonyms?.de ?? [],
        fr: e.synonyms?.fr ?? [],
      },
      ratings,
    });
  }
  return out;
}
