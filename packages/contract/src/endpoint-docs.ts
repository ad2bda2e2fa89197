import type { OperationId } from './paths.js';

/** What the OpenAPI document (/api/docs) says of an operation: its group and one line. */
export interface EndpointDoc {
  tag: string;
  summary: string;
}

/**
 * Each operation's OpenAPI tag and summary, kept apart from `endpoints` so that the web bundle
 * (which imports `paths.ts` for its URLs) does not ship them. Every operation has one: the
 * `satisfies` below fails the typecheck for an operation without its entry.
 */
export const endpointDocs = {
  getHealth: { tag: 'health', summary: 'Whether the API and its database answer' },
  logIn: {
    tag: 'auth',
    summary: 'Log in with email or username and password; returns an access and a refresh token',
  },
  refreshToken: {
    tag: 'auth',
    summary: 'Exchange a refresh token for a new token pair (the old one is spent)',
  },
  revokeToken: {
    tag: 'auth',
    summary: 'Log out: revoke a refresh token, optionally every session of its user',
  },
  register: { tag: 'account', summary: 'Create an account with its diet profile' },
  getMe: { tag: 'account', summary: 'The signed-in user' },
  exportAccount: {
    tag: 'account',
    summary: 'Everything stored about the signed-in user, as JSON (nFADP Art. 28, GDPR Art. 20)',
  },
  deleteAccount: {
    tag: 'account',
    summary: 'Delete the account and every personal datum (password required)',
  },
  getProfile: { tag: 'profile', summary: 'The profile and diet profile of the signed-in user' },
  updateProfile: {
    tag: 'profile',
    summary: 'Change profile fields; the new diet profile judges products from then on',
  },
  updateCredentials: {
    tag: 'profile',
    summary: 'Change email and/or password (current password required)',
  },
  listCategories: { tag: 'catalogue', summary: 'The shopper categories, in display order' },
  listSubcategories: { tag: 'catalogue', summary: 'The subcategories, of one category or of all' },
  getCatalogueStatus: {
    tag: 'catalogue',
    summary: 'Whether the product catalogue is ready, or still loading on a fresh installation',
  },
  listProducts: {
    tag: 'products',
    summary: 'Search and filter products, coloured for the caller’s diet, one page at a time',
  },
  getProductByBarcode: { tag: 'products', summary: 'A product by its barcode (EAN/UPC)' },
  getProduct: { tag: 'products', summary: 'A product, coloured for the caller’s diet' },
  getProductPage: {
    tag: 'products',
    summary:
      'Everything the product page shows in one answer: the product, its details, the diet check for the caller and alternatives',
  },
  getProductDetails: {
    tag: 'products',
    summary: 'Ingredients, allergens, traces and nutrition of a product',
  },
  getDietCheck: {
    tag: 'products',
    summary: 'The verdict for the caller’s diet, with a reason per intolerance',
  },
  listRecommended: {
    tag: 'products',
    summary: 'Similar products that fit the caller’s diet better',
  },
  listFavorites: {
    tag: 'favorites',
    summary: 'The ids of the signed-in user’s favourite products',
  },
  listFavoriteProducts: {
    tag: 'favorites',
    summary: 'The signed-in user’s favourite products, coloured for their diet',
  },
  toggleFavorite: {
    tag: 'favorites',
    summary: 'Add a product to the favourites, or remove it when it is one',
  },
  setFavorite: {
    tag: 'favorites',
    summary: 'Make a product a favourite or not (idempotent: for actions queued offline)',
  },
  checkLabelText: {
    tag: 'label scan',
    summary: 'Judge an ingredient text (read from a label photo) for the signed-in user’s diet',
  },
  listMyProducts: {
    tag: 'my products',
    summary: 'The signed-in user’s own products, judged from their labels (without their texts)',
  },
  getMyProduct: {
    tag: 'my products',
    summary: 'One of the signed-in user’s own products, with its ingredient text',
  },
  createMyProduct: {
    tag: 'my products',
    summary: 'Keep a product of one’s own, judged from its label text',
  },
  deleteMyProduct: {
    tag: 'my products',
    summary: 'Delete one of the signed-in user’s own products',
  },
  listVerdictReports: {
    tag: 'verdict reports',
    summary: 'The verdict reports the signed-in user filed',
  },
  createVerdictReport: { tag: 'verdict reports', summary: 'Report a verdict as wrong' },
  getFeed: {
    tag: 'feed',
    summary: 'The signed-in user’s news feed, newest first, with the unread count',
  },
  getFeedUnread: { tag: 'feed', summary: 'How many items of the news feed are unread' },
  markFeedRead: {
    tag: 'feed',
    summary: 'Mark news feed items read (all of them when no ids are given)',
  },
  recordFeedInterest: {
    tag: 'feed',
    summary: 'Count a visit to a subcategory (New for you favours what the user browses)',
  },
  dismissFeedItem: { tag: 'feed', summary: 'Remove an item from the news feed' },
  listHousehold: { tag: 'household', summary: 'The people the signed-in user shops for' },
  createHouseholdPerson: { tag: 'household', summary: 'Add a person to the household (at most 6)' },
  updateHouseholdPerson: {
    tag: 'household',
    summary: 'Change a household person’s name or diet profile',
  },
  deleteHouseholdPerson: { tag: 'household', summary: 'Remove a person from the household' },
  getOfflinePack: {
    tag: 'offline',
    summary: 'Favourites and recently viewed products with their verdicts, to keep on the phone',
  },
  getOfflineShelf: {
    tag: 'offline',
    summary: 'Every product of a category or subcategory with its verdict, to keep on the phone',
  },
  getDietKnowledge: {
    tag: 'offline',
    summary: 'The diet engine’s knowledge (taxonomies, FODMAP lists) for this engine fingerprint',
  },
  subscribeNewsletter: {
    tag: 'forms',
    summary: 'Subscribe an email address to the newsletter (kept with the account when signed in)',
  },
  sendContact: {
    tag: 'forms',
    summary: 'Send a message to the SafeShelf team (kept with the account when signed in)',
  },
} as const satisfies Record<OperationId, EndpointDoc>;
