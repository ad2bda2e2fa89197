import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from '#server/modules/health/index.js';
import { authRoutes } from '#server/modules/auth/index.js';
import { accountRoutes } from '#server/modules/account/index.js';
import { profileRoutes } from '#server/modules/profile/index.js';
import { formsOutboxWorker } from '#server/modules/forms/index.js';
import { newsletterRoutes } from '#server/modules/newsletter/index.js';
import { contactRoutes } from '#server/modules/contact/index.js';
import { favoritesRoutes } from '#server/modules/favorites/index.js';
import { catalogueRoutes } from '#server/modules/catalogue/index.js';
import { productRoutes } from '#server/modules/products/index.js';
import { labelScanRoutes } from '#server/modules/label-scan/index.js';
import { myProductsRoutes } from '#server/modules/my-products/index.js';
import { verdictReportsRoutes } from '#server/modules/verdict-reports/index.js';
import { householdRoutes } from '#server/modules/household/index.js';
import { feedJanitor, feedRoutes } from '#server/modules/feed/index.js';
import { offlineRoutes } from '#server/modules/offline/index.js';

/** Every API feature module; their paths come from the contract's endpoint table. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  profileRoutes,
  formsOutboxWorker,
  newsletterRoutes,
  contactRoutes,
  favoritesRoutes,
  catalogueRoutes,
  productRoutes,
  labelScanRoutes,
  myProductsRoutes,
  verdictReportsRoutes,
  householdRoutes,
  feedRoutes,
  feedJanitor,
  offlineRoutes,
];
