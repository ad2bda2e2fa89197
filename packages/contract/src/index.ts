export * from './errors.js';
export * from './health.js';
export * from './diet.js';
export * from './paths.js';
