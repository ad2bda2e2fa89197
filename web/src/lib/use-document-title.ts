import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · SafeShelf" (or just SafeShelf). */
export function useDocumentTitle(page?: string) {
  const { t } = useTranslation();
  const app = t('common.appName');
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
}
