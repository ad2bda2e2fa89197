// The forms module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { createSubmission, listSubmissionsOfUser } from './repository.js';
export { formsOutboxWorker } from './worker.js';
