// The label-scan module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { engineFingerprintOf, judgeLabelText, profileKey, toLabelInput } from './judge-text.js';
export { labelScanRoutes } from './routes.js';
