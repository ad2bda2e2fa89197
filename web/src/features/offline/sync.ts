import type { EngineProfile } from '@safeshelf/contract';
import {
  notifyChange,
  offlineDb,
  wipeOfflineData,
  type KeptPack,
  type KeptShelf,
  type ShelfKind,
} from '#web/lib/offline/db.ts';
import { currentUserId } from '#web/lib/offline/kept.ts';
import { keepKnowledge } from '#web/lib/offline/knowledge.ts';
import { getOfflinePack } from './api/get-offline-pack';
import { getOfflineShelf } from './api/get-offline-shelf';

/** Products viewed lately that the phone keeps besides the favourites. */
export const RECENT_MAX = 30;
/** A kept shelf is judged again after a day (new products, prices of the catalogue). */
const SHELF_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const profileKey = (profile: EngineProfile) =>
  JSON.stringify([
    [...profile.intolerances].sort(),
    [...profile.custom].sort(),
    [...profile.tolerated_fodmap_groups].sort(),
  ]);

export async function rememberViewed(productId: number): Promise<void> {
  const db = await offlineDb();
  const ids = (await db.get('recent', 'current'))?.ids ?? [];
  const next = [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENT_MAX);
  await db.put('recent', { ids: next }, 'current');
}

export async function listRecent(): Promise<number[]> {
  return (await (await offlineDb()).get('recent', 'current'))?.ids ?? [];
}

async function syncShelf(shelf: KeptShelf, pack: KeptPack): Promise<void> {
  const fresh = await getOfflineShelf(shelf.kind, shelf.id);
  const db = await offlineDb();
  // Removed by the user while it was on its way: stays removed.
  if (!(await db.get('shelves', shelf.key))) return;
  await db.put('shelves', {
    ...shelf,
    products: fresh.products,
    lang: fresh.lang,
    engine_fingerprint: fresh.engine_fingerprint,
    profile_key: profileKey(pack.profile),
    synced_at: Date.now(),
  });
  notifyChange();
}

const isStale = (shelf: KeptShelf, pack: KeptPack) =>
  shelf.synced_at === 0 ||
  shelf.lang !== pack.lang ||
  shelf.engine_fingerprint !== pack.engine_fingerprint ||
  shelf.profile_key !== profileKey(pack.profile) ||
  Date.now() - shelf.synced_at > SHELF_MAX_AGE_MS;

/**
 * Brings what the phone keeps up to date with the server, for the signed-in user's current diet
 * and language: favourites, viewed and own products; kept shelves when their verdicts are out of
 * date; the engine's knowledge for judging labels without signal. Another user's data is wiped.
 */
export async function syncOffline(): Promise<KeptPack | undefined> {
  const owner = currentUserId();
  if (owner === null) return undefined;
  const previous = await (await offlineDb()).get('pack', 'current');
  if (previous && previous.owner !== owner) await wipeOfflineData();
  const recent = await listRecent();
  const pack: KeptPack = { ...(await getOfflinePack(recent)), owner, synced_at: Date.now() };
  await (await offlineDb()).put('pack', pack, 'current');
  notifyChange();
  for (const shelf of await (await offlineDb()).getAll('shelves'))
    if (isStale(shelf, pack)) await syncShelf(shelf, pack);
  await keepKnowledge(pack.engine_fingerprint).catch(() => undefined);
  return pack;
}

export interface ShelfChoice {
  kind: ShelfKind;
  id: number;
  names: KeptShelf['names'];
}

/** Keeps a shelf on the phone; its products arrive with the next sync (started at once). */
export async function keepShelf(choice: ShelfChoice): Promise<void> {
  const key = `${choice.kind}:${choice.id}`;
  await (
    await offlineDb()
  ).put('shelves', {
    key,
    ...choice,
    products: [],
    lang: '',
    engine_fingerprint: '',
    profile_key: '',
    synced_at: 0,
  });
  notifyChange();
}

export async function dropShelf(key: string): Promise<void> {
  await (await offlineDb()).delete('shelves', key);
  notifyChange();
}

export async function listShelves(): Promise<KeptShelf[]> {
  return (await offlineDb()).getAll('shelves');
}

/** Asks the app's sync loop (OfflineSync) to run soon: after a view, a change, a new shelf. */
export const syncRequests = new EventTarget();
export const requestSync = () => syncRequests.dispatchEvent(new Event('sync'));
