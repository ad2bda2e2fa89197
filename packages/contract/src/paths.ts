/**
 * Every API operation, once: method, path (Fastify's `:param` syntax) and who may call it. The
 * server registers its routes from this table (and refuses to start with a route that is not in
 * it); the web builds its request URLs from it, so it holds nothing the browser does not need:
 * what the OpenAPI document says of each operation is in `endpoint-docs.ts`. The key is the
 * operation's operationId.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api/${string}`;
  /** `required`: bearer token needed; `optional`: personalised when sent; `none`: never read. */
  auth: 'required' | 'optional' | 'none';
}

export const endpoints = {
  getHealth: {
    method: 'GET',
    path: '/api/health',
    auth: 'none',
  },

  logIn: {
    method: 'POST',
    path: '/api/token',
    auth: 'none',
  },
  refreshToken: {
    method: 'POST',
    path: '/api/token/refresh',
    auth: 'none',
  },
  revokeToken: {
    method: 'POST',
    path: '/api/token/revoke',
    auth: 'none',
  },

  register: {
    method: 'POST',
    path: '/api/register',
    auth: 'none',
  },
  getMe: {
    method: 'GET',
    path: '/api/user/me',
    auth: 'required',
  },
  exportAccount: {
    method: 'GET',
    path: '/api/user/export',
    auth: 'required',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/user',
    auth: 'required',
  },

  getProfile: {
    method: 'GET',
    path: '/api/user/profile/:userId',
    auth: 'required',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/user/profile/:userId',
    auth: 'required',
  },
  updateCredentials: {
    method: 'PUT',
    path: '/api/user/credentials/:userId',
    auth: 'required',
  },

  listCategories: {
    method: 'GET',
    path: '/api/categories',
    auth: 'none',
  },
  listSubcategories: {
    method: 'GET',
    path: '/api/subcategories',
    auth: 'none',
  },
  getCatalogueStatus: {
    method: 'GET',
    path: '/api/catalogue/status',
    auth: 'none',
  },

  listProducts: {
    method: 'GET',
    path: '/api/filtered-products',
    auth: 'optional',
  },
  getProductByBarcode: {
    method: 'GET',
    path: '/api/products/by-barcode/:code',
    auth: 'optional',
  },
  getProduct: {
    method: 'GET',
    path: '/api/products/:id',
    auth: 'optional',
  },
  getProductPage: {
    method: 'GET',
    path: '/api/products/:id/page',
    auth: 'optional',
  },
  getProductDetails: {
    method: 'GET',
    path: '/api/product/:id/details',
    auth: 'none',
  },
  getDietCheck: {
    method: 'GET',
    path: '/api/product/:id/diet-check',
    auth: 'optional',
  },
  listRecommended: {
    method: 'GET',
    path: '/api/product/recommended/:id',
    auth: 'optional',
  },

  listFavorites: {
    method: 'GET',
    path: '/api/favorites',
    auth: 'required',
  },
  listFavoriteProducts: {
    method: 'GET',
    path: '/api/favorites/products',
    auth: 'required',
  },
  toggleFavorite: {
    method: 'POST',
    path: '/api/favorites/toggle',
    auth: 'required',
  },
  setFavorite: {
    method: 'PUT',
    path: '/api/favorites/:productId',
    auth: 'required',
  },

  checkLabelText: {
    method: 'POST',
    path: '/api/diet-check',
    auth: 'required',
  },
  listMyProducts: {
    method: 'GET',
    path: '/api/my-products',
    auth: 'required',
  },
  getMyProduct: {
    method: 'GET',
    path: '/api/my-products/:id',
    auth: 'required',
  },
  createMyProduct: {
    method: 'POST',
    path: '/api/my-products',
    auth: 'required',
  },
  deleteMyProduct: {
    method: 'DELETE',
    path: '/api/my-products/:id',
    auth: 'required',
  },
  listVerdictReports: {
    method: 'GET',
    path: '/api/verdict-reports',
    auth: 'required',
  },
  createVerdictReport: {
    method: 'POST',
    path: '/api/verdict-reports',
    auth: 'required',
  },

  getFeed: {
    method: 'GET',
    path: '/api/feed',
    auth: 'required',
  },
  getFeedUnread: {
    method: 'GET',
    path: '/api/feed/unread',
    auth: 'required',
  },
  markFeedRead: {
    method: 'POST',
    path: '/api/feed/read',
    auth: 'required',
  },
  recordFeedInterest: {
    method: 'POST',
    path: '/api/feed/interests',
    auth: 'required',
  },
  dismissFeedItem: {
    method: 'DELETE',
    path: '/api/feed/:id',
    auth: 'required',
  },

  listHousehold: {
    method: 'GET',
    path: '/api/household',
    auth: 'required',
  },
  createHouseholdPerson: {
    method: 'POST',
    path: '/api/household',
    auth: 'required',
  },
  updateHouseholdPerson: {
    method: 'PUT',
    path: '/api/household/:id',
    auth: 'required',
  },
  deleteHouseholdPerson: {
    method: 'DELETE',
    path: '/api/household/:id',
    auth: 'required',
  },

  getOfflinePack: {
    method: 'GET',
    path: '/api/offline/pack',
    auth: 'required',
  },
  getOfflineShelf: {
    method: 'GET',
    path: '/api/offline/shelf',
    auth: 'required',
  },
  getDietKnowledge: {
    method: 'GET',
    path: '/api/diet-knowledge/:fingerprint',
    auth: 'none',
  },

  subscribeNewsletter: {
    method: 'POST',
    path: '/api/newsletter',
    auth: 'optional',
  },
  sendContact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'optional',
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
