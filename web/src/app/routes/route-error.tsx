import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { isChunkLoadError, mayReloadForChunk, reloadOnceForChunk } from '#web/lib/chunk-error.ts';
import { reloadPage } from '#web/lib/reload-page.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/**
 * Shown when a page throws: the heading, the message, and two ways on (issue 31). A chunk that
 * failed to load after a deploy reloads the page once by itself; its message names no file.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.pageTitle'));
  const chunk = isChunkLoadError(error);
  // Nothing is drawn while the page reloads itself, so the error does not flash.
  const [reloading] = useState(() => chunk && mayReloadForChunk());
  useEffect(() => {
    if (reloading) reloadOnceForChunk();
  }, [reloading]);
  if (reloading) return null;
  const detail = chunk
    ? t('routeError.chunk')
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-xl p-6 sm:p-8">
      <div role="alert" className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold text-red-800">{t('routeError.title')}</h1>
        <p className="rounded-lg bg-red-50 p-4 break-words text-red-900">{detail}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={reloadPage}>{t('routeError.reload')}</Button>
          {/* A whole page load: after a deploy the old build cannot draw even the home page. */}
          <a href={paths.home} className={buttonClasses('secondary')}>
            {t('routeError.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
