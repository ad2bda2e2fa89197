import { useTranslation } from 'react-i18next';
import { intlLocale } from '#web/i18n/setup.ts';

/** A price in CHF for the interface language, or 'price not available' (the data has no prices). */
export function PriceTag({
  price,
  className = '',
}: {
  price: number | string | null | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const value = price === null || price === undefined || price === '' ? NaN : Number(price);
  if (Number.isNaN(value))
    return (
      <span className={`text-sm text-slate-600 ${className}`}>
        {t('portal.price.notAvailable')}
      </span>
    );
  const language = (i18n.resolvedLanguage ?? 'en') as 'en' | 'de' | 'fr';
  const text = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'CHF',
  }).format(value);
  return <span className={`font-semibold text-slate-900 ${className}`}>{text}</span>;
}
