import type { DietTokenQuery } from '@safeshelf/engine';
import { barcodeOfSearch, type DietColor } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import { cleanBarcode, isIndexedDietToken } from '#server/modules/catalogue/index.js';
import { listCardsByCode } from './repository.js';
import { listProducts } from './search-repository.js';
import { buildSearchQuery, parseSearch, tsLexeme, type ParsedSearch } from './search-query.js';
import { countHiddenByTier, headFirst, type RankedRow } from './ranked-search-repository.js';

export interface SearchInput {
  search?: string;
  category?: number;
  subcategory?: number;
  limit: number;
  offset: number;
  diet: DietColor[];
}

/** Matches the colour filter hides, counted where they would rank: before item `before` of the page. */
export interface HiddenMatches {
  before: number;
  count: number;
  /** The count stopped at HIDDEN_WINDOW: there are at least `count`. */
  more: boolean;
}

export interface SearchResult {
  /** One page plus one more row (to know whether there is a next page). */
  rows: RankedRow[];
  hidden: HiddenMatches[];
}

/** Two or three typed letters match a good part of the catalogue: rank fewer of them. */
const rankWindow = (parsed: ParsedSearch | null) =>
  parsed && parsed.words.length === 1 && parsed.prefixLast && parsed.words[0]!.length < 4
    ? 200
    : 500;

/** How many hidden matches are counted at most (the most relevant, most complete ones). */
const HIDDEN_WINDOW = 100;

const notIndexed = (tokens: string[]) => tokens.filter((t) => !isIndexedDietToken(t));

/**
 * One page of products plus one more row. With search text and a filter that drops red (and
 * maybe yellow), the indexed diet tokens to avoid go into the tsquery, so one GIN index answers
 * words and diet together; only custom-intolerance tokens are left for the row filter. On the
 * first page the red matches so hidden are counted by relevance (up to HIDDEN_WINDOW of them) and
 * placed where they would rank (issue 28 point 3).
 */
export async function searchProducts(
  db: Db,
  catalogDir: string,
  input: SearchInput,
  q: DietTokenQuery,
): Promise<SearchResult> {
  // A barcode typed into the search box (issue 28): that one product, whatever its colour or
  // category, since the shopper asked for exactly it; its card says whether it fits.
  const barcode = input.search ? barcodeOfSearch(input.search) : null;
  if (barcode)
    return {
      rows: input.offset
        ? []
        : (await listCardsByCode(db, cleanBarcode(barcode)!, q)).map((r) => ({ ...r, tier: 0 })),
      hidden: [],
    };
  const parsed = parseSearch(input.search);
  const colors = input.diet;
  const dropsColours = colors.length > 0 && !colors.includes('red') && colors.includes('green');
  const excluded = dropsColours ? [...q.red, ...(colors.includes('yellow') ? [] : q.yellow)] : [];
  const query = parsed ? await buildSearchQuery(db, catalogDir, parsed) : null;
  const avoid = excluded
    .filter(isIndexedDietToken)
    .map((t) => ` & !${tsLexeme(`#${t}`)}`)
    .join('');
  const filter =
    query && dropsColours ? { red: notIndexed(q.red), yellow: notIndexed(q.yellow) } : q;
  const f = {
    search: query ? { query, avoid } : null,
    rankWindow: rankWindow(parsed),
    firstWord: parsed?.words[0] ?? null,
    category: input.category,
    subcategory: input.subcategory,
    colors,
    limit: input.limit + 1,
    offset: input.offset,
  };
  const rows = await listProducts(db, f, q, filter);
  // Counted for the first page, where the shopper decides whether to look at them.
  const red = dropsColours && input.offset === 0 ? q.red.filter(isIndexedDietToken) : [];
  // A word of two or three letters being typed names nothing yet: nothing is counted.
  if (!query || !red.length || !headFirst(query)) return { rows, hidden: [] };
  const counts = await countHiddenByTier(
    db,
    { ...f, search: { query, avoid: '' } },
    red,
    HIDDEN_WINDOW,
  );
  const hidden = placeHidden(rows, counts, input.limit);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total >= HIDDEN_WINDOW && hidden.length) hidden[hidden.length - 1]!.more = true;
  return { rows, hidden };
}

/**
 * Where hidden matches go on the first page: before the first shown product that is less relevant
 * than they are; those that would rank after the whole page are said at its end, since the count
 * is made for the first page only.
 */
export function placeHidden(
  rows: RankedRow[],
  counts: Map<number, number>,
  limit: number,
): HiddenMatches[] {
  const page = rows.slice(0, limit);
  const out: HiddenMatches[] = [];
  for (const [tier, count] of [...counts].sort((a, b) => b[0] - a[0])) {
    const less = page.findIndex((r) => r.tier < tier);
    const before = less < 0 ? page.length : less;
    const same = out.find((h) => h.before === before);
    if (same) same.count += count;
    else out.push({ before, count, more: false });
  }
  return out;
}
