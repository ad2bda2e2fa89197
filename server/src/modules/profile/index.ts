// The profile module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { findDietProfile, profileOf } from './diet-profile.js';
export { profileRoutes } from './routes.js';
