import { sql, type SQL } from 'drizzle-orm';
import { STOP_WORDS, TOKEN_NO_DATA, type DietTokenQuery } from '@safeshelf/engine';
import { queryRows, type Db } from '#server/db/client.js';
import { cardColumns, cardJoins, type CardRow } from './repository.js';
import { textArray } from '#server/db/sql-array.js';
import { isIndexedDietToken } from '#server/modules/catalogue/index.js';
import { candidateFit } from './fit-repository.js';
import { tsLexeme } from './search-query.js';
import { INDEXED_DOC } from './ranked-search-repository.js';
import type { AlternativeFacts } from './safer-alternatives.js';

/** What choosing alternatives needs to know about the product they replace. */
export interface AlternativeTarget extends AlternativeFacts {
  id: number;
  category_id: number | null;
  subcategory_id: number | null;
  name_search: string;
  fat: number | null;
  sugars: number | null;
}

export type Candidate = CardRow & AlternativeFacts;

const nutrient = (name: string) => sql`(p.nutriments ->> ${name})::float8`;

/** The target facts of a stored product row (the product page has read it already). */
export const toAlternativeTarget = (
  row: Omit<AlternativeTarget, 'fat' | 'sugars'> & { nutriments: Record<string, number> },
): AlternativeTarget => ({
  ...row,
  fat: row.nutriments.fat ?? null,
  sugars: row.nutriments.sugars ?? null,
});

/** The target facts of product `id`; null when it does not exist. */
export async function findAlternativeTarget(db: Db, id: number): Promise<AlternativeTarget | null> {
  const [t] = await queryRows<AlternativeTarget>(
    db,
    sql`select p.id, p.category_id, p.subcategory_id, p.brand, p.name_search, p.name_en, p.name_de,
          p.name_fr, p.name_other, p.diet_tokens,
          ${nutrient('fat')} as fat, ${nutrient('sugars')} as sugars
        from products p where p.id = ${id}`,
  );
  return t ?? null;
}

/** How many matches of one step are ranked at most: a shelf of 2,400 chocolates is not read whole. */
const WINDOW = 100;

/** The words of a name that say what the product is (no articles, numbers or 2-letter words). */
const nameWords = (nameSearch: string) =>
  [...new Set(nameSearch.split(' '))]
    .filter((w) => w.length >= 3 && !/\d/.test(w) && !STOP_WORDS.has(w))
    .slice(0, 12);

/**
 * Best first, `size` candidates to replace `t` for the caller's diet (never red, never the product
 * itself, never "not enough data" when the product has data; `pickSaferAlternatives` decides the
 * rest), in three steps, green before yellow within each: products of the same subcategory that
 * share all the words of its name (the same line: other sizes, flavours), then those sharing any
 * (the kind of food: "Blütenhonig" for a honey, not a jam of the same shelf), ranked by the words
 * shared (ts_rank: name words above brand words) and completeness; then the shelf's most complete.
 * Without a subcategory, the first two steps over the whole catalogue. The search index answers
 * every step (words, the '~s' subcategory lexeme, the diet tokens) and each ranks at most WINDOW
 * matches, in one query: trigram similarity over a shelf of 2,400 chocolates cost 150 ms on the
 * embedded database, and reading each candidate's diet tokens (TOASTed) 200 ms.
 */
export async function listAlternativeCandidates(
  db: Db,
  t: AlternativeTarget,
  q: DietTokenQuery,
  size: number,
): Promise<Candidate[]> {
  const custom = [...q.red, ...q.yellow].some((token) => !isIndexedDietToken(token));
  const knowsAsMuch = t.diet_tokens.includes(TOKEN_NO_DATA) ? [] : [TOKEN_NO_DATA];
  const avoid = [...q.red.filter(isIndexedDietToken), ...knowsAsMuch].map((token) =>
    tsLexeme(`#${token}`),
  );
  const words = nameWords(t.name_search).map(tsLexeme);
  const shelf = [t.subcategory_id ? `'~s${t.subcategory_id}'` : '', ...avoid.map((l) => `!${l}`)]
    .filter(Boolean)
    .join(' & ');
  const within = (match: string) => (shelf ? `${shelf} & (${match})` : match);
  const step = (n: number, where: SQL, order = sql``) =>
    sql`(select ps.id, ps.search_doc, ps.completeness, ${n} as step from product_search ps
        where ${where} and ps.id <> ${t.id} ${order} limit ${WINDOW})`;
  const steps = [
    ...(words.length > 1
      ? [step(1, sql`${INDEXED_DOC} @@ ${within(words.join(' & '))}::tsquery`)]
      : []),
    ...(words.length
      ? [step(2, sql`${INDEXED_DOC} @@ ${within(words.join(' | '))}::tsquery`)]
      : []),
    ...(t.subcategory_id
      ? [
          step(
            3,
            sql`ps.subcategory_id = ${t.subcategory_id}
              ${avoid.length ? sql`and not (ps.search_doc @@ ${avoid.join(' | ')}::tsquery)` : sql``}`,
            sql`order by ps.completeness desc, ps.id`,
          ),
        ]
      : []),
  ];
  if (!steps.length) return [];
  const fit = candidateFit(q);
  const rank = words.length ? sql`ts_rank(c.search_doc, ${words.join(' | ')}::tsquery)` : sql`0`;
  return queryRows<Candidate>(
    db,
    sql`with m as (${sql.join(steps, sql` union all `)}),
        c as (select distinct on (id) * from m order by id, step),
        chosen as (
          select c.id, c.step, case when ${fit.fit} = 0 then 0 else 1 end as caution,
            ${rank} + c.completeness * 0.02 as score
          from c ${fit.needsProducts || custom ? sql`join products p on p.id = c.id` : sql``}
          ${custom ? sql`where not (p.diet_tokens && ${textArray(q.red)})` : sql``}
          order by c.step, caution, score desc, c.id limit ${size}
        )
        select ${cardColumns(q)}, p.diet_tokens from chosen join products p on p.id = chosen.id ${cardJoins}
        order by chosen.step, chosen.caution, chosen.score desc, chosen.id`,
  );
}
