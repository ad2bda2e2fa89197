import { useTranslation } from 'react-i18next';
import { localName, type Named } from '#web/lib/local-name.ts';

/** The product's name in the interface language, falling back to any name it has. */
export function useProductName() {
  const { t, i18n } = useTranslation();
  return (product: Named) =>
    localName(product, i18n.resolvedLanguage ?? 'en') ?? t('portal.product.noName');
}
