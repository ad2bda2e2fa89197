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
  portal: {
    home: '/portal-home',
    product: (id: number | string) => `/portal-home/product/${id}`,
    productPattern: '/portal-home/product/:productId',
    scan: '/portal-home/scan',
    favorites: '/favorite',
    profile: '/profile',
    news: '/news-feed',
    premium: '/premium',
  },
} as const;
