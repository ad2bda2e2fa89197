import { sql, type SQL } from 'drizzle-orm';
import type { DietTokenQuery } from '@safeshelf/engine';
import { queryRows, type Db } from '#server/db/client.js';
import { candidateFit } from './fit-repository.js';
import { cardColumns, cardJoins, type CardRow } from './repository.js';
import { termQuery, tsLexeme, type SearchQuery } from './search-query.js';

/** A listed product with how well it is what the shopper typed (0 when browsing). */
export type RankedRow = CardRow & { tier: number };

/** The expression of the GIN index product_search_doc_idx (migration 0103): words, diet tokens, '~c', '~k', '~s' lexemes. */
export const INDEXED_DOC =
  sql.raw(`(ps.search_doc || array_to_tsvector(array['~c' || ps.completeness::text,
  '~k' || coalesce(ps.category_id, 0)::text, '~s' || coalesce(ps.subcategory_id, 0)::text]))`);

/**
 * Product completeness runs 0–6 (catalogue/product-row.ts); search reads the most complete matches
 * first, level group by level group. Only the small top group is sorted; within the others any
 * matches will do (they are ranked next), so a common word's other matches are never read.
 */
const COMPLETENESS_GROUPS = [[6, 5], [4], [3], [2], [1, 0]];

/**
 * How well candidate `c` is what the shopper typed (issue 28 point 1), summed over the words: 4
 * when a word is one of the product's own name words or its brand (weights A, B: "Blütenhonig"
 * for "honig"; its folded form or a typo alternative alike), 3 when the name holds the whole word
 * elsewhere ("Salatsauce mit Honig", "Brotaufstrich"), 2 when a name word starts with the word
 * being typed, 1 when another word does, 0 when only its shelf (the subcategory's names) does;
 * plus 5 when the product is of the kind of food the word names ('@en:honeys'), so a honey named
 * "Miel de fleurs" comes before a "Honey BBQ sauce"; plus 5 when it is of the kind the whole text
 * names ("jus de pomme").
 */
export function tierSql(query: SearchQuery): SQL {
  const has = (q: string) => sql`c.search_doc @@ ${q}::tsquery`;
  const kind = (kinds: string[]) =>
    kinds.length
      ? sql` + case when ${has(kinds.map(tsLexeme).join(' | '))} then 5 else 0 end`
      : sql``;
  const parts = query.terms.map((t) => {
    const plain = { ...t, prefix: null, kinds: [] };
    const starts = t.prefix
      ? sql` when ${has(`${tsLexeme(t.prefix)}:*AB`)} then 2 when ${has(`${tsLexeme(t.prefix)}:*C`)} then 1`
      : sql``;
    return sql`(case when ${has(termQuery(plain, 'AB'))} then 4 when ${has(termQuery(plain, 'C'))} then 3${starts} else 0 end${kind(t.kinds)})`;
  });
  if (query.phraseKinds.length) parts.push(sql`(0${kind(query.phraseKinds)})`);
  return sql.join(parts, sql` + `);
}

/**
 * Whether the name/brand/kind matches are asked for first: not for a word of two or three letters
 * being typed, which starts a good part of the catalogue's words (each GIN prefix scan expands to
 * all of them) and names nothing yet.
 */
export const headFirst = (query: SearchQuery) =>
  !query.terms.some((t) => t.prefix !== null && t.prefix.length < 4);

export interface SearchFilter {
  search: { query: SearchQuery; avoid: string };
  rankWindow: number;
  firstWord: string | null;
  category?: number;
  subcategory?: number;
  limit: number;
  offset: number;
}

/** The category or subcategory filter as tsquery lexemes of the index. */
const scopeOf = (f: SearchFilter) =>
  [f.category ? ` & '~k${f.category}'` : '', f.subcategory ? ` & '~s${f.subcategory}'` : ''].join(
    '',
  );

/** The candidate rows matching `tsQuery`, read by the GIN index; `diet` checked row by row. */
const matching = (tsQuery: string, diet: SQL | null) =>
  sql`select ps.id, ps.search_doc, ps.name_search, ps.completeness from product_search ps
      ${diet ? sql`join products p on p.id = ps.id` : sql``}
      where ${INDEXED_DOC} @@ ${tsQuery}::tsquery ${diet ? sql`and ${diet}` : sql``}`;

/** Up to `window` candidate rows matching `tsQuery`, most complete first, read by the GIN index. */
function candidates(f: SearchFilter, tsQuery: string, window: number, diet: SQL | null): SQL {
  const scope = scopeOf(f);
  const group = (levels: number[]) =>
    sql`(${matching(`(${tsQuery}) & (${levels.map((n) => `'~c${n}'`).join(' | ')})${scope}`, diet)}
      ${levels.length > 1 ? sql`order by ps.completeness desc, ps.id` : sql``} limit ${window})`;
  return sql.join(COMPLETENESS_GROUPS.map(group), sql` union all `);
}

/**
 * A page of search matches: the most relevant first (tierSql), then the best fit for the diet `q`
 * (green, caution, not enough data, red), then the words as typed (not a typo alternative), a
 * name that starts with the first word, and completeness. Only `rankWindow` candidates are ranked (in whole windows, so that pages agree):
 * first the matches by the product's own name, brand or kind of food (the head query), most
 * complete first, then the other matches; every step is one GIN index scan per completeness group that
 * the outer limit stops as soon as the window is full, so a word in half the catalogue never
 * sorts half the catalogue; within a category with few matches, one scan finds them all (decision
 * 177). `diet` is what the colour filter still checks row by row.
 */
export async function listSearchMatches(
  db: Db,
  f: SearchFilter,
  q: DietTokenQuery,
  diet: SQL | null,
): Promise<RankedRow[]> {
  const { query, avoid } = f.search;
  const window = Math.ceil((f.offset + f.limit) / f.rankWindow) * f.rankWindow;
  const exact = query.exactQuery
    ? sql`case when c.search_doc @@ ${query.exactQuery}::tsquery then 1 else 0 end`
    : sql`0`;
  const fit = candidateFit(q);
  const grouped = sql`select * from (
      ${headFirst(query) ? sql`${candidates(f, `(${query.headQuery})${avoid}`, window, diet)} union all` : sql``}
      ${candidates(f, `(${query.matchQuery})${headFirst(query) ? ` & !(${query.headQuery})` : ''}${avoid}`, window, diet)}
    ) l limit ${window}`;
  // Within a category or subcategory a question has few matches: when there are no more than
  // `window`, all of them are the window, whatever their completeness, so one GIN scan of the
  // words (`probe`) answers instead of up to ten (decision 177). With more, the completeness
  // groups choose the window as before (the probe then cost one scan more, so it is not tried
  // without a scope, nor for a word of two or three letters being typed).
  const few = sql`(select count(*) from probe) <= ${window}`;
  const found =
    (f.category || f.subcategory) && headFirst(query)
      ? sql`matches as materialized (
            ${matching(`(${query.matchQuery})${avoid}${scopeOf(f)}`, diet)}
          ),
          probe as materialized (select * from matches limit ${window + 1}),
          found as (
            select * from probe where ${few}
            union all
            select * from (${grouped}) g where not ${few}
          ),`
      : sql`found as (${grouped}),`;
  return queryRows<RankedRow>(
    db,
    sql`with ${found}
        c as (select * from found),
        ranked as (
          select c.id, ${tierSql(query)} as tier, ${fit.fit} as fit,
            ${exact} + case when c.name_search like ${`${f.firstWord ?? ''}%`} then 0.3 else 0 end
              + c.completeness * 0.02 as rank
          from c ${fit.needsProducts ? sql`join products p on p.id = c.id` : sql``}
          order by tier desc, fit, rank desc, c.id limit ${f.limit} offset ${f.offset}
        )
        select ${cardColumns(q)}, r.tier from ranked r join products p on p.id = r.id ${cardJoins}
        order by r.tier desc, r.fit, r.rank desc, r.id`,
  );
}

/**
 * How many matches a colour filter hides, by relevance tier: up to `window` of the products that
 * do not fit (their indexed red tokens, `red`) and match by name, brand or kind (the head query),
 * in one GIN index scan, so the list can say "12 products for 'honig' don't fit your diet" where
 * they would rank. The scan is a materialized CTE, planned for all its rows: with the limit in
 * sight PostgreSQL chose a sequential scan, 0.7 s at 1M products (decision 177).
 */
export async function countHiddenByTier(
  db: Db,
  f: SearchFilter,
  red: string[],
  window: number,
): Promise<Map<number, number>> {
  const { query } = f.search;
  const reds = `(${red.map((t) => tsLexeme(`#${t}`)).join(' | ')})`;
  const rows = await queryRows<{ tier: number; n: number }>(
    db,
    sql`with matches as materialized (
          select ps.search_doc from product_search ps
          where ${INDEXED_DOC} @@ ${`(${query.headQuery}) & ${reds}${scopeOf(f)}`}::tsquery
        ),
        c as (select * from matches limit ${window})
        select ${tierSql(query)} as tier, count(*)::int as n from c group by 1`,
  );
  return new Map(rows.map((r) => [r.tier, r.n]));
}
