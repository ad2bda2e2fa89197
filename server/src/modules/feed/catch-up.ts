import type { FastifyInstance } from 'fastify';
import { colorFromTokens, type DietTokenQuery } from '@safeshelf/engine';
import type { Db } from '#server/db/client.js';
import { refreshMyProductVerdicts } from '#server/modules/my-products/index.js';
import { findDietProfile } from '#server/modules/profile/index.js';
import type { RunOptions } from '#server/workers/index.js';
import { diffLists } from './list-diff.js';
import * as repo from './repository.js';
import type { Colour, ListTexts } from './repository.js';

/** "New for you" items one catch-up adds at most (after a big import: the best few, not hundreds). */
const NEW_PER_CATCH_UP = 5;

const LIST_LANGS: Record<string, (keyof ListTexts)[]> = {
  German: ['de', 'fr', 'en', 'other'],
  French: ['fr', 'de', 'en', 'other'],
  English: ['en', 'de', 'fr', 'other'],
};

/**
 * The words added and removed: in the first language (the user's first) that has a list on both
 * sides that changed; else between the first list of each side (a list read anew may move to
 * another language, "Framboises" → "lait écrémé en poudre, Framboises" is French only once longer).
 */
function diffTexts(before: ListTexts, after: ListTexts, language: string) {
  const order = LIST_LANGS[language] ?? LIST_LANGS.English!;
  for (const lang of order) {
    const [a, b] = [before[lang], after[lang]];
    if (!a || !b || a === b) continue;
    const diff = diffLists(a, b);
    if (diff.added.length || diff.removed.length) return diff;
  }
  const first = (texts: ListTexts) => order.map((lang) => texts[lang]).find(Boolean) ?? '';
  return diffLists(first(before), first(after));
}

/**
 * The feed items one followed change makes for the user: "Your report" when an engine change moved
 * the verdict of a product they reported; otherwise "A favourite changed" when its list changed or
 * its colour moved for them. Colours come from the stored diet tokens (no judging again).
 */
function itemsOf(
  change: repo.FollowedChange,
  userId: number,
  query: DietTokenQuery,
  language: string,
): repo.NewItem[] {
  const colour = (tokens: string[] | null) =>
    tokens ? (colorFromTokens(tokens, query) as Colour) : null;
  const before = colour(change.tokens_before ?? change.tokens_now);
  const after = colour(change.tokens_after ?? change.tokens_now);
  const moved = before !== after;
  const list = change.texts_before && change.texts_after;
  const words = list
    ? diffTexts(change.texts_before!, change.texts_after!, language)
    : { added: [], removed: [] };
  const base = {
    userId,
    productId: change.product_id,
    changeId: change.change_id,
    productName: change.names ?? { en: '', de: '', fr: '' },
    colorBefore: before,
    colorAfter: after,
    wordsAdded: words.added,
    wordsRemoved: words.removed,
    changedAt: new Date(change.changed_at),
  };
  if (change.reported && change.engine_changed && moved) return [{ ...base, kind: 'report_moved' }];
  if (change.favourite && (moved || words.added.length || words.removed.length))
    return [{ ...base, kind: 'favorite_changed' }];
  return [];
}

/**
 * Brings the user's feed up to date with the change log: what changed since their cursor for the
 * products they follow, the new products for them, and (after an engine change) their own
 * products' verdicts. Runs when the user looks at the feed or its unread count, and costs two
 * index look-ups when nothing is new. Never judges a catalogue product: the import stored the
 * tokens before and after.
 */
export async function catchUpFeed(
  app: FastifyInstance,
  userId: number,
  task: RunOptions,
): Promise<void> {
  const { db } = app.database;
  const engine = app.diet.engineFingerprint();
  const state = await repo.findFeedState(db, userId);
  const stale = state.engine_fingerprint !== engine;
  if (state.change_id !== null && state.change_id >= state.latest && !stale) return;
  const profile = await findDietProfile(db, userId);
  // Another engine since the user last looked: their own products are judged again (in the worker
  // pool, outside the transaction below); a colour that moved becomes an item as it is stored.
  if (stale) await refreshMyProductVerdicts(app, userId, profile, task);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const cursor = await repo.lockCursor(tx, userId);
    if (!cursor) return;
    const upTo = state.latest;
    if (cursor.change_id >= upTo && cursor.engine_fingerprint === engine) return;
    const query = app.diet.tokenQuery(profile);
    if (cursor.change_id < upTo) {
      const followed = await repo.listFollowedChanges(tx, userId, cursor.change_id, upTo);
      const fresh = await repo.listNewProducts(
        tx,
        userId,
        { after: cursor.change_id, upTo, since: new Date(cursor.user_since) },
        query,
        NEW_PER_CATCH_UP,
      );
      await repo.insertItems(tx, [
        ...followed.flatMap((change) => itemsOf(change, userId, query, cursor.language)),
        ...fresh.map((p) => ({
          userId,
          kind: 'new_for_you' as const,
          productId: p.product_id,
          changeId: p.change_id,
          productName: p.names,
          colorBefore: null,
          colorAfter: 'green' as const,
          wordsAdded: [],
          wordsRemoved: [],
          changedAt: new Date(p.changed_at),
        })),
      ]);
    }
    await repo.saveCursor(tx, userId, upTo, engine);
  });
}
