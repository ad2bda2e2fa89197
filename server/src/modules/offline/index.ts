// The offline module's public entry: what the phone keeps for use without signal (issue 32).
// The engine's knowledge comes from the diet module (app.diet.knowledgeJson); this module only
// compresses and serves it.
export { offlineRoutes } from './routes.js';
