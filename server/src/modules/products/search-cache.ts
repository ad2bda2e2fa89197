import type { DietTokenQuery } from '@safeshelf/engine';
import type { Db } from '#server/db/client.js';
import { onCatalogueChanged } from '#server/modules/catalogue/index.js';
import type { SearchInput, SearchResult } from './search.js';

/**
 * The latest search answers of this API instance, in memory (decision 176). A page depends only
 * on what was asked (text, category, colours, page) and the diet tokens the colours are read from,
 * never on who asks, so shoppers typing the same letters ("mi", "mil", "milch") share one answer,
 * and the same question asked at once by many is sent to PostgreSQL once. Least recently used
 * answers go first past `size`; all of them go when the catalogue changes (an import here, or in
 * another process: catalogue/changes.ts).
 */
interface Cache {
  answers: Map<string, Promise<SearchResult>>;
  generation: number;
}

const caches = new WeakMap<Db, Cache>();
let generation = 0;
onCatalogueChanged(() => (generation += 1));

/** What a search answer depends on (the diet tokens sorted: two shoppers with one diet agree). */
const keyOf = (input: SearchInput, q: DietTokenQuery) =>
  JSON.stringify([
    input.search ?? '',
    input.category ?? 0,
    input.subcategory ?? 0,
    input.limit,
    input.offset,
    [...input.diet].sort(),
    [...q.red].sort(),
    [...q.yellow].sort(),
  ]);

/** `search()`'s answer, or the one given to the same question since the catalogue last changed. */
export function cachedSearch(
  db: Db,
  size: number,
  input: SearchInput,
  q: DietTokenQuery,
  search: () => Promise<SearchResult>,
): Promise<SearchResult> {
  if (size <= 0) return search();
  let cache = caches.get(db);
  if (!cache || cache.generation !== generation) {
    cache = { answers: new Map(), generation };
    caches.set(db, cache);
  }
  const { answers } = cache;
  const key = keyOf(input, q);
  const known = answers.get(key);
  if (known) {
    answers.delete(key);
    answers.set(key, known);
    return known;
  }
  const answer = search();
  answers.set(key, answer);
  if (answers.size > size) answers.delete(answers.keys().next().value!);
  answer.catch(() => answers.get(key) === answer && answers.delete(key));
  return answer;
}
