import { useTranslation } from 'react-i18next';

interface Named {
  name_en: string | null;
  name_de?: string | null;
  name_fr?: string | null;
}

/** The product's name in the interface language, falling back to any name it has. */
export function useProductName() {
  const { t, i18n } = useTranslation();
  return (product: Named) => {
    const language = i18n.resolvedLanguage ?? 'en';
    const preferred =
      language === 'de' ? product.name_de : language === 'fr' ? product.name_fr : product.name_en;
    return (
      preferred ||
      product.name_en ||
      product.name_de ||
      product.name_fr ||
      t('portal.product.noName')
    );
  };
}
