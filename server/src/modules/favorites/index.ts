// The favorites module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { listFavorites } from './repository.js';
export { favoritesRoutes } from './routes.js';
