import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.description')}</p>
      <Link
        to={paths.home}
        className="rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {t('common.backHome')}
      </Link>
    </div>
  );
}
