import { useEffect, useState } from 'react';
import type { MyProduct } from '@safeshelf/contract';
import { apiRequest, ApiRequestError } from '../api-client';
import { changes, notifyChange, offlineDb, type OutboxAction, type OutboxItem } from './db';

/** Keeps an action to send when the phone is back online; actions leave in the order taken. */
export async function queueAction(action: OutboxAction): Promise<void> {
  const db = await offlineDb();
  await db.add('outbox', { ...action, queued_at: Date.now() } as OutboxItem);
  notifyChange();
}

export async function listOutbox(): Promise<OutboxItem[]> {
  return (await offlineDb()).getAll('outbox');
}

export async function removeFromOutbox(id: number): Promise<void> {
  await (await offlineDb()).delete('outbox', id);
  notifyChange();
}

/** The last queued favourite state per product (later actions win, as they will on the server). */
export async function pendingFavorites(): Promise<Map<number, boolean>> {
  const pending = new Map<number, boolean>();
  for (const item of await listOutbox())
    if (item.kind === 'favorite') pending.set(item.product_id, item.favorite);
  return pending;
}

/**
 * My products saved without signal, newest first, as the phone judged them. Their ids are the
 * outbox ids made negative (`pendingId`): no server id exists yet.
 */
export async function pendingMyProducts(): Promise<MyProduct[]> {
  const pending: MyProduct[] = [];
  for (const item of await listOutbox())
    if (item.kind === 'my-product') pending.unshift({ ...item.product, id: -item.id });
  return pending;
}

/** A My product that waits on the phone to be sent has a negative id (its outbox id). */
export const isPendingId = (id: number) => id < 0;

/** What waits to be sent, re-read whenever kept data changes in this tab. */
export function useOutbox(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      void listOutbox()
        .then((next) => current && setItems(next))
        .catch(() => current && setItems([]));
    read();
    changes.addEventListener('change', read);
    return () => {
      current = false;
      changes.removeEventListener('change', read);
    };
  }, []);
  return items;
}

export type SendOutcome =
  | { item: OutboxItem; status: 'sent'; response: unknown }
  | { item: OutboxItem; status: 'refused'; code: string };

let sending: Promise<SendOutcome[]> | null = null;

/**
 * Sends what waits, oldest first, one at a time (the server sees the actions in the order they
 * were taken). Stops at the first network failure and keeps the rest for the next try; an action
 * the server refuses (a product gone from the catalogue) leaves the queue and is reported.
 */
export function sendOutbox(): Promise<SendOutcome[]> {
  sending ??= (async () => {
    const outcomes: SendOutcome[] = [];
    for (const item of await listOutbox()) {
      try {
        const response = await apiRequest<unknown>(item.request.path, {
          method: item.request.method,
          body: item.request.body,
        });
        outcomes.push({ item, status: 'sent', response });
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.status === 0 || error.status === 401)
          break;
        if (error.status === 429 || error.status >= 500) break;
        outcomes.push({ item, status: 'refused', code: error.code });
      }
      await removeFromOutbox(item.id);
    }
    return outcomes;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
