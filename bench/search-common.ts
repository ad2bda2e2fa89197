// Shared by the search benchmarks: the query mix and latency statistics.

/** Words shoppers type, in German, French and English, typed letter by letter from two letters. */
const WORDS = [
  'milch',
  'lait',
  'joghurt',
  'yogourt',
  'brot',
  'käse',
  'fromage',
  'schokolade',
  'chocolat',
  'butter',
  'müesli',
  'pasta',
  'reis',
  'kaffee',
  'thé',
  'apfel',
  'tomate',
  'poulet',
  'emmi',
  'migros',
  'vollmilch',
  'glutenfrei',
  'sans lactose',
  'orangensaft',
];
const TYPOS = ['mlich', 'schokolde', 'joghrt', 'fromgae', 'kafee'];

export interface BenchQuery {
  label: string;
  search: string;
  category?: number;
  diet?: string;
}

/** Type-ahead prefixes of every word, plus typos; each also with diet=green,yellow and with a category. */
export function buildQueries(): BenchQuery[] {
  const searches: string[] = [];
  for (const w of WORDS) for (let n = 2; n <= w.length; n++) searches.push(w.slice(0, n));
  searches.push(...TYPOS);
  return searches.flatMap((search) => [
    { label: 'search', search },
    { label: 'search + diet', search, diet: 'green,yellow' },
    { label: 'search + diet + category', search, diet: 'green,yellow', category: 1 },
  ]);
}

export function queryString(q: BenchQuery): string {
  const params = new URLSearchParams({ search: q.search, limit: '10' });
  if (q.diet) params.set('diet', q.diet);
  if (q.category) params.set('category', String(q.category));
  return `/api/filtered-products/?${params}`;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarise(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    n: s.length,
    p50: r(percentile(s, 50)),
    p95: r(percentile(s, 95)),
    p99: r(percentile(s, 99)),
    max: r(s[s.length - 1] ?? NaN),
  };
}
