import { VitePWA } from 'vite-plugin-pwa';
import { OCR_BASE } from './src/features/label-scan/ocr/ocr-files.ts';
import { KNOWLEDGE_CACHE, KNOWLEDGE_PATH_PREFIX, OCR_CACHE } from './src/lib/offline/caches.ts';

/**
 * Matches URLs of this origin whose path starts with `prefix`. A RegExp, not a function: Workbox
 * copies a function's source into the service worker, without the constants it refers to.
 */
const atPath = (prefix: string) =>
  new RegExp(`^https?://[^/]+${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);

/**
 * The installable app (issue 32, decision 190): a web app manifest, icons made from the favicon
 * at build time (@vite-pwa/assets-generator), and a Workbox service worker that precaches every
 * file of one build. It waits while an older version has open tabs and takes over only when the
 * user accepts "new version – reload", so a page never mixes files of two builds.
 */
export const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    // Registered by the app itself after the first page has loaded (app/service-worker.ts).
    injectRegister: false,
    pwaAssets: {
      image: 'public/favicon.svg',
      preset: 'minimal-2023',
      overrideManifestIcons: true,
      includeHtmlHeadLinks: true,
    },
    manifest: {
      id: '/app',
      name: 'SafeShelf',
      short_name: 'SafeShelf',
      description:
        'Whether a grocery product fits your lactose, gluten, fructose or FODMAP diet — also without signal in the shop.',
      // /app opens the portal when signed in and the home page otherwise (app/routes/launch.tsx).
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#166534',
      background_color: '#ffffff',
      lang: 'en',
      categories: ['food', 'health', 'shopping'],
      shortcuts: [
        { name: 'Scan a label', url: '/portal-home/scan' },
        { name: 'Favourites', url: '/favorite' },
      ],
    },
    workbox: {
      // The app shell, every page and locale chunk, the engine worker: one build, precached whole.
      // (The manifest is added by the plugin itself: globbing it too would list it twice, and
      // Workbox refuses a precache list with one address under two revisions.)
      globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      // The text recogniser (13 MB of cores and trained data) is cached only once it is used.
      globIgnores: ['assets/ocr/**'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/assets\//, /^\/metrics$/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Versioned paths (decision 100): a file there never changes.
          urlPattern: atPath(`${OCR_BASE}/`),
          handler: 'CacheFirst',
          options: {
            cacheName: OCR_CACHE,
            expiration: { maxEntries: 16 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The diet engine's knowledge, addressed by the engine fingerprint.
          urlPattern: atPath(KNOWLEDGE_PATH_PREFIX),
          handler: 'CacheFirst',
          options: {
            cacheName: KNOWLEDGE_CACHE,
            expiration: { maxEntries: 2 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
