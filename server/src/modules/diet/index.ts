// The diet module's public entry (issue 26 point 8): the one home of the diet engine on the
// server. Routes use `app.diet` (registered once by dietPlugin); CLIs call createDiet. eslint
// import/no-restricted-paths refuses deeper imports and any other way to the engine.
export { createDiet, verdictKey } from './diet.js';
export type { Diet, DietOptions, LabelText } from './diet.js';
export { dietPlugin } from './plugin.js';
export { computeEngineFingerprint } from './engine-fingerprint.js';
// This thread's engine, for CLIs that judge in bulk themselves (diet audit) and the import.
export { getEngine } from './engine.js';
export { requestLang, taskOptionsOf } from './request.js';
