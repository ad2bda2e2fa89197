import { useTranslation } from 'react-i18next';

/** Attribution the data licences require (ODbL 1.0 for Open Food Facts, CC BY 4.0 for FoodRepo). */
export function DataCredits({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`.trim()}>
      <p>
        {t('footer.credits.intro')}{' '}
        <a
          href="https://world.openfoodfacts.org"
          className="font-medium underline underline-offset-2 hover:text-brand-800"
          rel="noopener noreferrer"
        >
          Open Food Facts (openfoodfacts.org)
        </a>
        ,{' '}
        <a
          href="https://opendatacommons.org/licenses/odbl/1-0/"
          className="underline underline-offset-2 hover:text-brand-800"
          rel="noopener noreferrer"
        >
          ODbL 1.0
        </a>{' '}
        {t('footer.credits.and')}{' '}
        <a
          href="https://www.foodrepo.org"
          className="font-medium underline underline-offset-2 hover:text-brand-800"
          rel="noopener noreferrer"
        >
          FoodRepo (foodrepo.org)
        </a>
        ,{' '}
        <a
          href="https://creativecommons.org/licenses/by/4.0/"
          className="underline underline-offset-2 hover:text-brand-800"
          rel="noopener noreferrer"
        >
          CC BY 4.0
        </a>
        .
      </p>
    </div>
  );
}
