// The household module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { withHouseholdColours } from './colours.js';
export { resolveJudgedFor, unionQuery } from './judged-for.js';
export type { JudgedFor, JudgedPerson } from './judged-for.js';
export { listPeople as listHouseholdPeople } from './repository.js';
export { householdRoutes } from './routes.js';
export { judgeForEach } from './verdicts.js';
