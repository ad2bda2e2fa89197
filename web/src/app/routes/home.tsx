import { useTranslation } from 'react-i18next';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold text-brand-800">{t('common.appName')}</h1>
    </main>
  );
}
