import type { DietTokenQuery } from '@safeshelf/engine';
import { barcodeOfSearch, type DietColor } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import { cleanBarcode, isIndexedDietToken } from '#server/modules/catalogue/index.js';
import { listCardsByCode, type CardRow } from './repository.js';
import { listProducts } from './search-repository.js';
import { buildSearchQuery, parseSearch, type ParsedSearch } from './search-query.js';

export interface SearchInput {
  search?: string;
  category?: number;
  subcategory?: number;
  limit: number;
  offset: number;
  diet: DietColor[];
}

/** Two or three typed letters match a good part of the catalogue: rank fewer of them. */
const rankWindow = (parsed: ParsedSearch | null) =>
  parsed && parsed.words.length === 1 && parsed.prefixLast && parsed.words[0]!.length < 4
    ? 200
    : 1000;

const notIndexed = (tokens: string[]) => tokens.filter((t) => !isIndexedDietToken(t));

/**
 * One page of products plus one more row (to know whether there is a next page). With search text
 * and a filter that drops red (and maybe yellow), the indexed diet tokens to avoid go into the
 * tsquery, so one GIN index answers words and diet together; only custom-intolerance tokens are
 * left for the row filter.
 */
export async function searchProducts(
  db: Db,
  input: SearchInput,
  q: DietTokenQuery,
): Promise<CardRow[]> {
  // A barcode typed into the search box (issue 28): that one product, whatever its colour or
  // category, since the shopper asked for exactly it; its card says whether it fits.
  const barcode = input.search ? barcodeOfSearch(input.search) : null;
  if (barcode) return input.offset ? [] : listCardsByCode(db, cleanBarcode(barcode)!, q);
  const parsed = parseSearch(input.search);
  const colors = input.diet;
  const dropsColours = colors.length > 0 && !colors.includes('red') && colors.includes('green');
  const excluded = dropsColours ? [...q.red, ...(colors.includes('yellow') ? [] : q.yellow)] : [];
  const query = parsed
    ? await buildSearchQuery(db, parsed, excluded.filter(isIndexedDietToken))
    : null;
  const filter =
    query && dropsColours ? { red: notIndexed(q.red), yellow: notIndexed(q.yellow) } : q;
  return listProducts(
    db,
    {
      tsQuery: query?.tsQuery ?? null,
      exactQuery: query?.exactQuery ?? null,
      rankWindow: rankWindow(parsed),
      firstWord: parsed?.words[0] ?? null,
      category: input.category,
      subcategory: input.subcategory,
      colors,
      limit: input.limit + 1,
      offset: input.offset,
    },
    q,
    filter,
  );
}
