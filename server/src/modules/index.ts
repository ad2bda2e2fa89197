import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.js';
import { authRoutes } from './auth/routes.js';
import { accountRoutes } from './account/routes.js';
import { profileRoutes } from './profile/routes.js';
import { formsOutboxWorker } from './forms/worker.js';
import { newsletterRoutes } from './newsletter/routes.js';
import { contactRoutes } from './contact/routes.js';
import { favoritesRoutes } from './favorites/routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { productRoutes } from './products/routes.js';
import { labelScanRoutes } from './label-scan/routes.js';
import { myProductsRoutes } from './my-products/routes.js';
import { verdictReportsRoutes } from './verdict-reports/routes.js';

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
];
