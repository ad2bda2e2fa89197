import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { paths } from '#web/config/paths.ts';
import { StarIcon } from './icons';

/** Premium is announced, not built: say so kindly and offer the way back. */
export function ComingSoon({ page }: { page: 'premium' }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`portal.soon.${page}.title`));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
      <span className="rounded-full bg-brand-50 p-4 text-brand-700">
        <StarIcon />
      </span>
      <h1 className="text-2xl font-semibold text-slate-900">{t(`portal.soon.${page}.title`)}</h1>
      <p className="text-slate-600">{t(`portal.soon.${page}.text`)}</p>
      <Link
        to={paths.portal.home}
        className="rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {t('portal.soon.back')}
      </Link>
    </section>
  );
}
