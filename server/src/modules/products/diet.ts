import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DietProfile, DietTokenQuery, Engine, Lang } from '@safeshelf/engine';
import { getEngine } from '#server/modules/catalogue/index.js';
import { findDietProfile } from '#server/modules/profile/index.js';

/** The diet engine of this app (built on first use, then shared by every request). */
export const engineFor = (app: FastifyInstance): Engine => getEngine(app.env.CATALOG_DIR);

/** Token sets that colour products in SQL; empty for anonymous callers and empty profiles. */
export function dietQueryFor(engine: Engine, profile: DietProfile): DietTokenQuery {
  if (!profile.intolerances.length && !profile.custom.length) return { red: [], yellow: [] };
  return engine.dietTokenQuery(profile);
}

/** The caller's diet profile (empty when anonymous). */
export const profileOf = (request: FastifyRequest) =>
  findDietProfile(request.server.database.db, request.user?.id);

/** `?lang=` first, then Accept-Language (en/de/fr), else English. */
export function requestLang(request: FastifyRequest, lang?: Lang): Lang {
  if (lang) return lang;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'de' || code === 'fr') return code;
  }
  return 'en';
}
