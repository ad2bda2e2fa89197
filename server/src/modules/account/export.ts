import type { AccountExport } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import { unauthorized } from '#server/lib/errors.js';
import { listSessions } from '#server/modules/auth/index.js';
import { listSubmissionsOfUser } from '#server/modules/forms/index.js';
import { listFavorites } from '#server/modules/favorites/index.js';
import { listMyProducts } from '#server/modules/my-products/index.js';
import { listVerdictReportsOfUser } from '#server/modules/verdict-reports/index.js';
import { listHouseholdPeople } from '#server/modules/household/index.js';
import { exportFeed } from '#server/modules/feed/index.js';
import { findUserById } from './repository.js';
import { toProfile } from './presenters.js';

/** All data held about a user, machine-readable (nFADP Art. 28, GDPR Art. 20). */
export async function exportAccount(db: Db, userId: number): Promise<AccountExport> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const [sessions, submissions, favorites, myProducts, reports, household, feed] =
    await Promise.all([
      listSessions(db, userId),
      listSubmissionsOfUser(db, userId),
      listFavorites(db, userId),
      listMyProducts(db, userId),
      listVerdictReportsOfUser(db, userId),
      listHouseholdPeople(db, userId),
      exportFeed(db, userId),
    ]);
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    profile: toProfile(user),
    favorites: favorites.map((f) => ({
      product: f.productId,
      added_at: f.createdAt.toISOString(),
    })),
    sessions: sessions.map((s) => ({
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      revoked: s.revokedAt !== null,
    })),
    form_submissions: submissions.map((s) => ({
      form: s.form,
      fields: s.fields,
      submitted_at: s.submittedAt.toISOString(),
    })),
    my_products: myProducts.map((p) => ({
      id: p.id,
      name: p.name,
      barcode: p.barcode,
      ingredients_text: p.ingredientsText,
      lang: p.lang,
      diet_color: p.dietColor,
      created_at: p.createdAt.toISOString(),
    })),
    verdict_reports: reports.map((r) => ({
      product_id: r.productId,
      product_code: r.productCode,
      my_product_id: r.myProductId,
      ingredients_text: r.ingredientsText,
      intolerance: r.intolerance,
      reason: r.reason,
      comment: r.comment,
      diet_color: r.dietColor,
      created_at: r.createdAt.toISOString(),
    })),
    household: household.map((p) => ({
      name: p.name,
      intolerances: p.intolerances,
      custom_intolerances: p.customIntolerances,
      tolerated_fodmap_groups: p.toleratedFodmapGroups,
      created_at: p.createdAt.toISOString(),
    })),
    news_feed: feed,
  };
}
