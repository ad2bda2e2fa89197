// Public API of @safeshelf/engine (pure: no node:*, no clock, no I/O).
export * from './types';
export type { Knowledge, TaxonomyEntry, FodmapEntry } from './knowledge';
export type { ParsedIngredient, ParsedIngredients, ParsedTrace } from './parse/parsed-types';
export type {
  ClaimSource,
  ClaimTopic,
  ContentStatement,
  FreeFromClaim,
  ProductClaims,
} from './claims/claim-types';
export { createEngine, type Engine, type EngineOptions } from './engine';
export { colorFromTokens, flagTokens, TOKEN_NO_DATA } from './verdict/tokens';
export { REASON_CODES, renderMessage } from './verdict/messages';
export { parseTaxonomy } from './taxonomy/parse-taxonomy';
export { parseFodmapLens } from './taxonomy/parse-fodmap';
export { detectTextLang } from './parse/detect-lang';
// Typography and HTML entities folded as the parser folds them: the catalogue reads names with it.
export { prepareText } from './text/prepare';
// Every free-from claim and content statement names its topic with one of these: a text without
// them has none (the catalogue asks readClaims only then).
export { CLAIM_HINT } from './claims/claim-phrases';
// Words that name no food (articles, prepositions, colours): the catalogue skips them too.
export { STOP_WORDS } from './match/stop-words';
