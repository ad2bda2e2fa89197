// The label-scan module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { labelScanRoutes } from './routes.js';
