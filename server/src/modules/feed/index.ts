// The feed module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { catchUpFeed } from './catch-up.js';
export { feedJanitor } from './janitor.js';
export { exportFeed } from './export.js';
export { feedRoutes } from './routes.js';
