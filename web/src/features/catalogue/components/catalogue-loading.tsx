import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import { currentLanguage, intlLocale } from '#web/i18n/setup.ts';
import { useCatalogueStatus } from '../api/get-catalogue-status';

/**
 * On a fresh installation the server imports the product catalogue while it already serves: until
 * it is complete, the portal says so (and how far it got). When it completes, every list is asked
 * for again. Nothing shows when the catalogue is ready, or when its state cannot be had.
 */
export function CatalogueLoading() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useCatalogueStatus();
  const state = data?.state;
  const wasLoading = useRef(false);

  useEffect(() => {
    if (state === 'loading') wasLoading.current = true;
    if (state === 'ready' && wasLoading.current) {
      wasLoading.current = false;
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'catalogue-status',
      });
    }
  }, [state, queryClient]);

  if (state !== 'loading') return null;
  const products = new Intl.NumberFormat(intlLocale(currentLanguage())).format(data!.products);
  return (
    <Alert tone="info" className="mb-6">
      {data!.products > 0
        ? t('portal.catalogue.loadingCount', { products })
        : t('portal.catalogue.loading')}
    </Alert>
  );
}
