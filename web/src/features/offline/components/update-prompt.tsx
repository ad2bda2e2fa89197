import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '#web/components/ui/button.tsx';

/** A deployed version is looked for every hour too, not only when a page is opened. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (web/pwa.ts) and, when a new version has been downloaded, offers
 * to reload into it. Until the user accepts, every page keeps the files of the version it
 * started with: the new worker waits, so no page ever mixes two builds (decision 190).
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 flex flex-col gap-3 rounded-xl border border-brand-300 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:w-96"
    >
      <p className="font-semibold text-slate-900">{t('offline.update.ready')}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          {t('offline.update.reload')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          {t('offline.update.later')}
        </Button>
      </div>
    </div>
  );
}
