/**
 * Diet tokens that also go into `search_doc` (as `#token`): the per-intolerance levels such as
 * `lactose:contains`, a dozen per product. The ingredient/trace id tokens (`ing:…`, `trace:…`, a
 * hundred or more per product, for custom intolerances) stay in `diet_tokens` only: in the
 * tsvector they would push it into out-of-line storage and make every search read far more.
 */
export const isIndexedDietToken = (token: string) =>
  !token.startsWith('ing:') && !token.startsWith('trace:');

/** The engine's token for "too little readable data to clear the product" (verdict/tokens.ts). */
export const NO_DATA_TOKEN = 'data:insufficient';
