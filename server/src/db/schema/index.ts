// Every table, by feature. Each feature's migrations live in ../migrations (SQL, applied in order).
import { users } from './users.js';
import { formSubmissions, loginThrottle, refreshTokens } from './accounts.js';
import { favorites } from './favorites.js';
import { rateLimitHits } from './rate-limits.js';
import { myProducts, verdictReports } from './label-scan.js';
import {
  feedCursors,
  feedEngineChanges,
  feedInterests,
  feedItems,
  feedProductChanges,
} from './feed.js';
import { householdPeople } from './household.js';
import {
  catalogueMeta,
  categories,
  productSearch,
  productSources,
  products,
  searchWords,
  subcategories,
} from './catalogue.js';

export { users };
export { formSubmissions, loginThrottle, refreshTokens, favorites, rateLimitHits };
export { myProducts, verdictReports };
export { feedCursors, feedEngineChanges, feedInterests, feedItems, feedProductChanges };
export { householdPeople };
export {
  catalogueMeta,
  categories,
  productSearch,
  productSources,
  products,
  searchWords,
  subcategories,
};
export const schema = {
  users,
  refreshTokens,
  loginThrottle,
  rateLimitHits,
  formSubmissions,
  favorites,
  myProducts,
  verdictReports,
  categories,
  subcategories,
  productSources,
  products,
  productSearch,
  searchWords,
  catalogueMeta,
  feedProductChanges,
  feedEngineChanges,
  feedItems,
  feedCursors,
  feedInterests,
  householdPeople,
};
