// The verdict-reports module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { listAllVerdictReports, listVerdictReportsOfUser } from './repository.js';
export { verdictReportsRoutes } from './routes.js';
export { formatReportGroups, groupVerdictReports } from './summary.js';
