// The auth module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { optionalAuth, requireAuth } from './guard.js';
export { BODY_LIMITS, RATE_LIMITS, USER_LIMITS, limitPerUser } from './limits.js';
export { checkPassword } from './login.js';
export { hashPassword } from './passwords.js';
export { listSessions } from './repository.js';
export { authRoutes } from './routes.js';
export { endAllSessions, startSession } from './sessions.js';
export { clearAccountThrottles, clearLoginFailures, throttleKey } from './throttle.js';
