// The catalogue module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { onCatalogueChanged } from './changes.js';
export { NO_DATA_TOKEN, isIndexedDietToken } from './diet-tokens.js';
export { factsForDiet } from './fit-facts.js';
export { ENGINE_FINGERPRINT_KEY, importCatalogue, rejudgeCatalogue } from './import-catalogue.js';
export type { ImportOptions, ImportProgress } from './import-catalogue.js';
export { poolWorkers } from './import-workers.js';
export { importPrices } from './import-prices.js';
export type { MergedProduct } from './merge.js';
export { findNamedKinds } from './named-kinds.js';
export { foldWord, normaliseText, tokenise } from './normalise.js';
export { parseIngredientsOf, toProductInput } from './product-row.js';
export type { ProductRow } from './product-row.js';
export { createProgressReporter } from './progress.js';
export { readMergedCatalogue } from './read-catalogue.js';
export { formatImportReport } from './report.js';
export {
  CATALOGUE_IMPORT_KEY,
  claimCatalogueImport,
  countProducts,
  endCatalogueImport,
  findCatalogueMeta,
} from './repository.js';
export { catalogueRoutes } from './routes.js';
export { cleanBarcode } from './source-record.js';
