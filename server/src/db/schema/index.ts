// Every table, by feature. Each feature's migrations live in ../migrations (SQL, applied in order).
import { users } from './users.js';

export { users };
export const schema = { users };
