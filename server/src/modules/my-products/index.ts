// The my-products module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { findMyProduct, listMyProducts } from './repository.js';
export { myProductsRoutes } from './routes.js';
export { refreshMyProductVerdicts } from './verdicts.js';
export { presentMyProducts, rejudgeBudget } from './verdicts.js';
