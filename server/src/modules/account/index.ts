// The account module's public entry: what other modules, plugins and CLIs may use (eslint
// import/no-restricted-paths refuses deeper imports).
export { toDietProfile, toProfile } from './presenters.js';
export { requirePassword } from './reauth.js';
export { takenError } from './register.js';
export {
  findTakenFields,
  findUserById,
  findUserByIdentifier,
  findUserDiet,
  updateUser,
} from './repository.js';
export { accountRoutes } from './routes.js';
