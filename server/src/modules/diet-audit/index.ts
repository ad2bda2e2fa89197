// The diet-audit module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { diffColours, formatColours, parseColours } from './colours-file.js';
export { parseExplanations } from './explanations.js';
export { judgeCatalogue } from './judge-catalogue.js';
export { countUnexplained, formatReport, listStale } from './report.js';
