import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { MyProduct, OfflinePack, OfflineProduct } from '@safeshelf/contract';

/** The one IndexedDB database of the app (decision 192); wiped when the session ends. */
export const OFFLINE_DB = 'safeshelf-offline';

/** Favourites, viewed and own products with verdicts, as the last sync brought them. */
export type KeptPack = OfflinePack & { owner: number; synced_at: number };

export type ShelfKind = 'category' | 'subcategory';
export interface KeptShelf {
  /** `category:1`, `subcategory:201`. */
  key: string;
  kind: ShelfKind;
  id: number;
  names: { en: string; de: string; fr: string };
  /** Empty until the first sync of the shelf has arrived. */
  products: OfflineProduct[];
  lang: string;
  engine_fingerprint: string;
  profile_key: string;
  synced_at: number;
}

/** The API request an action makes, built by the feature that owns the endpoint. */
export interface QueuedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/** An action taken without signal, sent in order once the phone is back online. */
export type OutboxAction = { request: QueuedRequest } & (
  | { kind: 'favorite'; product_id: number; favorite: boolean }
  | { kind: 'report'; product_id?: number; my_product_id?: number }
  | { kind: 'question'; barcode: string }
  // A label saved as one of My products, with the verdict the phone gave it (shown until sent).
  | { kind: 'my-product'; product: Omit<MyProduct, 'id'> }
);
export type OutboxItem = OutboxAction & { id: number; queued_at: number };

interface OfflineSchema extends DBSchema {
  pack: { key: 'current'; value: KeptPack };
  recent: { key: 'current'; value: { ids: number[] } };
  shelves: { key: string; value: KeptShelf };
  outbox: { key: number; value: OutboxItem };
}
export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb> | null = null;

/** The database, opened once per page; closes itself when it is being deleted elsewhere. */
export function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('pack');
      db.createObjectStore('recent');
      db.createObjectStore('shelves', { keyPath: 'key' });
      db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
    },
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
    terminated() {
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Forgets everything kept for the signed-in user (logout, account deleted, another user). */
export async function wipeOfflineData(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open.catch(() => null))?.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
  changes.dispatchEvent(new Event('change'));
}

/** Fired whenever kept data or the outbox changed in this tab (hooks re-read on it). */
export const changes = new EventTarget();
export const notifyChange = () => changes.dispatchEvent(new Event('change'));
