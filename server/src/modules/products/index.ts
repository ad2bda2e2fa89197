// The products module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { listProductCardsByIds } from './cards.js';
export { toEngineInput } from './product-record.js';
export { findProductRecord } from './repository.js';
export { productRoutes } from './routes.js';
