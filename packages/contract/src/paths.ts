/**
 * Every API operation, once: method, path (Fastify's `:param` syntax), who may call it, and what
 * the OpenAPI document says about it. The server registers its routes from this table (and
 * refuses to start with a route that is not in it); the web builds its request URLs from it.
 * The key is the operation's operationId.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api/${string}`;
  /** `required`: bearer token needed; `optional`: personalised when sent; `none`: never read. */
  auth: 'required' | 'optional' | 'none';
  tag: string;
  summary: string;
}

export const endpoints = {
  getHealth: {
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    tag: 'health',
    summary: 'Whether the API and its database answer',
  },

  logIn: {
    method: 'POST',
    path: '/api/token',
    auth: 'none',
    tag: 'auth',
    summary: 'Log in with email or username and password; returns an access and a refresh token',
  },
  refreshToken: {
    method: 'POST',
    path: '/api/token/refresh',
    auth: 'none',
    tag: 'auth',
    summary: 'Exchange a refresh token for a new token pair (the old one is spent)',
  },
  revokeToken: {
    method: 'POST',
    path: '/api/token/revoke',
    auth: 'none',
    tag: 'auth',
    summary: 'Log out: revoke a refresh token, optionally every session of its user',
  },

  register: {
    method: 'POST',
    path: '/api/register',
    auth: 'none',
    tag: 'account',
    summary: 'Create an account with its diet profile',
  },
  getMe: {
    method: 'GET',
    path: '/api/user/me',
    auth: 'required',
    tag: 'account',
    summary: 'The signed-in user',
  },
  exportAccount: {
    method: 'GET',
    path: '/api/user/export',
    auth: 'required',
    tag: 'account',
    summary: 'Everything stored about the signed-in user, as JSON (nFADP Art. 28, GDPR Art. 20)',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/user',
    auth: 'required',
    tag: 'account',
    summary: 'Delete the account and every personal datum (password required)',
  },

  getProfile: {
    method: 'GET',
    path: '/api/user/profile/:userId',
    auth: 'required',
    tag: 'profile',
    summary: 'The profile and diet profile of the signed-in user',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/user/profile/:userId',
    auth: 'required',
    tag: 'profile',
    summary: 'Change profile fields; the new diet profile judges products from then on',
  },
  updateCredentials: {
    method: 'PUT',
    path: '/api/user/credentials/:userId',
    auth: 'required',
    tag: 'profile',
    summary: 'Change email and/or password (current password required)',
  },

  listCategories: {
    method: 'GET',
    path: '/api/categories',
    auth: 'none',
    tag: 'catalogue',
    summary: 'The shopper categories, in display order',
  },
  listSubcategories: {
    method: 'GET',
    path: '/api/subcategories',
    auth: 'none',
    tag: 'catalogue',
    summary: 'The subcategories, of one category or of all',
  },
  getCatalogueStatus: {
    method: 'GET',
    path: '/api/catalogue/status',
    auth: 'none',
    tag: 'catalogue',
    summary: 'Whether the product catalogue is ready, or still loading on a fresh installation',
  },

  listProducts: {
    method: 'GET',
    path: '/api/filtered-products',
    auth: 'optional',
    tag: 'products',
    summary: 'Search and filter products, coloured for the caller’s diet, one page at a time',
  },
  getProductByBarcode: {
    method: 'GET',
    path: '/api/products/by-barcode/:code',
    auth: 'optional',
    tag: 'products',
    summary: 'A product by its barcode (EAN/UPC)',
  },
  getProduct: {
    method: 'GET',
    path: '/api/products/:id',
    auth: 'optional',
    tag: 'products',
    summary: 'A product, coloured for the caller’s diet',
  },
  getProductPage: {
    method: 'GET',
    path: '/api/products/:id/page',
    auth: 'optional',
    tag: 'products',
    summary:
      'Everything the product page shows in one answer: the product, its details, the diet check for the caller and alternatives',
  },
  getProductDetails: {
    method: 'GET',
    path: '/api/product/:id/details',
    auth: 'none',
    tag: 'products',
    summary: 'Ingredients, allergens, traces and nutrition of a product',
  },
  getDietCheck: {
    method: 'GET',
    path: '/api/product/:id/diet-check',
    auth: 'optional',
    tag: 'products',
    summary: 'The verdict for the caller’s diet, with a reason per intolerance',
  },
  listRecommended: {
    method: 'GET',
    path: '/api/product/recommended/:id',
    auth: 'optional',
    tag: 'products',
    summary: 'Similar products that fit the caller’s diet better',
  },

  listFavorites: {
    method: 'GET',
    path: '/api/favorites',
    auth: 'required',
    tag: 'favorites',
    summary: 'The ids of the signed-in user’s favourite products',
  },
  listFavoriteProducts: {
    method: 'GET',
    path: '/api/favorites/products',
    auth: 'required',
    tag: 'favorites',
    summary: 'The signed-in user’s favourite products, coloured for their diet',
  },
  toggleFavorite: {
    method: 'POST',
    path: '/api/favorites/toggle',
    auth: 'required',
    tag: 'favorites',
    summary: 'Add a product to the favourites, or remove it when it is one',
  },
  setFavorite: {
    method: 'PUT',
    path: '/api/favorites/:productId',
    auth: 'required',
    tag: 'favorites',
    summary: 'Make a product a favourite or not (idempotent: for actions queued offline)',
  },

  checkLabelText: {
    method: 'POST',
    path: '/api/diet-check',
    auth: 'required',
    tag: 'label scan',
    summary: 'Judge an ingredient text (read from a label photo) for the signed-in user’s diet',
  },
  listMyProducts: {
    method: 'GET',
    path: '/api/my-products',
    auth: 'required',
    tag: 'my products',
    summary: 'The signed-in user’s own products, judged from their labels',
  },
  getMyProduct: {
    method: 'GET',
    path: '/api/my-products/:id',
    auth: 'required',
    tag: 'my products',
    summary: 'One of the signed-in user’s own products',
  },
  createMyProduct: {
    method: 'POST',
    path: '/api/my-products',
    auth: 'required',
    tag: 'my products',
    summary: 'Keep a product of one’s own, judged from its label text',
  },
  deleteMyProduct: {
    method: 'DELETE',
    path: '/api/my-products/:id',
    auth: 'required',
    tag: 'my products',
    summary: 'Delete one of the signed-in user’s own products',
  },
  listVerdictReports: {
    method: 'GET',
    path: '/api/verdict-reports',
    auth: 'required',
    tag: 'verdict reports',
    summary: 'The verdict reports the signed-in user filed',
  },
  createVerdictReport: {
    method: 'POST',
    path: '/api/verdict-reports',
    auth: 'required',
    tag: 'verdict reports',
    summary: 'Report a verdict as wrong',
  },

  getFeed: {
    method: 'GET',
    path: '/api/feed',
    auth: 'required',
    tag: 'feed',
    summary: 'The signed-in user’s news feed, newest first, with the unread count',
  },
  getFeedUnread: {
    method: 'GET',
    path: '/api/feed/unread',
    auth: 'required',
    tag: 'feed',
    summary: 'How many items of the news feed are unread',
  },
  markFeedRead: {
    method: 'POST',
    path: '/api/feed/read',
    auth: 'required',
    tag: 'feed',
    summary: 'Mark news feed items read (all of them when no ids are given)',
  },
  recordFeedInterest: {
    method: 'POST',
    path: '/api/feed/interests',
    auth: 'required',
    tag: 'feed',
    summary: 'Count a visit to a subcategory (New for you favours what the user browses)',
  },
  dismissFeedItem: {
    method: 'DELETE',
    path: '/api/feed/:id',
    auth: 'required',
    tag: 'feed',
    summary: 'Remove an item from the news feed',
  },

  listHousehold: {
    method: 'GET',
    path: '/api/household',
    auth: 'required',
    tag: 'household',
    summary: 'The people the signed-in user shops for',
  },
  createHouseholdPerson: {
    method: 'POST',
    path: '/api/household',
    auth: 'required',
    tag: 'household',
    summary: 'Add a person to the household (at most 6)',
  },
  updateHouseholdPerson: {
    method: 'PUT',
    path: '/api/household/:id',
    auth: 'required',
    tag: 'household',
    summary: 'Change a household person’s name or diet profile',
  },
  deleteHouseholdPerson: {
    method: 'DELETE',
    path: '/api/household/:id',
    auth: 'required',
    tag: 'household',
    summary: 'Remove a person from the household',
  },

  getOfflinePack: {
    method: 'GET',
    path: '/api/offline/pack',
    auth: 'required',
    tag: 'offline',
    summary: 'Favourites and recently viewed products with their verdicts, to keep on the phone',
  },
  getOfflineShelf: {
    method: 'GET',
    path: '/api/offline/shelf',
    auth: 'required',
    tag: 'offline',
    summary: 'Every product of a category or subcategory with its verdict, to keep on the phone',
  },
  getDietKnowledge: {
    method: 'GET',
    path: '/api/diet-knowledge/:fingerprint',
    auth: 'none',
    tag: 'offline',
    summary: 'The diet engine’s knowledge (taxonomies, FODMAP lists) for this engine fingerprint',
  },

  subscribeNewsletter: {
    method: 'POST',
    path: '/api/newsletter',
    auth: 'optional',
    tag: 'forms',
    summary: 'Subscribe an email address to the newsletter (kept with the account when signed in)',
  },
  sendContact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'optional',
    tag: 'forms',
    summary: 'Send a message to the SafeShelf team (kept with the account when signed in)',
  },
} as const satisfies Record<string, Endpoint>;

export type OperationId = keyof typeof endpoints;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/**
 * The URL of an endpoint: parameters filled in (encoded), with a trailing slash as the web app has
 * always sent them (the server accepts both forms), and an optional query string.
 */
export function apiUrl<E extends Endpoint>(
  endpoint: E,
  ...[params, query]: ParamNames<E['path']> extends never
    ? [params?: undefined, query?: URLSearchParams]
    : [params: PathParams<E['path']>, query?: URLSearchParams]
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
  const search = query?.toString();
  return `${path}/${search ? `?${search}` : ''}`;
}

/** The OpenAPI form of a path: `{param}` instead of `:param`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
