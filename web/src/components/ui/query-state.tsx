import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#web/lib/api-client.ts';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps {
  query: QueryLike;
  isEmpty?: boolean;
  empty?: ReactNode;
  /** Text for a 404 (e.g. 'Product not found.'). */
  notFound?: ReactNode;
  children: ReactNode;
}

/** Loading, error (with retry), empty, or the content: every list and page shows one of these. */
export function QueryState({ query, isEmpty = false, empty, notFound, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="py-6 text-center text-slate-600">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    const error = query.error;
    if (
      notFound &&
      error instanceof ApiRequestError &&
      (error.status === 404 || error.status === 400)
    ) {
      return (
        <p className="rounded-xl bg-white p-6 text-center text-slate-700 shadow-sm">{notFound}</p>
      );
    }
    const message =
      error instanceof ApiRequestError
        ? error.code === 'network'
          ? t('errors.network')
          : t(`errors.codes.${error.code}` as 'errors.codes.internal_error', {
              defaultValue: t('errors.codes.internal_error'),
            })
        : t('errors.codes.internal_error');
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl bg-red-50 p-6 text-center text-red-900"
      >
        <p>{message}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="min-h-11 rounded-lg bg-red-800 px-4 py-2 font-medium text-white"
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (isEmpty)
    return <p className="rounded-xl bg-white p-6 text-center text-slate-700 shadow-sm">{empty}</p>;
  return <>{children}</>;
}
