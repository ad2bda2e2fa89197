// The offline module's public entry: what the phone keeps for use without signal (issue 32).
// The engine's knowledge moves to the diet module once it is the engine's one home (app.diet).
export { offlineRoutes } from './routes.js';
