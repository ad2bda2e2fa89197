import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** Shown when a page throws: the heading, then the message. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.pageTitle'));
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main role="alert" className="mx-auto max-w-xl p-8">
      <h1 className="mb-3 text-2xl font-semibold text-red-800">{t('routeError.title')}</h1>
      <pre className="whitespace-pre-wrap rounded bg-red-50 p-4 text-sm text-red-900">{detail}</pre>
    </main>
  );
}
