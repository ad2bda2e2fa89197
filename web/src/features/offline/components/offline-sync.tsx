import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sendOutbox, type SendOutcome } from '#web/lib/offline/outbox.ts';
import { rememberViewed, requestSync, syncOffline, syncRequests } from '../sync';
import { OfflineStatus } from './offline-status';

// The first sync waits until the page has settled, so it never competes with the first screen.
const FIRST_SYNC_MS = 2500;
const AFTER_CHANGE_MS = 1500;

/**
 * Keeps the phone's copy current while the portal is open: sends what waits (in order) as soon as
 * the phone is online, then syncs favourites, viewed and own products, kept shelves and the
 * engine's knowledge. Runs after every successful change (a favourite, the profile) too.
 */
export function OfflineSync() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [outcomes, setOutcomes] = useState<SendOutcome[]>([]);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let again = false;
    const run = async () => {
      if (running) return void (again = true);
      if (!navigator.onLine) return;
      running = true;
      setSyncing(true);
      try {
        const sent = await sendOutbox();
        if (sent.length) {
          setOutcomes(sent);
          // A question answered: the product is kept from now on, like one the user opened.
          for (const { item, status, ...rest } of sent)
            if (item.kind === 'question' && status === 'sent' && 'response' in rest)
              await rememberViewed((rest.response as { id: number }).id);
          await queryClient.invalidateQueries();
        }
        await syncOffline();
      } catch {
        // No signal after all, or the server is away: the next chance tries again.
      } finally {
        running = false;
        setSyncing(false);
        if (again) {
          again = false;
          schedule(0);
        }
      }
    };
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), ms);
    };
    const onOnline = () => schedule(0);
    const onRequest = () => schedule(AFTER_CHANGE_MS);
    const onLanguage = () => schedule(0);
    window.addEventListener('online', onOnline);
    syncRequests.addEventListener('sync', onRequest);
    i18n.on('languageChanged', onLanguage);
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.mutation.state.status === 'success') requestSync();
    });
    schedule(FIRST_SYNC_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      syncRequests.removeEventListener('sync', onRequest);
      i18n.off('languageChanged', onLanguage);
      unsubscribe();
    };
  }, [queryClient, i18n]);

  return <OfflineStatus outcomes={outcomes} syncing={syncing} />;
}

/** Notes a product page the user opened, to keep it (with its verdict) for use without signal. */
export function RememberViewed({ productId }: { productId: number }) {
  useEffect(() => {
    void rememberViewed(productId)
      .then(requestSync)
      .catch(() => undefined);
  }, [productId]);
  return null;
}
