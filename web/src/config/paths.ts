/** Every route of the web app, defined once (href builders where a route takes parameters). */
export const paths = {
  home: '/',
  about: '/about-us',
  contact: '/contact',
  faq: '/faq',
  legal: '/legal-notices',
  terms: '/terms-of-service',
  login: '/login',
  register: '/register',
  logout: '/logout',
  /** The installed app's start page (manifest start_url): portal when signed in, else home. */
  launch: '/app',
  portal: {
    home: '/portal-home',
    product: (id: number | string) => `/portal-home/product/${id}`,
    productPattern: '/portal-home/product/:productId',
    scan: '/portal-home/scan',
    favorites: '/favorite',
    profile: '/profile',
    news: '/news-feed',
    premium: '/premium',
    /** What the phone keeps for use without signal (issue 32). */
    offline: '/offline',
  },
} as const;
